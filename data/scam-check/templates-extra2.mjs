// Third round of message templates for the scam checker's model (docs/scam-check.md), written by us
// from the same public agency descriptions; no text copied. Appended to the families of the same name.
export const SCAM_EN_EXTRA2 = {
  toll: [
    '{toll}: you have an unpaid toll of ${fee}. Pay by {day} to avoid a ${low} late fee and suspension of your license: {link}',
    'Final reminder: outstanding toll balance on your vehicle. Settle now at {link} or the case goes to collections.',
  ],
  package: [
    '{carrier}: we tried to deliver your package but the address was incomplete. Confirm your address and pay ${fee}: {link}',
    'Your shipment {track} is on hold at our warehouse. Reschedule delivery within 24h here {link}',
  ],
  romance: [
    'My love, the customs office is holding my luggage with the gold. I only need ${amt2} to release it and then I fly to you.',
    'Darling I am stuck on the oil rig and my bank card is frozen. Can you send an Apple gift card so I can call you?',
    'I have never felt this way. I want to visit you but I need help with the plane ticket, ${amt} by Western Union.',
  ],
  grandparent: [
    'Grandpa it is {kid}, I was in a car accident and the police are holding me. Please do not tell Mom. My lawyer will call you.',
    'This is attorney {last} representing your grandson. He needs ${amt2} bail today. A courier can come pick up the cash.',
  ],
  crypto: [
    'Our AI trading bot made clients 300% this month. Start with ${low} and withdraw anytime. Join here {link}',
    'Your crypto wallet will be frozen unless you verify your seed phrase within 24 hours at {link}',
    'Congratulations, your Bitcoin investment has grown to ${amt2}. To withdraw, pay the release tax of ${amt} first.',
  ],
  gift_card: [
    'Hi, it is your pastor. I need a quick favor, can you buy {gc} gift cards for a sick member? Send me the codes, I will repay you.',
    'This is your manager. I am in a meeting, buy 5 {gc} cards of ${gcamt} each for a client and text me the pictures of the backs.',
  ],
  protect_money: [
    'Fraud department: someone at your branch is stealing from accounts. Withdraw ${amt2} in cash and do not tell the teller why.',
    'Your Social Security number is linked to money laundering. To protect your savings, transfer them to a federal safe account today.',
  ],
  renewal: [
    'Your {sub} plan will auto-renew today for ${amt}. To cancel and get a full refund, call our help desk {phone}',
    'PayPal: you sent a payment of ${amt} to {name2}. If you did not authorize this, call {phone} to reverse it.',
  ],
  customs_fee: [
    'Your international package has arrived but import tax of ${fee} is unpaid. Pay now to avoid return to sender {link}',
  ],
  jury: [
    'This is the sheriff office. You missed jury duty and a warrant is out for your arrest. Pay the ${amt} fine by gift card today. Call {phone}',
  ],
}

export const HAM_EN_EXTRA2 = {
  bank_notice: [
    '{bank}: you paid ${amt} to {name2} with Zelle. If you did not, call us at the number on the back of your card.',
    'Your {bank} card ending {last4} will expire next month. A new card is in the mail; activate it in the app.',
    '{bank}: your balance is below ${low}. Sign in the usual way to see recent activity.',
  ],
  with_contact: [
    'Sarah from the book club here. My number changed, the new one is {phone}. No rush, just save it.',
    'The vet called, {kid} can pick up the dog after {time}. Their number is {phone} if there is a problem.',
    'The church newsletter is online at www.stmarks.org/news, lots of photos from the picnic!',
  ],
  receipt: [
    'Order #{num} confirmed. We will email you when it ships. View your order in your account.',
    'Payment received: ${amt} for your property tax. Thank you. Keep this message for your records.',
  ],
  family: [
    'Happy birthday Mom! The kids made you a card, we will bring it Saturday',
    'Can you send me the recipe for your tamales? {kid} wants to make them',
    'I am at the store, do we need milk?',
  ],
  work: [
    'Team meeting moved to {time} on {day}. Same room.',
    'Hi {name}, can you cover my shift on {day}? I can take yours next week.',
  ],
  pharmacy_doctor: [
    '{pharmacy}: your prescription is ready for pickup. Bring your ID.',
    'Your lab results are available in the patient portal. Your doctor will call if anything needs follow-up.',
  ],
  church_club: [
    'Bingo night at the {club} is {day} at {time}. Bring a snack to share!',
    'Reminder: choir practice moved to {day} this week.',
  ],
  service_info: [
    'Your internet service appointment is {day} between {time} and noon. The technician will call 30 minutes before.',
  ],
}

export const SCAM_ES_EXTRA2 = {
  peaje: [
    '{toll}: tiene un peaje pendiente de ${fee}. Pague antes del {day} para evitar un recargo y la suspensión de su licencia: {link}',
    'Último aviso: saldo de peaje pendiente en su vehículo. Liquide ahora en {link} o pasará a cobranza.',
  ],
  paquete: [
    '{carrier}: intentamos entregar su paquete pero la dirección está incompleta. Confirme su dirección y pague ${fee}: {link}',
    'Su envío {track} está retenido en nuestro almacén. Reprograme la entrega en 24 horas aquí {link}',
  ],
  romance: [
    'Mi amor, la aduana retiene mi equipaje con el oro. Solo necesito ${amt2} para liberarlo y luego vuelo a verte.',
    'Cariño, estoy en la plataforma petrolera y mi tarjeta está congelada. ¿Me mandas una tarjeta de regalo para poder llamarte?',
  ],
  abuelo: [
    'Abuelo, soy {kid}, tuve un accidente y la policía me detuvo. No le digas a mamá. Mi abogado te va a llamar.',
    'Le habla el licenciado {last}, represento a su nieto. Necesita ${amt2} de fianza hoy. Un mensajero puede pasar por el efectivo.',
  ],
  cripto: [
    'Nuestro robot de inversión con IA dio 300% este mes. Empiece con ${low} y retire cuando quiera. Únase aquí {link}',
    'Su inversión en Bitcoin creció a ${amt2}. Para retirar, pague primero el impuesto de liberación de ${amt}.',
  ],
  tarjetas_regalo: [
    'Hola, soy el padre de la parroquia. Necesito un favor, ¿puede comprar tarjetas de regalo de {gc} para un enfermo? Mándeme los códigos.',
    'Soy su jefe, estoy en junta. Compre 5 tarjetas {gc} de ${gcamt} para un cliente y mándeme foto del reverso.',
  ],
  proteger_dinero: [
    'Departamento de fraudes: alguien en su sucursal roba de las cuentas. Retire ${amt2} en efectivo y no le diga al cajero para qué.',
    'Su número de Seguro Social está ligado a lavado de dinero. Para proteger sus ahorros, páselos hoy a una cuenta segura federal.',
  ],
  renovacion: [
    'Su plan de {sub} se renovará hoy por ${amt}. Para cancelar y recibir reembolso completo, llame al {phone}',
    'PayPal: envió un pago de ${amt} a {name2}. Si no lo autorizó, llame al {phone} para revertirlo.',
  ],
  jurado: [
    'Le habla la oficina del alguacil. No se presentó como jurado y hay una orden de arresto. Pague la multa de ${amt} con tarjetas de regalo hoy. Llame al {phone}',
  ],
  premio: [
    '¡Felicidades! Su número salió en el sorteo de {lottery}. Para liberar los ${big} pague primero los impuestos en {link}',
    'Usted es nuestro ganador del mes. Reclame su premio de ${big} pagando una pequeña cuota de envío de ${fee}. Llame al {phone}',
  ],
  soporte_tecnico: [
    'ADVERTENCIA: su {device} tiene 5 virus. Llame ya a soporte certificado de Microsoft al {phone}, no lo apague.',
    'Su {device} fue bloqueado por actividad sospechosa. Llame a soporte de Apple al {phone} para desbloquearlo.',
  ],
  aduana: [
    'Su paquete internacional llegó pero debe ${fee} de impuestos de importación. Pague ya para evitar la devolución {link}',
  ],
}

export const HAM_ES_EXTRA2 = {
  aviso_banco: [
    '{bank}: pagó ${amt} a {name2} con Zelle. Si no fue usted, llámenos al número al reverso de su tarjeta.',
    'Su tarjeta {bank} terminada en {last4} vence el próximo mes. La nueva va por correo; actívela en la app.',
  ],
  con_contacto: [
    'Soy Carmen del club de lectura. Cambié de número, el nuevo es {phone}. Sin prisa, solo guárdelo.',
    'Llamó el veterinario, {kid} puede recoger al perro después de las {time}. Su número es {phone} por si hay problema.',
    'El boletín de la parroquia ya está en www.parroquiasanjose.org, ¡muchas fotos del convivio!',
  ],
  recibo: [
    'Pedido #{num} confirmado. Le avisaremos por correo cuando se envíe. Vea su pedido en su cuenta.',
    'Pago recibido: ${amt} de su predial. Gracias. Guarde este mensaje como comprobante.',
  ],
  familia: [
    '¡Feliz cumpleaños mamá! Los niños te hicieron una tarjeta, te la llevamos el sábado',
    'Estoy en el súper, ¿hace falta leche?',
  ],
  trabajo: [
    'La junta de equipo se movió a las {time} del {day}. Misma sala.',
    'Hola {name}, ¿me cubres el turno del {day}? Yo tomo el tuyo la próxima semana.',
  ],
  farmacia_medico: [
    '{pharmacy}: su receta está lista para recoger. Traiga una identificación.',
    'Sus resultados de laboratorio están en el portal del paciente. Su médico le llamará si hace falta algo.',
  ],
  iglesia_club: [
    'Lotería en el {club} el {day} a las {time}. ¡Traiga algo para compartir!',
  ],
  servicio_info: [
    'Su cita de instalación de internet es el {day} entre las {time} y el mediodía. El técnico llamará 30 minutos antes.',
  ],
}
