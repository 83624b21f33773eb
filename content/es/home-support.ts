// Textos en español de la página de soporte técnico para el hogar (/es/for-your-home). Solo datos.
// Los marcadores {{company}} y {{phone}} se reemplazan con content/site.ts.
import * as en from '../home-support'
import { reword } from '../translate'

export const homeHero: typeof en.homeHero = {
  heading: 'Usted disfrute la vida. Nosotros nos ocupamos de la tecnología.',
  lead:
    'Un Wi-Fi que se corta a cada rato. Una impresora que no imprime. Un teléfono que pide una actualización que no le da confianza. Llámenos, y una persona real le ayuda a resolverlo, con calma y paso a paso. Un solo plan mensual fijo, sin cobros por hora.',
}

export const homeServices: typeof en.homeServices = reword('content/es/home-support.ts', en.homeServices, 'id', {
  'wifi-setup': {
    title: 'Instalación del Wi-Fi',
    text:
      'Hacemos que el Wi-Fi de su casa funcione y le ayudamos a que siga así. Conectamos sus computadoras, teléfonos, tabletas y televisor. Ponemos una contraseña de Wi-Fi fuerte y le ayudamos a anotar los datos en un lugar seguro. Si la señal es débil en un cuarto, buscamos la causa y le explicamos sus opciones en palabras sencillas.',
  },
  'computer-setup-repair': {
    title: 'Instalación y reparación de laptops y computadoras de escritorio',
    text:
      '¿Computadora nueva? Le ayudamos a prepararla, a pasar sus archivos y a entrar a sus cuentas. ¿La computadora vieja falla? Averiguamos qué tiene y arreglamos lo que se pueda en una sesión a distancia. Si se dañó una pieza, se lo decimos con honestidad y le explicamos sus opciones antes de que gaste dinero.',
  },
  'printer-setup': {
    title: 'Instalación de impresoras',
    text:
      'Conectamos su impresora a su computadora, teléfono o tableta, con cable o sin él. Instalamos el programa correcto e imprimimos con usted una página de prueba. Los atascos de papel, los avisos de “sin conexión” y las hojas en blanco son llamadas comunes. Le explicamos cada arreglo, para que sepa qué hacer la próxima vez.',
  },
  'software-installation': {
    title: 'Instalación de programas',
    text:
      'Instalamos y configuramos los programas que usa todos los días, como Microsoft Office, antivirus y Quicken. Nos aseguramos de que cada uno venga del fabricante verdadero, no de un sitio web que lo imita. También le ayudamos con las actualizaciones y las claves de licencia, para que sus programas estén al día y sean seguros.',
  },
  'smart-tv-streaming': {
    title: 'Televisores inteligentes y dispositivos de streaming',
    text:
      'Le ayudamos a instalar un Roku, un Fire Stick, un Apple TV o un Chromecast. Lo conectamos a su Wi-Fi, abrimos sus aplicaciones de streaming y le explicamos el control remoto. Un consejo: si una pantalla o una página web le pide pagarle a alguien para activar su dispositivo, deténgase. Llámenos primero.',
  },
  'email-outlook': {
    title: 'Correo electrónico y Outlook',
    text:
      'Configuramos su correo electrónico en su computadora, teléfono y tableta, también en Microsoft Outlook. Le ayudamos cuando los mensajes dejan de llegar, desaparecen carpetas o su buzón está lleno. También le mostramos cómo reconocer un correo falso. Un mensaje que le apura para hacer clic en un enlace es una señal de alerta.',
  },
  'mobile-help': {
    title: 'Ayuda con iPhone, iPad y Android',
    text:
      'Le ayudamos con el teléfono o la tableta que tiene en la mano: configuración, actualizaciones, fotos, contactos, aplicaciones y espacio de almacenamiento. ¿Va a cambiar de teléfono? Le ayudamos a pasar todo al nuevo. También revisamos su configuración de privacidad y le mostramos cómo silenciar las llamadas de números desconocidos y bloquear los mensajes no deseados.',
  },
  'router-network': {
    title: 'Router y red de la casa',
    text:
      'El router es la cajita que lleva internet a su casa. Revisamos que esté configurado de forma segura, con una contraseña de administrador nueva y las últimas actualizaciones. Si su internet se corta a cada rato, probamos la conexión. Cuando la falla está en la línea, le ayudamos a explicársela a su proveedor de internet.',
  },
  'virus-removal': {
    title: 'Eliminación de virus, programas espía y malware',
    text:
      'Las ventanas emergentes, las barras de herramientas raras o un navegador que abre sitios extraños pueden ser señal de programas no deseados en su dispositivo. Los encontramos y los quitamos. Luego revisamos su configuración de seguridad, para que sea menos probable que vuelvan. Si una ventana emergente le dice que llame a un número, ciérrela y llámenos a nosotros.',
  },
  'backup-recovery': {
    title: 'Copias de seguridad y recuperación de datos',
    text:
      'Sus fotos y documentos importan. Preparamos copias de seguridad automáticas, para que siempre haya una copia segura de sus archivos. Si borró algo por error, tratamos de recuperarlo. Le decimos con honestidad qué se puede recuperar y qué no, antes de empezar cualquier trabajo.',
  },
  'slow-device-fix': {
    title: 'Arreglo de dispositivos lentos',
    text:
      'Una computadora o un teléfono lento cansa a cualquiera. Quitamos los programas que se abren solos sin razón, liberamos espacio, instalamos actualizaciones y buscamos problemas escondidos. Casi todos los dispositivos lentos se aceleran sin perder nada. Reiniciar todo el sistema de fábrica es nuestro último recurso. Solo lo hacemos con su permiso y después de guardar una copia de sus archivos.',
  },
  'monthly-checkups': {
    title: 'Revisión mensual de sus dispositivos',
    text:
      'Una vez al mes revisamos sus dispositivos con usted. Vemos las actualizaciones, la configuración de seguridad, el espacio de almacenamiento y las copias de seguridad, y arreglamos los detalles antes de que crezcan. ¿Surge algo más ese mismo mes? Solo vuelva a llamar. El soporte es ilimitado dentro del mes, así que nunca hay un reloj corriendo.',
  },
})

export const personalTeamBanner: typeof en.personalTeamBanner = {
  heading: 'Su propio equipo de tecnología',
  text:
    'Piense en nosotros como ese amigo paciente que sabe de computadoras y siempre contesta. Personas reales en EE. UU. le ayudan los 7 días de la semana. Le explicamos cada paso en palabras sencillas, y nunca le apuramos. {{company}} Assist Home cubre hasta 3 dispositivos por $24.99 al mes, con un cobro anual por adelantado de $299.88, más impuestos. Llame al {{phone}} para empezar.',
}

export const homeWhyChoose: typeof en.homeWhyChoose = [
  {
    title: 'Un plan fijo, sin cobros por hora',
    text:
      'Un solo precio mensual cubre soporte a distancia ilimitado para hasta 3 dispositivos. No hay reloj corriendo ni facturas por sorpresa. Los planes se cobran por todo el año por adelantado, más impuestos.',
  },
  {
    title: 'Técnicos que conocen las estafas',
    text:
      'Nuestros técnicos conocen las estafas. Saben los trucos que usan los delincuentes y le ayudan a reconocer llamadas, correos y ventanas emergentes falsas antes de que le cuesten algo.',
  },
  {
    title: 'Soporte a distancia y por teléfono',
    text:
      'Casi todos los problemas se resuelven por teléfono o en una sesión a distancia segura. Nos conectamos solo en una sesión que usted inició al llamar al número de este sitio web. Si alguien se comunica primero con usted y le pide conectarse, cuelgue.',
  },
  {
    title: 'Personas reales, los 7 días de la semana',
    text:
      'Usted habla con personas reales en EE. UU. los 7 días de la semana. En más de 9 años, hemos resuelto más de 100,000 problemas técnicos.',
  },
  {
    title: 'Solo le llamamos si usted lo pidió',
    text:
      'Usted se inscribe por teléfono, nunca a través de una ventana emergente. {{callRuleBuy}}',
  },
  {
    title: 'Garantía de devolución del dinero de 30 días',
    text:
      'Si el plan no es para usted, pida la devolución dentro de 30 días. El dinero vuelve a su forma de pago original en 5 a 7 días hábiles.',
  },
]
