// The plans in Spanish: the same ids, names, prices, periods' meaning, coverage and links as
// content/plans.ts (tests/unit/es-store.test.ts checks ids, names and prices). The billing line and the
// combo saving are computed by content/plans.ts from the same prices; only the words are here.
import { callRuleBuy } from '../call-rule.ts'
import type * as en from '../plans'
import { comparisonTable, completePlans, type ListedPlan } from '../plans'

const defendMeProFeatures = [
  'Protección contra el robo de identidad',
  'Detección de fraudes',
  'Protección contra estafas y el centro de alertas de estafas',
  'Seguridad financiera',
  'Administrador de contraseñas',
  'Antivirus y VPN',
  'Protección contra llamadas no deseadas',
  'Atención de personas reales los 7 días de la semana',
]

const listedPlans: ListedPlan[] = [
  {
    id: 'defendmepro-home',
    name: 'DefendMePro Home',
    description: 'Nuestro paquete de protección contra el robo de identidad, el fraude y las estafas, para usted y su familia.',
    price: '$19',
    period: 'al mes',
    kind: 'subscription',
    devices: 'Hasta 3 dispositivos',
    features: defendMeProFeatures,
    learnMore: '/DefendPro',
  },
  {
    id: 'defendmepro-business',
    name: 'DefendMePro Business',
    description: 'La misma protección para una pequeña empresa, su personal y sus cuentas.',
    price: '$49.99',
    period: 'al mes',
    kind: 'subscription',
    devices: 'Hasta 10 dispositivos',
    features: defendMeProFeatures,
    learnMore: '/DefendPro',
  },
  {
    id: 'nethaven',
    name: 'NetHaven AI Powered',
    description:
      'Control parental con inteligencia artificial que ayuda a proteger a los niños en sus teléfonos, tabletas y computadoras.',
    price: '$7.99',
    period: 'al mes',
    kind: 'subscription',
    devices: 'Hasta 5 dispositivos',
    features: [
      'Control del tiempo de uso y límites de pantalla',
      'Bloquea sitios y aplicaciones peligrosos',
      'Informes inteligentes de actividad',
      'Alertas de ubicación y de zonas seguras',
      'Detecta si alguien intenta desactivarlo o saltárselo',
      'Alertas por palabras clave en redes sociales',
      'Búsqueda segura en Google, Bing y YouTube',
    ],
    learnMore: '/ParentSolution',
  },
  {
    id: 'assist-home',
    name: 'SaffeSupport Assist Home',
    description:
      'Soporte informático ilimitado a distancia para los dispositivos de su hogar, con técnicos en los EE. UU. que conocen las estafas.',
    price: '$24.99',
    period: 'al mes',
    kind: 'subscription',
    devices: 'Hasta 3 dispositivos',
    features: [
      'Soporte informático ilimitado a distancia',
      'Configuración de Wi-Fi, impresora, correo electrónico y dispositivos',
      'Eliminación de virus, programas espía y software malicioso',
      'Revisión mensual de sus dispositivos',
      'Precio fijo, sin cobros por hora',
      'Atención de personas reales los 7 días de la semana',
    ],
    learnMore: '/ForYourHome',
  },
  {
    id: 'assist-business',
    name: 'SaffeSupport Assist Business',
    description:
      'Soporte informático remoto ilimitado para una pequeña empresa, con un técnico en sus oficinas cuando haga falta.',
    price: '$59.99',
    period: 'al mes',
    kind: 'subscription',
    devices: 'Hasta 10 dispositivos',
    features: [
      'Soporte informático remoto ilimitado',
      'Wi-Fi, impresoras y correo electrónico de la empresa',
      'Seguridad de la red y firewall',
      'Copias de seguridad, VPN y acceso remoto',
      'Administración de equipos y mantenimiento programado',
      'Visita en persona si hace falta',
      'Atención de personas reales los 7 días de la semana',
    ],
    learnMore: '/ForYourBusiness',
  },
  {
    id: 'combo-home',
    name: 'Combo Hogar',
    description: 'DefendMePro Home y SaffeSupport Assist Home juntos, por un solo precio.',
    price: '$34.99',
    period: 'al mes',
    kind: 'subscription',
    devices: 'Hasta 3 dispositivos',
    features: [
      'Todo lo que incluye DefendMePro Home',
      'Todo lo que incluye SaffeSupport Assist Home',
      'Un solo plan y una sola factura',
      'Atención de personas reales los 7 días de la semana',
    ],
  },
  {
    id: 'combo-business',
    name: 'Combo Empresa',
    description: 'DefendMePro Business y SaffeSupport Assist Business juntos, por un solo precio.',
    price: '$89.99',
    period: 'al mes',
    kind: 'subscription',
    devices: 'Hasta 10 dispositivos',
    features: [
      'Todo lo que incluye DefendMePro Business',
      'Todo lo que incluye SaffeSupport Assist Business',
      'Visita en persona si hace falta',
      'Atención de personas reales los 7 días de la semana',
    ],
  },
  {
    id: 'fixmytech-home',
    name: 'FixMyTech Home',
    description: 'Una reparación a distancia, por única vez, de un problema en un dispositivo de su hogar. Sin plan ni suscripción.',
    price: '$89.99',
    period: 'pago único',
    kind: 'one-time',
    devices: 'Un problema en un dispositivo',
    features: [
      'Lo arregla a distancia un técnico de verdad',
      'Solo nos conectamos en una sesión que usted inicia al llamarnos',
      'Una segunda revisión gratis (a distancia) por el mismo problema dentro de los 30 días',
      'Solo a distancia; las visitas en persona se acuerdan aparte',
    ],
    learnMore: '/fixmytech',
  },
  {
    id: 'fixmytech-business',
    name: 'FixMyTech Business',
    description: 'Una reparación a distancia, por única vez, de un problema de la empresa en una estación de trabajo.',
    price: '$149.99',
    period: 'pago único',
    kind: 'one-time',
    devices: 'Un problema de la empresa en una estación de trabajo',
    features: [
      'Lo arregla a distancia un técnico que conoce las estafas',
      'Solo nos conectamos en una sesión que usted inicia al llamarnos',
      'Una segunda revisión gratis (a distancia) por el mismo problema dentro de los 30 días',
      'Solo a distancia; las visitas en persona se acuerdan aparte',
    ],
    learnMore: '/fixmytech',
  },
]

export const plans: typeof en.plans = completePlans(listedPlans, {
  billed: (total) => `con un cobro anual por adelantado de ${total}, más impuestos`,
  renews:
    'Se renueva automáticamente cada año, con cobro por adelantado, hasta que usted lo cancele. En su llamada de activación le decimos la fecha de cada cobro. Cancele por teléfono o por correo electrónico cuando quiera para detener la próxima renovación; solo hay reembolso dentro de los primeros 30 días.',
  oneTime: 'más impuestos, en un solo pago',
  comboSaving: (percent) => `Ahorre cerca de un ${percent}% frente a comprarlos por separado`,
})

export const pricingNotes: typeof en.pricingNotes = {
  guarantee: 'Garantía de devolución de dinero de 30 días: cancele dentro de los 30 días de su compra y le devolvemos todo',
  billing:
    'Los precios de los planes se muestran por mes, pero cada plan se cobra por todo el año por adelantado, más impuestos: el total anual está al lado de cada precio. Los planes se renuevan automáticamente cada año hasta que usted los cancele. FixMyTech tiene un precio único, más impuestos.',
  byPhone:
    `No cobramos en este sitio. Llámenos y una persona real le activará su plan. ${callRuleBuy('es')}`,
  questionsHeading: '¿Tiene preguntas sobre un plan?',
  questions:
    'Llámenos y una persona real le ayudará a elegir. Tenemos precios especiales para personas mayores y veteranos: solo tiene que preguntar.',
  fixMyTechRefund:
    'La garantía de devolución de dinero de 30 días cubre nuestros planes de suscripción. FixMyTech es un servicio de pago único y no es reembolsable; a cambio, tiene una segunda revisión gratis (a distancia) por el mismo problema dentro de los 30 días.',
}

export const comparisonRows: typeof en.comparisonRows = comparisonTable({
  identity: 'Protección contra el robo de identidad y detección de fraudes',
  scams: 'Protección contra estafas y centro de alertas de estafas',
  financial: 'Seguridad financiera y administrador de contraseñas',
  antivirus: 'Antivirus y VPN',
  spamCalls: 'Protección contra llamadas no deseadas',
  remoteSupport: 'Soporte informático ilimitado a distancia',
  onSite: 'Visita en persona si hace falta',
  parentalControl: 'Control parental con inteligencia artificial',
  oneTimeFix: 'Reparación a distancia de un problema, por única vez',
  revisit: 'Una segunda revisión gratis (a distancia) por el mismo problema dentro de los 30 días',
  guarantee: 'Garantía de devolución de dinero de 30 días',
})
