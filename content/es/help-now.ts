// “Creo que me estafaron” (/es/help-now): los mismos contactos y pasos que content/help-now.ts, en
// español. Aquí solo están las palabras: los ids, los números de teléfono, las direcciones (salvo los
// sitios en español de la FTC: ReporteFraude.ftc.gov y RobodeIdentidad.gov) y qué contactos van con
// cada paso vienen de content/help-now.ts, que también decide qué paso va con qué situación y país, y
// en qué orden; tests/unit/help-now-es.test.ts compara los dos.

import type { HelpNowWords } from '../help-now'
import * as en from '../help-now'
import { countries, situations } from './help-now-choices'

export * from './help-now-choices'

/** The same numbers and addresses as the English; the FTC's own Spanish sites where it has them. */
export const contacts = en.contactsIn(
  {
    emergency: 'Emergencias',
    ftc: 'Comisión Federal de Comercio (FTC)',
    ic3: 'Centro de Denuncias de Delitos por Internet del FBI (IC3)',
    identityTheft: 'RobodeIdentidad.gov (de la FTC)',
    ssaOig: 'Oficina del Inspector General del Seguro Social de EE. UU. (SSA)',
    medicare: 'Medicare',
    hhsOig: 'Oficina del Inspector General del Departamento de Salud y Servicios Humanos (HHS)',
    equifax: 'Equifax',
    experian: 'Experian',
    transunion: 'TransUnion',
    aarp: 'Línea de ayuda de la Red de Vigilancia de Fraudes de AARP (gratis, para cualquier persona)',
    elderFraud: 'Línea Nacional contra el Fraude a Personas Mayores (Departamento de Justicia de EE. UU.)',
    cafc: 'Centro Antifraude de Canadá (CAFC)',
    serviceCanada: 'Service Canada (número de seguro social canadiense, SIN)',
    equifaxCa: 'Equifax Canada',
    transunionCa: 'TransUnion Canada',
    acsMexico: 'Embajada de EE. UU. en México, Servicios a Ciudadanos Estadounidenses',
    acsPanama: 'Embajada de EE. UU. en Panamá, Servicios a Ciudadanos Estadounidenses',
    acsCostaRica: 'Embajada de EE. UU. en Costa Rica, Servicios a Ciudadanos Estadounidenses',
    econsumer: 'econsumer.gov (agencias de protección al consumidor de muchos países)',
  },
  {
    ftc: { site: 'ReporteFraude.ftc.gov', url: 'https://reportefraude.ftc.gov/' },
    identityTheft: { site: 'RobodeIdentidad.gov', url: 'https://www.robodeidentidad.gov/' },
  },
)

const stepText: Record<en.StepId, en.StepText> = {
  danger: {
    title: 'Si alguien está en peligro, llame al 911.',
    text: 'Llame al 911 si alguien le hace amenazas, le dice que va a ir a su casa, o si usted no se siente a salvo.',
  },
  'hang-up': {
    title: 'Cuelgue ahora.',
    text: 'No tiene que ser amable ni dar explicaciones. No devuelva la llamada a ningún número que le hayan dado. Si vuelven a llamar, no conteste.',
  },
  courier: {
    title: 'Si un mensajero va a volver por dinero, no abra la puerta.',
    text: 'Llame al 911 o a la policía local y dígales que un mensajero viene a recoger dinero para una estafa.',
  },
  disconnect: {
    title: 'Desconecte la computadora de internet.',
    text: 'Desenchufe el cable de internet o apague el Wi-Fi, o simplemente apague la computadora. No entre a su banco ni a su correo electrónico desde ella hasta que la hayan revisado.',
  },
  bank: {
    title: 'Llame a su banco ahora.',
    text: 'Use el número que aparece en el reverso de su tarjeta del banco o en su estado de cuenta, no un número que le dio la persona que llamó. Diga que se trata de un fraude. Pida que detengan o recuperen los pagos, que vigilen sus cuentas y que le den una tarjeta nueva, un PIN nuevo y una contraseña nueva para la banca en línea.',
  },
  'wire-recall': {
    title: 'Pida que recuperen el giro o la transferencia.',
    text: 'Si usó una empresa de envío de dinero en lugar de su banco, llame al número que aparece en el sitio web de la empresa o en su recibo. Cuanto antes llame, más posibilidades hay de detener el envío.',
  },
  'card-issuer': {
    title: 'Llame al número del reverso de la tarjeta con la que pagó.',
    text: 'Diga que el pago fue una estafa. Pida que abran una disputa por el cargo (un “contracargo”), que bloqueen la tarjeta y que le envíen una nueva.',
  },
  'gift-card-brand': {
    title: 'Llame a la empresa que emitió la tarjeta de regalo (la marca que aparece en ella, como Apple, Google Play o Target).',
    text: 'No a la tienda que se la vendió. Use el número de teléfono del reverso de la tarjeta, o el que aparece en el sitio web oficial de la marca. Diga que la tarjeta se usó en una estafa y pida que congelen el dinero. Guarde las tarjetas y los recibos.',
  },
  'crypto-company': {
    title: 'Comuníquese con la empresa de criptomonedas o con el operador del cajero de criptomonedas.',
    text: 'Use los datos de contacto de su sitio web oficial, del cajero o de su recibo. Pida que congelen el pago. Guarde el recibo y la dirección de la billetera digital a la que envió el dinero.',
  },
  'cash-mailed': {
    title: 'Si envió dinero en efectivo por correo, llame a la empresa de envíos.',
    text: 'Tenga a mano el número de seguimiento y llame al número que aparece en el sitio web oficial de la empresa de envíos. Pida que detengan el paquete.',
  },
  passwords: {
    title: 'Cambie sus contraseñas desde otro dispositivo seguro.',
    text: 'Empiece por su correo electrónico y su banco. Use una contraseña nueva que no haya usado en ningún otro lugar.',
  },
  medicare: {
    title: 'Llame a Medicare.',
    text: 'Diga que alguien tiene sus datos de Medicare. Revise sus resúmenes de Medicare por si aparecen consultas o equipos que usted no recibió.',
  },
  'medicare-report': {
    title: 'Denuncie el fraude a Medicare ante la Oficina del Inspector General del HHS.',
    text: 'Esa oficina investiga los fraudes contra Medicare.',
  },
  'health-card': {
    title: 'Medicare es un programa de Estados Unidos.',
    text: 'Si dio los datos de su tarjeta de salud provincial o territorial, llame a su plan de salud al número que aparece en su sitio web oficial y avíseles.',
  },
  'identity-theft-us': {
    title: 'Haga un plan de recuperación en RobodeIdentidad.gov.',
    text: 'Allí recibe una lista de pasos hecha para usted y cartas para enviar, y su reporte queda presentado ante la FTC.',
  },
  'credit-freeze-us': {
    title: 'Congele su crédito en las tres agencias de crédito.',
    text: 'El congelamiento impide que alguien abra créditos nuevos a su nombre. Es gratis, y puede levantarlo cuando lo necesite.',
  },
  sin: {
    title: 'Llame a Service Canada por su número de seguro social (SIN).',
    text: 'Diga que alguien tiene su SIN. Allí le dirán qué hacer después.',
  },
  'credit-alert-ca': {
    title: 'Llame a las dos agencias de crédito y pida una alerta de fraude en su expediente.',
    text: 'La alerta pide a los prestamistas que hablen con usted antes de abrir un crédito a su nombre.',
  },
  'report-ftc': {
    title: 'Denuncie la estafa a la FTC.',
    text: 'Denunciarla ayuda a detener a quienes hicieron esto. Por internet, o por teléfono si lo prefiere.',
  },
  'report-ic3': {
    title: 'Repórtela también al FBI.',
    text: 'El FBI reúne los reportes de estafas que usan internet, correo electrónico, mensajes de texto o computadoras.',
  },
  'report-ssa': {
    title: 'Si la persona dijo que llamaba del Seguro Social de EE. UU. (SSA), denúncielo.',
    text: 'El Inspector General del Seguro Social de EE. UU. recibe denuncias sobre personas que se hacen pasar por el Seguro Social.',
  },
  'elder-fraud': {
    title: 'Si tiene 60 años o más, puede llamar a la Línea Nacional contra el Fraude a Personas Mayores.',
    text: 'Una persona encargada de su caso le ayuda a denunciar el fraude y le dice qué hacer después.',
  },
  'report-cafc': {
    title: 'Denuncie la estafa al Centro Antifraude de Canadá.',
    text: 'Por internet o por teléfono. Denunciarla ayuda a detener a quienes hicieron esto.',
  },
  police: {
    title: 'Repórtelo a la policía local.',
    text: 'Use su número que no es de emergencias. Pida un número de reporte: su banco se lo puede pedir.',
  },
  aarp: {
    title: 'Hable de lo que pasó con alguien que entiende.',
    text: 'La línea de ayuda de la Red de Vigilancia de Fraudes de AARP es gratuita y está abierta a cualquier persona, sea socia o no.',
  },
  records: {
    title: 'Anote lo que pasó mientras lo recuerda.',
    text: 'Fechas, horas, los nombres que usaron, números de teléfono, montos y cómo pagó. Guarde los recibos, las tarjetas y los mensajes.',
  },
  'abroad-card': {
    title: 'Llame a su banco o a la compañía de su tarjeta al número internacional del reverso de la tarjeta.',
    text: 'Un número gratuito de EE. UU. muchas veces no funciona desde México, Panamá o Costa Rica. Las tarjetas y los estados de cuenta suelen dar también un número para llamar desde el extranjero (a veces por cobrar). Diga que es un fraude y pida que detengan los pagos.',
  },
  'abroad-emergency': {
    title: '¿Corre peligro ahora? Llame al número de emergencias local.',
    text: 'En México, Panamá y Costa Rica es el 911. Después denúncielo a la policía local y pida un número de denuncia.',
  },
  'abroad-embassy': {
    title: 'Si es ciudadano de EE. UU., comuníquese con los Servicios a Ciudadanos Estadounidenses de la embajada.',
    text: 'Ayudan a los ciudadanos de EE. UU. que son víctimas de un delito en el extranjero: a quién avisar en el país y cómo comunicarse con su familia. Busque su página de contacto en el sitio de su embajada, escribiendo usted mismo la dirección.',
  },
  'abroad-econsumer': {
    title: 'Denuncie una estafa entre países en econsumer.gov (en inglés y otros idiomas).',
    text: 'Comparte las denuncias con agencias de protección al consumidor de muchos países, entre ellas la FTC. Después haga las denuncias de EE. UU. que siguen, que puede hacer por internet desde cualquier lugar.',
  },
  'recovery-scam': {
    title: 'Tenga cuidado con una segunda estafa.',
    text: 'Quien llame prometiendo recuperar su dinero a cambio de un pago también es un estafador. Las agencias del gobierno nunca cobran por ayudarle.',
  },
}

export const steps = en.stepsIn(stepText, contacts)

export const note: typeof en.note = {
  from: 'Desde la página «Creo que me estafaron».',
  country: 'País:',
  notGiven: 'no indicado',
  happened: 'Qué pasó:',
  nothing: '(no eligió nada)',
}

export const words: HelpNowWords = { countries, situations, contacts, steps, note }
