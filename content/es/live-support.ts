// Textos en español de la página de atención en vivo (/es/live-support). Solo datos.
// Los marcadores {{company}}, {{phone}} y {{email}} se reemplazan con content/site.ts.
import * as en from '../live-support'
import { reword } from '../translate'

export const liveHero: typeof en.liveHero = {
  heading: 'Protegemos a las personas mayores de Estados Unidos, llamada por llamada',
  lead:
    'Los estafadores atacan todos los días a las personas mayores de Estados Unidos. En 2024, las personas de 60 años o más reportaron unos $4.9 mil millones en pérdidas al Centro de Denuncias de Delitos por Internet del FBI (IC3). Usted no tiene que enfrentar esto solo. Hable con una persona real en EE. UU., los 7 días de la semana.',
}

export const liveCards: typeof en.liveCards = reword('content/es/live-support.ts', en.liveCards, 'id', {
  chat: {
    title: 'Chat en vivo',
    text:
      'Escriba su pregunta y converse con una persona real. Es una buena opción para preguntas rápidas, o si le cuesta hablar por teléfono.',
    action: 'Iniciar un chat',
  },
  phone: {
    title: 'Línea de ayuda gratuita',
    text:
      'Llame al {{phone}} y hable con una persona real. La llamada es gratis, y nuestra línea de ventas está abierta las 24 horas, todos los días.',
    action: 'Llámenos',
  },
  email: {
    title: 'Ayuda por correo electrónico',
    text:
      'Escríbanos a {{email}}. Cuéntenos el problema y díganos la mejor manera de comunicarnos con usted. Le responderemos.',
    action: 'Enviar un correo',
  },
})

export const emergencyHelp: typeof en.emergencyHelp = {
  heading: '¿Cree que lo están estafando ahora mismo?',
  intro:
    'Mantenga la calma. Pedir ayuda es lo correcto, y nunca es demasiado tarde. Siga estos pasos en orden.',
  buttonLabel: 'Ver ayuda de emergencia',
  steps: [
    {
      title: '¿Está en peligro? Llame al 911',
      text:
        'Si alguien lo amenaza, se siente en peligro, o un mensajero o un chofer va en camino a recoger dinero en efectivo, oro o tarjetas, llame al 911 ahora. Esto funciona en EE. UU. y en Canadá. No le abra la puerta al mensajero.',
    },
    {
      title: 'Cuelgue o deje de responder',
      text:
        'Termine la llamada, cierre el chat o deje de contestar el correo o el mensaje de texto. No le debe cortesía a un estafador. Si alguien está conectado a su computadora, apáguela.',
    },
    {
      title: 'No pague ni envíe nada',
      text:
        'No envíe dinero, tarjetas de regalo, criptomonedas ni transferencias bancarias. No comparta códigos, contraseñas ni números de tarjeta. Las tarjetas de regalo son para regalar, no para pagar.',
    },
    {
      title: 'Llame a su banco',
      text:
        'Use el número que aparece al reverso de su tarjeta o en su estado de cuenta, nunca un número que le dio quien llamó. Cuéntele al banco lo que pasó y pídale que vigile sus cuentas.',
    },
    {
      title: 'Cambie sus contraseñas',
      text:
        'Empiece por su correo electrónico y sus cuentas bancarias. Use una contraseña nueva y distinta para cada una. Si le dio una contraseña a quien llamó, cambie esa primero.',
    },
    {
      title: 'Llame a {{company}}',
      text:
        'Llámenos al {{phone}}. Una persona real le ayudará a revisar sus dispositivos y a planear los pasos siguientes. En EE. UU., denuncie la estafa ante la Comisión Federal de Comercio (FTC) en ReporteFraude.ftc.gov y en ic3.gov (en inglés); las personas de 60 años o más también pueden llamar a la Línea Nacional contra el Fraude a Personas Mayores del Departamento de Justicia, al 1-833-372-8311. En Canadá, llame al Centro Antifraude de Canadá (CAFC) al 1-888-495-8501 o haga la denuncia en antifraudcentre-centreantifraude.ca (en inglés y francés).',
    },
  ],
}

export const brandSection: typeof en.brandSection = {
  heading: 'Por qué la gente confía en {{company}}',
  text:
    'Desde hace más de 9 años, {{company}} ayuda a personas mayores, veteranos, familias y pequeñas empresas a protegerse en internet. Nuestra atención está en EE. UU., y hemos resuelto más de 100,000 problemas técnicos. Ofrecemos precios especiales para personas mayores y veteranos. Nuestros planes de protección y de soporte incluyen una garantía de devolución del dinero de 30 días.',
}

export const closingNote: typeof en.closingNote = {
  heading: 'Usted no está solo',
  text:
    'Los estafadores cuentan con el miedo, la prisa y el silencio. Una llamada rápida a alguien de confianza rompe ese hechizo. Guarde nuestro número, {{phone}}, donde pueda encontrarlo rápido. Hay personas reales aquí los 7 días de la semana. Y recuerde: nos conectamos a su computadora solo en una sesión que usted inició al llamar al número de este sitio web.',
}

export const brandClaims: typeof en.brandClaims = [
  'Más de 9 años en el negocio',
  'Atención paciente, sin prisas',
  'Más de 100,000 problemas técnicos resueltos',
  'Atención desde EE. UU.',
  'Garantía de devolución del dinero de 30 días',
]
