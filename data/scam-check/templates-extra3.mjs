// Fourth round of message templates for the scam checker's model (docs/scam-check.md), mostly Spanish,
// written by us from the same public agency descriptions (and the patterns Mexico's CONDUSEF and
// Costa Rica's OIJ warn about); no text copied. Appended to the families of the same name.
export const SCAM_ES_EXTRA3 = {
  gobierno: [
    'Pensión Bienestar: su pago de ${amt} está detenido. Actualice sus datos y su CURP en {link} antes del {day}.',
    'IMSS: tiene un saldo a favor de ${amt}. Para recibirlo confirme su cuenta bancaria aquí {link}',
    'Medicare le enviará una tarjeta nueva con chip. Confirme su número de Medicare y su cuenta por teléfono al {phone}',
    'Administración del Seguro Social: su beneficio será suspendido. Llame hoy al {phone} o perderá sus pagos.',
  ],
  banco_phish: [
    'Banco Azteca: se registró un cargo no reconocido de ${amt}. Para cancelarlo ingrese su usuario y clave en {link}',
    '{bank}: por su seguridad, un ejecutivo le llamará. Dele el código que reciba por SMS para bloquear el fraude.',
    'Estimado cliente, su token digital venció. Reactívelo hoy en {link} o su cuenta quedará bloqueada.',
    '{bank} le informa: su tarjeta fue clonada. Responda con los 16 dígitos y la fecha de vencimiento para reponerla.',
  ],
  paquete: [
    'Correos: su paquete no se pudo entregar por falta de pago de ${fee}. Pague aquí para recibirlo mañana {link}',
    'Tiene un envío pendiente en nuestra sucursal. Si no paga ${fee} de almacenaje en 48 horas se devolverá: {link}',
  ],
  premio: [
    'Telcel le felicita: ganó un {item} en nuestro sorteo de aniversario. Para el envío deposite ${fee} a la cuenta que le daremos.',
    'Su número ganó ${big} en la rifa de {store}. Llame al {phone} para reclamar su premio antes de que expire.',
  ],
  soporte_tecnico: [
    'Aviso de seguridad de Windows: su computadora envía datos a piratas. No la apague y llame al técnico al {phone}',
    'Detectamos un virus en su {device}. Descargue la aplicación de soporte para que un técnico entre a su equipo: {link}',
  ],
  empleo: [
    'Empleo en casa: gane ${wage} diarios dando me gusta a videos. Escríbanos por WhatsApp, cupo limitado.',
    'Fue aceptado para el puesto de asistente. Antes de empezar, pague ${fee} por su kit de capacitación en {link}',
  ],
  cripto: [
    'Invierta ${low} y reciba ganancias diarias garantizadas del 5%. Miles de jubilados ya lo hacen: {link}',
    'Mi asesor de inversiones me ayudó a ganar ${amt2} en un mes. Le paso su WhatsApp, solo se empieza con ${low}.',
  ],
  romance: [
    'Mi vida, soy médico militar en misión y no puedo usar mi cuenta. ¿Me prestas ${amt} para mi permiso de salida? Te lo pago al llegar.',
    'Amor, quiero invertir juntos para nuestro futuro. Abre una cuenta en esta plataforma y deposita lo que puedas: {link}',
  ],
  luz: [
    'Aviso CFE: su servicio será suspendido hoy por adeudo de ${amt}. Evite el corte pagando al {phone}',
    'Su servicio de agua será cortado esta tarde por falta de pago. Pague ${amt} ya en {link}',
  ],
  aduana: [
    'Aduana: su paquete de {country} tiene impuestos pendientes de ${fee}. Pague en {link} o será destruido.',
  ],
  proteger_dinero: [
    'Le habla la policía cibernética. Su cuenta fue usada para fraude. Para proteger su dinero transfiéralo a la cuenta que le indicaremos.',
    'Somos del área de fraudes de {bank}. No cuelgue y no hable con nadie de la sucursal; vamos a mover su saldo a una cuenta segura.',
  ],
  abuelo: [
    'Tía, soy su sobrino. Estoy detenido en la frontera y necesito ${amt} para salir. Por favor no le diga a nadie.',
  ],
  tarjetas_regalo: [
    'Para resolver su problema con Hacienda compre tarjetas de {gc} por ${gcamt} y díctenos los números por teléfono.',
  ],
  renovacion: [
    'Su suscripción de {sub} se cobró: ${amt}. Si no la reconoce llame en las próximas 24 horas al {phone} para el reembolso.',
  ],
  peaje: [
    'Aviso: su vehículo tiene un adeudo de peaje de ${fee}. Pague hoy para evitar multa: {link}',
  ],
  cuenta_bloqueada: [
    'WhatsApp: su cuenta será desactivada. Envíenos el código de 6 dígitos que le llegó por SMS para conservarla.',
    'Su cuenta de correo fue bloqueada por seguridad. Verifique su contraseña en {link} en las próximas 24 horas.',
  ],
}

export const HAM_ES_EXTRA3 = {
  aviso_banco: [
    '{bank}: su transferencia de ${amt} a su cuenta de ahorro se realizó con éxito.',
    '{bank}: recuerde que nunca le pediremos claves, NIP ni códigos por teléfono o mensaje.',
    'Se depositó su pensión de ${amt} en su cuenta {bank}. Consulte su saldo en el cajero o la app.',
  ],
  gobierno_real: [
    'Pensión Bienestar: los pagos de este bimestre se depositan a partir del {day}. No necesita hacer ningún trámite.',
    'Su cita en el consulado está confirmada para el {day} a las {time}. Lleve su pasaporte y una identificación.',
  ],
  familia: [
    'Hijo, ya llegué a la casa de tu tía, todo bien. Mañana te llamo',
    '¿A qué hora llegas el sábado? Hago tamales',
    'Mija, ¿me recuerdas cómo se manda foto por WhatsApp?',
  ],
  entrega: [
    'Su pedido de {store} fue entregado hoy a las {time}. ¡Gracias por su compra!',
    'Hola, soy el del gas, paso mañana entre 10 y 12. ¿Habrá alguien en casa?',
  ],
  cita: [
    'Recordatorio: mañana {day} a las {time} tiene cita con el dentista. Si no puede asistir, avísenos con tiempo.',
    '{clinic}: su cita de seguimiento quedó para el {day}. Llegue 15 minutos antes.',
  ],
  recibo: [
    'Gracias por su pago de ${amt} a {utility}. Su número de confirmación es {num}.',
    '{store}: su compra de ${amt} fue aprobada. Conserve su ticket para cambios.',
  ],
  codigo: [
    'Su código para entrar a {brand} es {code}. Vence en 10 minutos. Nadie de {brand} se lo pedirá.',
  ],
  servicio_info: [
    '{utility}: su consumo de este mes fue menor que el anterior. Puede ver el detalle en su recibo.',
  ],
  trabajo: [
    'Mañana no hay junta, nos vemos el {day}. Saludos',
  ],
  amigos: [
    'Comadre, ¿vamos a caminar al parque el {day} temprano?',
    '¡Qué gusto verte ayer! Hay que repetirlo pronto',
  ],
  iglesia_club: [
    'La misa del domingo será a las {time} por la fiesta del pueblo. Traigan sillas.',
  ],
}

export const SCAM_EN_EXTRA3 = {
  account_locked: [
    'WhatsApp: your account will be deactivated. Send us the 6-digit code you just received by SMS to keep it.',
  ],
  bank_phish: [
    '{bank} will never ask... but for this one-time check please reply with your online banking password to confirm it is you.',
  ],
  government: [
    'Medicare is sending new chip cards. Confirm your Medicare number and bank account by phone at {phone}',
  ],
}

export const HAM_EN_EXTRA3 = {
  bank_notice: [
    '{bank}: remember, we will never ask for your PIN, passwords or codes by phone or text.',
    'Your pension payment of ${amt} was deposited to your {bank} account.',
  ],
  family: [
    'Son, I got to your aunt\'s house fine. Will call tomorrow',
    'What time are you getting in on Saturday? I am making lasagna',
  ],
}
