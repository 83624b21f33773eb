// More message templates for the scam checker's model (docs/scam-check.md), written by us in the
// second round from the same public agency descriptions (FTC, FBI IC3, CAFC, AARP, USPS, SSA, CRA, IRS,
// bank advisories), no text copied. scripts/measure/scam-data.mjs appends each list to the family of the same
// name in templates-en.mjs / templates-es.mjs (or makes a new family), then splits by template.
export const SCAM_EN_EXTRA = {
  sextortion: [
    'I recorded you through your webcam while you were on an adult site. Pay ${amt} in Bitcoin within 2 days or your contacts get the video.',
    'Your password {pw} was leaked and I have been watching you. Send ${amt} to my wallet or everyone on your list sees what you did.',
    'I have screenshots of your chats and photos. Pay me ${amt} today or I post them for your family and your church to see.',
    'Last warning. Your device was infected by my software months ago. Transfer ${amt} in crypto or the clips go public tonight.',
  ],
  bank_phish: [
    '{bank}: we noticed an unusual sign-in to your online banking. If this was not you, confirm your card number and PIN at {link}',
    '{bank} Alert: your debit card has been temporarily suspended. Reactivate it now: {link}',
    'Did you attempt a Zelle payment of ${amt} to {name2}? Reply YES or NO. A {bank} specialist will call you to stop it.',
    '{bank} security: a new payee was added to your account. If you did not do this, log in here to cancel {link}',
    'Message from {bank}: your account will be closed in 24 hours due to incomplete information. Update at {link}',
  ],
  charity_disaster: [
    'Families who lost everything in the hurricane need you today. Give ${low} by gift card or Zelle to our relief volunteers: {phone}',
    'Police and firefighters fund: your pledge of ${low} from last year is due. Pay by card today at {phone} or {link}',
    'Help the orphans of the earthquake. 100% goes to the children. Donate via crypto wallet or gift card, reply for details.',
    'Veterans support drive: we are calling donors for a ${low} gift. Wire today and receive a tax receipt by mail. {link}',
  ],
  account_locked: [
    'Your {brand} account has been locked after several failed sign-ins. Verify your identity within 12 hours: {link}',
    '{brand}: we could not verify your payment method, your account is on hold. Update your details here {link}',
    'Apple ID suspended for security reasons. To restore access sign in at {link} and confirm your card.',
    'Your email storage is full and your mailbox will be deleted today. Log in to keep your messages: {link}',
    'Netflix: your membership is paused, payment declined. Update your billing now to avoid cancellation {link}',
    'Unusual activity detected on your {brand} account. Call our security team at {phone} to unlock it.',
  ],
  qr_payment: [
    'Parking notice: your meter time expired. Scan the QR code on the ticket or pay ${fee} at {link} to avoid a fine.',
    'Your parcel could not be delivered. Scan the QR code on the card we left or pay the ${fee} redelivery fee at {link}',
    'Pay your city parking fine of ${fee} today with the QR code or the link: {link}. Late fees apply after 24h.',
    'Send the payment through this link so I can ship the {item} today, it is the safe checkout: {link}',
    'To receive the money for your {item}, click the payment link and enter your card to accept the funds: {link}',
  ],
  prize: [
    'You have been selected as our monthly winner! Claim your ${big} prize by paying a small processing fee of ${fee}. Call {phone}',
    'Congrats! Your number was drawn in the {lottery} sweepstakes. To release the ${big} cash, pay taxes first at {link}',
    'FREE gift: you won a {item}. Just cover the shipping of ${fee} at {link} today only',
  ],
  tech_support: [
    'WARNING: your {device} is infected with 5 viruses. Call Microsoft certified support now at {phone} do not shut down.',
    'Your {device} has been blocked due to suspicious activity. Call Apple support {phone} to unlock it. Do not restart.',
    'Security warning from {brand}: hackers are using your IP. Let our technician connect to fix it, call {phone}',
  ],
  government: [
    'Social Security: your number has been suspended because of suspicious activity. Press 1 or call {phone} to speak to an officer.',
    'Medicare: you qualify for a new benefits card. Confirm your Medicare number and bank account at {link}',
    'You are eligible for a government grant of ${amt2}. Pay the ${fee} processing fee with a gift card to receive it.',
    'CRA: you owe back taxes. A warrant will be issued today unless you pay ${amt} in Bitcoin. Call {phone}',
    'IRS final notice: legal action has been filed against you. Call {phone} immediately to settle your balance.',
  ],
  utility: [
    'Hydro notice: your meter needs replacement today or power will be cut. Pay ${fee} deposit by Bitcoin ATM. Call {phone}',
    'Your electric bill payment bounced. To avoid disconnection within the hour pay ${amt} with a prepaid card, call {phone}',
  ],
  loan_debt: [
    'You are pre-approved for a ${amt2} loan, no credit check. Pay the ${fee} insurance fee first to release the funds {link}',
    'Your student loan can be forgiven today. Call {phone} and pay a one-time ${low} fee to enroll.',
  ],
  job: [
    'Remote job: rate products online and earn ${wage} a day. Pay a small deposit to unlock your tasks. Text me on WhatsApp.',
    'Hi, I am a recruiter from {company}. Part-time, 60-90 min a day, ${wage} daily. Interested? Reply Y',
    'You are hired as a mystery shopper. Deposit the check we send, buy gift cards and send us the codes.',
  ],
  wrong_number: [
    'Hi is this {name}? Oh sorry, wrong number. My assistant gave me this one. Since we are talking, do you invest? I can share my method.',
    'Sorry I added the wrong contact. You look kind in your picture. I am a businesswoman in Hong Kong, do you know about gold trading?',
    'hello, are we still meeting for golf on {day}? oh this is not David? sorry. nice to meet you anyway, where are you from?',
  ],
  newphone: [
    'Hi Mum, it is me, I lost my phone so this is my new number. Can you pay a bill for me today? I will send you the details.',
    'Dad, new number, old one is broken. Urgent, can you transfer ${amt} to this account, I will explain later.',
  ],
  overpayment: [
    'My client sent you a check for ${amt2} by mistake instead of ${low}. Please deposit it and send the rest back by wire or Zelle.',
    'The buyer overpaid by ${amt}. Please refund the difference with Bitcoin, my bank will not reverse it.',
  ],
}

export const HAM_EN_EXTRA = {
  government_real: [
    'IRS: we received your tax return. You can check the status of your refund at irs.gov using the Where is My Refund tool.',
    'Your new Medicare card is in the mail. Medicare will never call to ask for your number.',
    'CRA: your notice of assessment is ready in My Account. Sign in the usual way; we never send links by text.',
    'Social Security: your cost-of-living adjustment letter is in your my Social Security message center.',
  ],
  bank_notice: [
    '{bank}: a purchase of ${amt} at {store} was approved on card ending {last4}. If this was not you, call the number on the back of your card.',
    '{bank}: your statement for the month is ready. Sign in to the app to view it. We will never ask for your PIN or passwords.',
    '{bank}: your direct deposit of ${amt} has posted to your checking account.',
    'Reminder from {bank}: your credit card payment of ${amt} is due on {day}. No action needed if you have autopay.',
  ],
  twofa: [
    'Your {brand} verification code is {code}. Do not share this code with anyone. We will never call to ask for it.',
    '{code} is your {bank} security code. Never share it, not even with our staff.',
    'Use {code} to sign in. If you did not request this, you can ignore this message.',
  ],
  delivery: [
    '{carrier}: your package was delivered at {time} and left at the front door.',
    'Your order from {store} is out for delivery today between {time} and 6 pm. No action needed.',
    'Hi, it is the delivery driver, I left your box with your neighbor at number 12 since nobody was home.',
  ],
  appointment: [
    'Reminder: you have an appointment at {clinic} on {day} at {time}. Reply C to confirm or call the office to reschedule.',
    'Your flu shot appointment at {pharmacy} is {day} at {time}. Bring your insurance card.',
    'Hi {name}, this is {clinic} confirming your cleaning on {day}. See you then!',
  ],
  family: [
    'Hi Mom, landed safely, will call you tonight after dinner. Love you',
    'Dad can you pick up {kid} from school on {day}? I have a late meeting',
    'Grandma the pictures from the party are on the family group chat, {kid} looks so happy',
    'Are we still on for Sunday lunch? I will bring the pie',
  ],
  receipt: [
    'Thanks for shopping at {store}. Your receipt total: ${amt}. Questions? Visit customer service in store.',
    '{store}: your refund of ${low} has been issued to your original payment method. It may take 3-5 business days.',
    'Your {sub} payment of ${fee} was received. Thank you for being a member.',
  ],
  service_info: [
    '{utility}: planned maintenance in your area on {day} from {time}. Power may be off for up to two hours. No action needed.',
    '{utility}: your bill of ${amt} is ready. Pay through your usual method by the due date. We never ask for gift cards.',
    'Water main work on your street {day}. Expect low pressure in the morning. Thank you for your patience.',
  ],
  with_contact: [
    'Hi {name}, this is {name2} from church, my new number is {phone}. See you Sunday!',
    'The plumber said he can come {day}, his number is {phone} if you want to talk to him first.',
    'Here is the link to the recipe I mentioned: www.allrecipes.com. The one with the lemon.',
    'Our new office phone is {phone}. Hours are Monday to Friday 9 to 5.',
  ],
  friends: [
    'Coffee on {day} at {time}? My treat this time',
    'Did you watch the game last night? What a finish',
    'I found your umbrella in my car, will drop it off tomorrow',
  ],
}

export const SCAM_ES_EXTRA = {
  nuevo_numero: [
    'Hola mamá, soy yo, se me rompió el celular y este es mi número nuevo. ¿Me puedes ayudar con un pago hoy? Te lo devuelvo mañana.',
    'Papá, perdí mi teléfono, guarda este número. Necesito que me transfieras ${amt} urgente, luego te explico.',
    'Hola abuela, soy {kid}, te escribo desde el celular de un amigo. No le digas a mi mamá pero necesito dinero para algo.',
    'Ma, cambié de número. ¿Estás ocupada? Tengo que pagar una factura y mi app del banco no funciona.',
  ],
  numero_equivocado: [
    'Hola, ¿es usted el señor {last}? Perdón, me equivoqué de número. Ya que hablamos, ¿usted invierte? Mi tío me enseñó a ganar con cripto.',
    'Disculpe la molestia, número equivocado. Se ve una persona amable. Yo trabajo en inversiones de oro, ¿le interesa saber más?',
    'Hola {name}, ¿seguimos con la cena del {day}? Ah, no es usted, perdón. Encantada de conocerle, ¿de dónde es?',
    'Perdón, me pasaron mal el contacto. Por cierto, gano ${amt} por semana con una plataforma de inversión, le puedo mostrar.',
  ],
  prestamo: [
    'Préstamo preaprobado de ${amt2} sin revisar buró. Solo pague ${fee} de seguro por adelantado para liberar el dinero: {link}',
    'Le aprobamos un crédito inmediato. Deposite la comisión de apertura de ${fee} y recibirá el dinero hoy. WhatsApp {phone}',
    'Su deuda puede ser perdonada hoy. Llame al {phone} y pague una cuota única de ${low} para inscribirse.',
    'Crédito fácil para jubilados, sin papeles. Mande foto de su INE y un depósito de ${fee} para empezar el trámite.',
  ],
  sobrepago: [
    'Le mandé un cheque por ${amt2} por error, más de lo acordado. Deposítelo y devuélvame la diferencia por transferencia, por favor.',
    'El comprador pagó de más por el {item}. Reembolse la diferencia con tarjetas de regalo, mi banco no lo puede revertir.',
    'Le envío un cheque certificado por el {item}; mi transportista pasará por él. Solo devuelva lo que sobre después de depositarlo.',
  ],
  empleo: [
    'Trabajo desde casa: califique productos y gane ${wage} al día. Pague un pequeño depósito para desbloquear sus tareas.',
    'Hola, soy reclutadora de {company}. Medio tiempo, 60 minutos al día, ${wage} diarios. ¿Le interesa? Responda SÍ',
    'Fue seleccionado como comprador misterioso. Deposite el cheque que le enviamos, compre tarjetas de regalo y mándenos los códigos.',
  ],
  sextorsion: [
    'Lo grabé con su cámara mientras visitaba sitios para adultos. Pague ${amt} en bitcoin en 2 días o sus contactos verán el video.',
    'Tengo capturas de sus chats y fotos. Págueme ${amt} hoy o se las mando a su familia.',
  ],
  cuenta_bloqueada: [
    'Su cuenta de {brand} fue bloqueada por varios intentos fallidos. Verifique su identidad en 12 horas: {link}',
    '{brand}: no pudimos verificar su método de pago y su cuenta está suspendida. Actualice sus datos aquí {link}',
    'Su Apple ID fue suspendido por seguridad. Para recuperar el acceso entre en {link} y confirme su tarjeta.',
    'Su buzón de correo está lleno y será eliminado hoy. Inicie sesión para conservar sus mensajes: {link}',
    'Actividad inusual en su cuenta de {brand}. Llame a nuestro equipo de seguridad al {phone} para desbloquearla.',
  ],
  pago_qr: [
    'Aviso de estacionamiento: su tiempo venció. Escanee el código QR o pague ${fee} en {link} para evitar una multa.',
    'No pudimos entregar su paquete. Escanee el código QR de la tarjeta o pague ${fee} por reenvío en {link}',
    'Para recibir el dinero por su {item}, haga clic en el enlace de pago e ingrese su tarjeta para aceptar los fondos: {link}',
    'Pague su multa de tránsito de ${fee} hoy con el código QR o el enlace {link}. Después de 24 horas hay recargos.',
  ],
  luz: [
    'CFE: su medidor debe cambiarse hoy o se cortará la luz. Pague ${fee} de depósito. Llame al {phone}',
    'Su pago de luz fue rechazado. Para evitar el corte en una hora pague ${amt} con tarjeta prepagada, llame al {phone}',
  ],
  banco_phish: [
    '{bank}: detectamos un acceso inusual a su banca en línea. Si no fue usted, confirme su número de tarjeta y NIP en {link}',
    '{bank} Alerta: su tarjeta de débito fue suspendida temporalmente. Reactívela ahora: {link}',
    '{bank}: su cuenta será cerrada en 24 horas por datos incompletos. Actualice en {link}',
  ],
  gobierno: [
    'Seguro Social: su número fue suspendido por actividad sospechosa. Oprima 1 o llame al {phone} para hablar con un oficial.',
    'Usted califica para un apoyo del gobierno de ${amt2}. Pague ${fee} de trámite con tarjeta de regalo para recibirlo.',
    'SAT: tiene un adeudo fiscal. Se emitirá una orden de arresto hoy si no paga ${amt}. Llame al {phone}',
  ],
  caridad: [
    'Las familias que lo perdieron todo en el huracán lo necesitan hoy. Done ${low} con tarjeta de regalo o Zelle a nuestros voluntarios: {phone}',
    'Ayude a los niños huérfanos del terremoto. Done por billetera cripto o tarjeta de regalo, responda para más datos.',
    'Fondo para bomberos: su promesa de ${low} del año pasado vence hoy. Pague con tarjeta al {phone} o en {link}',
  ],
}

export const HAM_ES_EXTRA = {
  gobierno_real: [
    'IRS: recibimos su declaración. Puede consultar el estado de su reembolso en irs.gov con la herramienta ¿Dónde está mi reembolso?',
    'Su nueva tarjeta de Medicare va en camino por correo. Medicare nunca le llamará para pedirle su número.',
    'Seguro Social: su carta del ajuste por costo de vida está en su cuenta my Social Security.',
    'Recordatorio de la Agencia de Ingresos de Canadá: su aviso de evaluación está en Mi Cuenta. Entre como siempre; no enviamos enlaces por mensaje.',
  ],
  con_contacto: [
    'Hola {name}, soy {name2} de la iglesia, mi número nuevo es {phone}. ¡Nos vemos el domingo!',
    'El técnico dice que puede venir el {day}, su número es {phone} si quiere hablar con él antes.',
    'Nuestro nuevo teléfono de oficina es {phone}. Horario de lunes a viernes de 9 a 5.',
    'Aquí está la página del club de lectura: www.bibliotecapublica.org. El libro de este mes es de García Márquez.',
  ],
  aviso_banco: [
    '{bank}: se aprobó una compra de ${amt} en {store} con la tarjeta terminada en {last4}. Si no fue usted, llame al número al reverso de su tarjeta.',
    '{bank}: su estado de cuenta del mes está listo. Entre a la app para verlo. Nunca le pediremos su NIP ni contraseñas.',
    '{bank}: su depósito de nómina de ${amt} ya se reflejó en su cuenta.',
    'Recordatorio de {bank}: el pago de su tarjeta de ${amt} vence el {day}. Si tiene pago automático no necesita hacer nada.',
  ],
  codigo: [
    'Su código de verificación de {brand} es {code}. No lo comparta con nadie. Nunca le llamaremos para pedirlo.',
    '{code} es su código de seguridad de {bank}. No lo comparta, ni siquiera con nuestro personal.',
  ],
  entrega: [
    '{carrier}: su paquete fue entregado a las {time} y se dejó en la puerta principal.',
    'Su pedido de {store} sale hoy a reparto entre las {time} y las 6 pm. No necesita hacer nada.',
    'Hola, soy el repartidor, le dejé la caja con su vecina del 12 porque no había nadie.',
  ],
  cita: [
    'Recordatorio: tiene cita en {clinic} el {day} a las {time}. Responda C para confirmar o llame al consultorio para cambiarla.',
    'Su cita para la vacuna de la gripe en {pharmacy} es el {day} a las {time}. Traiga su tarjeta del seguro.',
  ],
  familia: [
    'Mamá, ya aterricé, te llamo en la noche después de cenar. Te quiero',
    'Papá, ¿puedes recoger a {kid} de la escuela el {day}? Tengo junta tarde',
    'Abuela, las fotos de la fiesta están en el grupo de la familia, {kid} salió muy contenta',
    '¿Sigue en pie la comida del domingo? Yo llevo el postre',
  ],
  recibo: [
    'Gracias por su compra en {store}. Total: ${amt}. ¿Dudas? Pase a atención a clientes en la tienda.',
    '{store}: su reembolso de ${low} se hizo a su método de pago original. Puede tardar de 3 a 5 días hábiles.',
  ],
  servicio_info: [
    '{utility}: mantenimiento programado en su zona el {day} desde las {time}. Puede haber cortes de hasta dos horas. No necesita hacer nada.',
    '{utility}: su recibo de ${amt} está listo. Pague por su medio habitual antes de la fecha límite. Nunca pedimos tarjetas de regalo.',
    'Trabajos en la tubería de su calle el {day}. Habrá poca presión en la mañana. Gracias por su paciencia.',
  ],
  amigos: [
    '¿Un cafecito el {day} a las {time}? Esta vez invito yo',
    '¿Viste el partido anoche? Qué final',
    'Encontré tu paraguas en mi carro, te lo llevo mañana',
  ],
}
