// Spanish scam-awareness copy below the product grids on /es/microsoft-store and /es/internet-security.
// Same shape as content/store-awareness.ts. Links inside `text` are written with their /es path
// (RichText prints them as they are); `href` fields are <Link> targets and stay English paths, which
// the router turns into /es paths.
import type * as en from '../store-awareness'

export const microsoftStoreHero: typeof en.microsoftStoreHero = {
  heading: 'Programas de Microsoft que vendemos, con ayuda para instalarlos',
  lead:
    'Licencias de Office, Project, Visio, Windows 11 y Windows Server por un pago único. La compra se hace por teléfono: le devolvemos la llamada antes de activar nada, y un técnico puede instalarlo por usted.',
}

export const internetSecurityHero: typeof en.internetSecurityHero = {
  heading: 'Software de seguridad en internet para el hogar y la empresa',
  lead:
    'Antivirus y protección de equipos de Norton, McAfee, Symantec y CrowdStrike, con ayuda para instalarlos de nuestros técnicos en los EE. UU. La compra se hace por teléfono, y le devolvemos la llamada antes de activar nada.',
}

export const buyingByPhone: typeof en.buyingByPhone =
  'Elija un producto para leer sobre él y luego llame al [{{phone}}]({{phoneHref}}) para comprarlo. No se paga nada en línea: el botón “Agregar al carrito” solo abre la página del producto, y una persona real toma su pedido por teléfono. {{callRuleBuy}}'

export const microsoftStoreAwareness: typeof en.microsoftStoreAwareness = [
  {
    id: 'common-scams',
    heading: 'Estafas comunes con software',
    lead: 'Los delincuentes saben que mucha gente compra y renueva software. Estos son los engaños que más nos cuentan.',
    items: [
      {
        title: 'La ventana de "su computadora está infectada"',
        text:
          'De pronto, una página llena su pantalla. Puede sonar una alarma o aparecer un aviso que parpadea, con un número de teléfono para llamar. Los avisos reales de Microsoft nunca le piden que llame a nadie. Cierre el navegador. Si no se cierra, apague la computadora y vuelva a encenderla.',
      },
      {
        title: 'La llamada sorpresa de "Microsoft"',
        text:
          'Alguien llama para decirle que su computadora está enviando errores o que su licencia venció. Microsoft no llama a las personas sin aviso por sus computadoras. Cuelgue, aunque la persona sepa su nombre.',
      },
      {
        title: 'El correo falso de renovación o de compra',
        text:
          'Un correo electrónico dice que le cobraron varios cientos de dólares por una renovación que usted nunca pidió, y le da un número para “cancelar”. Quien contesta le pide conectarse a su computadora o ver su cuenta del banco. No llame al número del correo.',
      },
      {
        title: 'El engaño de "le devolvimos demasiado"',
        text:
          'Después de un reembolso falso, la persona le dice que por un error entró demasiado dinero en su cuenta, y le pide que devuelva la diferencia con tarjetas de regalo, efectivo o criptomonedas. Ninguna empresa real hace esto. Siempre es una estafa.',
      },
      {
        title: 'Claves de producto demasiado baratas',
        text:
          'Las claves que se venden por unos pocos dólares en sitios de subastas o en tiendas web improvisadas muchas veces son robadas, ya se usaron o son para otro país. Pueden dejar de funcionar semanas después, y nadie le va a ayudar.',
      },
    ],
  },
  {
    id: 'staying-safe',
    heading: 'Cómo comprar software de forma segura',
    items: [
      {
        title: 'Llame a un número que usted mismo buscó',
        text:
          'Use el número que aparece en el sitio web real de la empresa, en su factura o en el reverso de su tarjeta. Nunca use un número de una ventana emergente, de un mensaje de texto o de un correo que no esperaba.',
      },
      {
        title: 'Nunca pague con tarjetas de regalo ni con criptomonedas',
        text:
          'Ninguna empresa de software real le pide pagar con tarjetas de regalo, criptomonedas ni transferencias de dinero. Si alguien se los pide, deténgase y cuelgue.',
      },
      {
        title: 'Deje entrar a alguien en su computadora solo si usted llamó primero',
        text:
          'Permita el acceso remoto solo en una sesión que usted mismo inició, al llamar a un número que usted mismo buscó. Si alguien se comunica primero con usted y le pide conectarse, cuelgue, aunque sepa una contraseña. Lea [cómo nos comunicamos con usted](/es/how-we-contact-you).',
      },
      {
        title: 'Mantenga su software actualizado',
        text:
          'Las actualizaciones arreglan los puntos débiles que usan los delincuentes. Active las actualizaciones automáticas de Windows y de Office, y elija versiones que todavía reciban arreglos de seguridad.',
      },
      {
        title: 'Tómese un momento antes de actuar',
        text:
          'Los estafadores le apuran. Siempre está bien decir “yo le devuelvo la llamada”, colgar y hablarlo con un familiar o con nosotros.',
      },
    ],
  },
  {
    id: 'billing-tips',
    heading: 'Consejos sobre suscripciones y cobros',
    items: [
      {
        title: 'Sepa qué tipo de compra hace',
        text:
          'Las licencias de Office, Project, Visio y Windows de esta tienda son de **pago único**. El software de seguridad, como Norton y McAfee, es una **suscripción anual** que se renueva.',
      },
      {
        title: 'Tenga una lista corta',
        text:
          'Anote cada suscripción, cuánto cuesta y la fecha en que se renueva. Así le será fácil notar un aviso de renovación que no reconoce.',
      },
      {
        title: 'Revise sus estados de cuenta cada mes',
        text:
          'Si ve un cobro que no conoce, llame a su banco al número que aparece en el reverso de su tarjeta. No llame a un número que venga en el correo o en el mensaje sobre ese cobro.',
      },
      {
        title: 'Desactive las renovaciones en su cuenta real',
        text:
          'Para detener una renovación que no quiere, entre en su cuenta desde el sitio web oficial de la empresa, o pídanos que le ayudemos a hacerlo. Nunca cancele con un enlace o un número que le llegue en un mensaje inesperado.',
      },
      {
        title: 'Guarde sus recibos y claves de producto',
        text:
          'Guárdelos en un lugar seguro, como una carpeta o un administrador de contraseñas. Los va a necesitar si cambia de computadora.',
      },
      {
        title: 'Nuestra garantía de devolución de dinero',
        text:
          'El software de otras marcas que vendemos tiene una garantía de devolución de dinero de 30 días. Los reembolsos tardan de 5 a 7 días hábiles y se hacen al mismo medio de pago que usted usó. Vea nuestra [página de devolución de dinero](/es/DaysMoneyBack).',
      },
    ],
  },
]

export const fraudStatistics: typeof en.fraudStatistics = {
  heading: 'El fraude por internet en cifras',
  source: 'Fuente: Centro de Denuncias de Delitos por Internet (IC3) del FBI, informe anual de delitos en internet de 2024.',
  items: [
    { figure: '$16.6 mil millones', label: 'en pérdidas por delitos en internet denunciadas en 2024, un 33% más que el año anterior' },
    { figure: '859,532', label: 'denuncias de delitos en internet en 2024' },
    { figure: '83%', label: 'de las pérdidas vino del fraude cibernético, unos $13.7 mil millones' },
    { figure: '$4.9 mil millones', label: 'perdidos por personas de 60 años o más, en 147,127 denuncias (un 43% más)' },
  ],
}

export const microsoftStoreContact: typeof en.microsoftStoreContact = {
  heading: '¿No sabe si es real? Pregúntenos primero.',
  text:
    'Si una ventana emergente, una llamada o un correo sobre su software le preocupa, deténgase y comuníquese con nosotros antes de hacer cualquier otra cosa. Una persona real le ayudará a comprobarlo.',
  link: { href: '/contact', label: 'Comuníquese con nosotros' },
}

export const internetSecurityAwareness: typeof en.internetSecurityAwareness = [
  {
    id: 'more-than-antivirus',
    heading: 'Por qué el software de seguridad es solo una parte de la respuesta',
    lead:
      'El antivirus bloquea archivos y sitios web dañinos. Pero hoy la mayoría de las estafas no entran a la fuerza en una computadora: convencen a una persona de que les abra la puerta.',
    items: [
      {
        title: 'Los estafadores buscan a las personas, no solo a las computadoras',
        text:
          'Ningún programa puede impedir que usted lea un código en voz alta por teléfono o que compre tarjetas de regalo para un desconocido. Conocer los engaños es la mejor protección.',
      },
      {
        title: 'Sume la ayuda de personas',
        text:
          'Nuestro paquete DefendMePro agrega protección contra el robo de identidad, alertas de estafas, protección contra llamadas no deseadas y personas reales a quienes llamar los 7 días de la semana. Lea sobre [DefendMePro](/es/DefendPro).',
      },
    ],
  },
  {
    id: 'fake-warnings',
    heading: 'Cómo reconocer un aviso de seguridad falso',
    items: [
      {
        title: 'Le da un número de teléfono',
        text: 'El software de seguridad real no le pide que llame a un número para quitar un virus.',
      },
      {
        title: 'Nombra un producto que usted no tiene',
        text:
          'Un aviso de “Norton” o de “McAfee” cuando usted nunca lo instaló, o un aviso de renovación de un plan que nunca compró, es una estafa.',
      },
      {
        title: 'Le apura o le asusta',
        text:
          'Las cuentas regresivas, las sirenas y los mensajes como “se borrarán sus archivos” son trucos para presionarle. Cierre la página o reinicie la computadora.',
      },
      {
        title: 'Le pide acceso remoto o un pago',
        text:
          'Nunca deje que un desconocido se conecte a su computadora, y nunca pague con tarjetas de regalo ni con criptomonedas. Aprenda a [reconocer las llamadas falsas de soporte](/es/IdentifyFakeCalls).',
      },
    ],
  },
  {
    id: 'choosing',
    heading: 'Cómo elegir la protección adecuada',
    items: [
      {
        title: 'Para su hogar',
        text:
          'Norton 360 y McAfee protegen las computadoras, los teléfonos y las tabletas de su familia, y agregan extras como una VPN y un administrador de contraseñas.',
      },
      {
        title: 'Para una empresa',
        text:
          'Symantec, McAfee Endpoint Security y CrowdStrike Falcon se manejan desde una sola consola, así una persona puede vigilar todas las computadoras del trabajo.',
      },
      {
        title: '¿No sabe cuál elegir?',
        text:
          'Llame al [{{phone}}]({{phoneHref}}). Le preguntaremos por sus dispositivos, le recomendaremos solo lo que necesita y luego le ayudaremos a instalarlo.',
      },
    ],
  },
]

export const internetSecurityLinks: typeof en.internetSecurityLinks = {
  heading: 'Aprenda más y reciba ayuda',
  items: [
    {
      href: '/resources',
      label: 'Recursos gratuitos sobre estafas y fraudes',
      text: 'Descargue nuestras guías y vea videos cortos sobre las estafas más comunes.',
    },
    {
      href: '/DefendPro',
      label: 'Protección DefendMePro',
      text: 'Protección contra el robo de identidad, el fraude y las estafas, con personas reales a quienes llamar los 7 días de la semana.',
    },
    {
      href: '/contact',
      label: 'Comuníquese con nosotros',
      text: 'Hable con una persona real sobre su seguridad, por teléfono o por correo electrónico.',
    },
  ],
}
