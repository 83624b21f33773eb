// Spanish copy for the landing page (/es). Same names and types as content/landing.ts; data only.
// Tokens such as {{company}} and {{phone}} are replaced from content/site.ts, as in English.
import * as en from '../landing'
import { reword } from '../translate'

export { fraudLosses } from '../landing'

const where = 'content/es/landing.ts'

export const hero: typeof en.hero = {
  heading: 'Protección completa en internet',
  sub: 'Soporte informático a distancia (y en el lugar para los planes de empresa), y protección contra estafas, fraudes y robo de identidad.',
  lead:
    'Personas reales en EE. UU. le ayudan a estar seguro en internet y a que sus dispositivos funcionen bien, los 7 días de la semana. Atendemos a personas mayores, veteranos, familias y pequeñas empresas en cualquier lugar de EE. UU. y Canadá.',
}

export const trustBadges: typeof en.trustBadges = reword(where, en.trustBadges, 'id', {
  bbb: {
    label: 'Better Business Bureau',
    text: 'Búsquenos usted mismo en el Better Business Bureau.',
  },
  trustedsite: {
    label: 'TrustedSite',
    text: 'TrustedSite, un servicio independiente, revisa la seguridad de nuestro sitio web.',
  },
  'us-based': {
    label: 'Soporte desde EE. UU.',
    text: 'Cuando usted llama, le atienden personas reales en EE. UU.',
  },
  guarantee: {
    label: 'Garantía de 30 días',
    text: '¿No es lo que necesita? Pida la devolución de su dinero dentro de los 30 días en planes y software.',
  },
  encrypted: {
    label: 'Privado y cifrado',
    text: 'Sus datos están protegidos con AES-256, un estándar sólido que codifica los datos para que nadie más pueda leerlos.',
  },
  devices: {
    label: 'Para todos sus dispositivos',
    text: 'Protección para sus computadoras, celulares y tabletas.',
  },
})

/** By icon: the icons and their order come from content/landing.ts. */
export const trustHighlights: typeof en.trustHighlights = reword(where, en.trustHighlights, 'icon', {
  clock: { text: 'Más de 9 años ayudando a las personas a estar seguras en internet' },
  star: { text: 'Atención paciente, sin prisas' },
  check: { text: 'Más de 100,000 problemas técnicos resueltos' },
  shield: { text: 'Más de 100,000 dispositivos protegidos' },
  users: { text: 'Atención de personas reales, los 7 días de la semana' },
  phone: { text: 'Solo le llamamos si usted lo pidió' },
  lock: { text: 'Acceso remoto solo en una sesión que usted inició al llamarnos' },
  heart: { text: 'Precios especiales para personas mayores y veteranos' },
})

export const kidsSection: typeof en.kidsSection = {
  badge: 'NUEVO',
  heading: 'Proteja a sus hijos en internet',
  text:
    'En internet, los niños pueden encontrarse con desconocidos, estafas y contenido dañino. NetHaven AI le ayuda a bloquear sitios peligrosos, a controlar el tiempo frente a la pantalla y a recibir avisos cuando algo necesita su atención. Cubre hasta 5 dispositivos por $7.99 al mes, con un cobro anual por adelantado de $95.88, más impuestos.',
}

export const itHelpSection: typeof en.itHelpSection = {
  heading: 'Ayuda técnica sin complicaciones',
  text:
    'Un problema con la tecnología no tiene por qué arruinarle el día. Llámenos y una persona real resolverá el problema a distancia. Los planes para empresas también incluyen una visita en persona cuando hace falta.',
  points: [
    'Wi-Fi, impresoras, correo electrónico y programas',
    'Eliminación de virus y de ventanas emergentes de estafas',
    'Computadoras, celulares, tabletas y televisores inteligentes',
    'Soporte a distancia ilimitado con un solo plan mensual fijo',
    'Sesiones a distancia solo cuando usted nos llama primero',
  ],
}

/** The sections that are a heading and a paragraph, by their names in content/landing.ts. */
const sections: Pick<typeof en, 'homeCard' | 'businessCard' | 'parentalCard' | 'guaranteeSection' | 'seniorPricing' | 'newsletter' | 'statsSection' | 'videosSection' | 'socialSection'> = {
  homeCard: { heading: 'Soporte técnico para su hogar', text: 'Ayuda a distancia ilimitada para hasta 3 dispositivos, por $24.99 al mes, con un cobro anual por adelantado de $299.88, más impuestos. Wi-Fi, impresoras, celulares, correo electrónico y más, sin cargos por hora.' },
  businessCard: { heading: 'Soporte técnico para su empresa', text: 'Soporte para hasta 10 dispositivos por $59.99 al mes, con un cobro anual por adelantado de $719.88, más impuestos, con una visita en persona cuando hace falta. Incluye redes, seguridad, copias de respaldo y equipos que trabajan a distancia.' },
  parentalCard: { heading: 'Control parental para su familia', text: 'NetHaven AI bloquea sitios peligrosos, controla el tiempo frente a la pantalla y le envía avisos, en hasta 5 dispositivos.' },
  guaranteeSection: { heading: 'Garantía de devolución de 30 días', text: 'Pruebe nuestra protección, el control parental o el soporte informático a distancia. Si no es lo que necesita, comuníquese con nosotros dentro de los 30 días para recibir un reembolso, sin formularios que llenar. El dinero vuelve a su forma de pago original en 5 a 7 días hábiles.' },
  seniorPricing: { heading: 'Precios especiales para personas mayores y veteranos', text: 'Usted ha trabajado mucho, y quizá también sirvió en las Fuerzas Armadas de EE. UU. Ofrecemos precios especiales para personas mayores y veteranos. Llámenos para saber qué le corresponde, o conozca primero más sobre DefendMePro.' },
  newsletter: { heading: 'Reciba alertas de estafas en su correo', text: 'Suscríbase para recibir avisos en palabras sencillas sobre estafas nuevas, y consejos fáciles para protegerse. Sin palabras técnicas, y puede darse de baja cuando quiera.' },
  statsSection: { heading: 'Las pérdidas por fraude en internet siguen subiendo', text: 'El gráfico muestra las pérdidas denunciadas de 2021 a 2024, según los informes del Centro de Denuncias de Delitos por Internet (IC3) del FBI. En 2023, las pérdidas fueron de unos $12.5\u00a0mil\u00a0millones. En 2024 subieron un 33%, a unos $16.6\u00a0mil\u00a0millones, en 859,532 denuncias. Las personas de 60 años o más denunciaron pérdidas de unos $4.9\u00a0mil\u00a0millones.' },
  videosSection: { heading: 'Videos para reconocer estafas', text: 'Videos cortos de la Comisión Federal de Comercio (FTC), el FBI, una Fiscalía Federal de EE. UU. y AARP que muestran cómo funcionan las estafas más comunes y cómo protegerse. Cada tarjeta indica quién hizo el video. Presione el botón de reproducir de cualquier video para verlo aquí.' },
  socialSection: { heading: 'Acompáñenos en internet', text: 'Síganos para recibir avisos y consejos sobre estafas, o lea lo que dicen nuestros clientes.' },
}

export const { homeCard, businessCard, parentalCard, guaranteeSection, seniorPricing, newsletter, statsSection, videosSection, socialSection } = sections

export const showcase: typeof en.showcase = {
  heading: 'Lo que incluye DefendMePro',
  lead:
    'Diez capas de protección en un solo plan, con personas reales detrás. DefendMePro Home, el plan para el hogar, cubre hasta 3 dispositivos por $19 al mes, con un cobro anual por adelantado de $228. DefendMePro Business, el plan para empresas, cubre hasta 10 dispositivos por $49.99 al mes, con un cobro anual por adelantado de $599.88. Los precios no incluyen impuestos.',
  features: reword(where, en.showcase.features, 'item', {
    'identity-theft': {
      title: 'Protección contra el robo de identidad',
      text:
        'Vigilamos señales de que alguien usa sus datos personales, también en la dark web, donde se venden datos robados. Si aparece algo, nuestros expertos le ayudan a resolverlo.',
    },
    'fraud-detection': {
      title: 'Detección de fraudes',
      text:
        'Descubra a tiempo cualquier actividad extraña. Los avisos en tiempo real le llegan a usted y, si lo desea, a un familiar de confianza.',
    },
    'scam-protection': {
      title: 'Protección contra estafas',
      text:
        'Ayuda contra llamadas, correos, mensajes de texto y sitios web falsos, hechos para engañarle y que usted pague o comparta datos privados.',
    },
    'scam-alerts': {
      title: 'Centro de alertas de estafas',
      text:
        'Avisos en palabras sencillas sobre los trucos que usan hoy los delincuentes, para que usted los reconozca antes de que le alcancen.',
    },
    'financial-security': {
      title: 'Seguridad financiera',
      text:
        'Protección adicional para sus cuentas de banco y tarjetas, con avisos cuando algo no parece estar bien.',
    },
    'password-manager': {
      title: 'Administrador de contraseñas',
      text:
        'Una caja fuerte segura que recuerda una contraseña fuerte y diferente para cada cuenta, para que usted no tenga que hacerlo.',
    },
    antivirus: {
      title: 'Antivirus',
      text:
        'Encuentra y bloquea virus y otros programas dañinos en sus dispositivos. El antivirus solo no basta; por eso es una capa entre diez.',
    },
    vpn: {
      title: 'VPN',
      text:
        'Una VPN, o red privada virtual, cifra su conexión. Así es más seguro usar el Wi-Fi público de un café o de un aeropuerto.',
    },
    'spam-call': {
      title: 'Protección contra llamadas no deseadas',
      text: 'Ayuda a filtrar llamadas automáticas y llamadas no deseadas, para que le lleguen menos llamadas molestas.',
    },
    'human-support': {
      title: 'Atención humana los 7 días de la semana',
      text:
        'Personas reales en EE. UU. responden sus preguntas y le ayudan a actuar rápido cuando algo no le parece bien.',
    },
  }),
}

export const mapSection: typeof en.mapSection = {
  heading: 'Atendemos en EE. UU. y Canadá',
  claim: 'Más de 100,000 dispositivos protegidos',
  tooltips: {
    us: 'En los 50 estados, cada día',
    ca: 'En Canadá, de costa a costa',
  },
  text:
    'Desde las grandes ciudades hasta los pueblos pequeños, hemos protegido más de 100,000 dispositivos en EE. UU. y Canadá. También ayudamos a jubilados estadounidenses que viven en México, Panamá y Costa Rica.',
}

export const fraudChart: typeof en.fraudChart = {
  title: 'Pérdidas denunciadas por delitos en internet en EE. UU., de 2021 a 2024',
  source:
    'Fuente: informes anuales sobre delitos en internet del Centro de Denuncias de Delitos por Internet (IC3) del FBI, de 2021, 2022, 2023 y 2024. Los totales de 2021 y 2022 son los que se publicaron en los informes de esos años.',
}

