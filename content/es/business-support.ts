// Textos en español de la página de soporte técnico para empresas (/es/for-your-business). Solo datos.
// Los marcadores {{company}} y {{phone}} se reemplazan con content/site.ts.

import type * as en from '../business-support'
import { callRuleBuy } from '../call-rule.ts'

export const businessHeroes: typeof en.businessHeroes = [
  {
    heading: 'Soporte técnico para que su empresa siga funcionando',
    text:
      'Su equipo debería estar atendiendo clientes, no peleando con impresoras y contraseñas. {{company}} le da a su pequeña empresa un equipo de soporte técnico real, a distancia y en el lugar, por un precio mensual fijo.',
  },
  {
    heading: 'Seguridad en cada arreglo',
    text:
      'Los estafadores también atacan a las pequeñas empresas. Nuestros técnicos conocen las estafas. Los firewalls, las copias de seguridad y el acceso remoto seguro son parte del plan, no extras costosos.',
  },
  {
    heading: 'Personas reales cuando las necesita',
    text:
      'Llame y un técnico en EE. UU. le ayuda, los 7 días de la semana. Casi todo se resuelve a distancia. Cuando un problema necesita a alguien en el lugar, le enviamos un técnico.',
  },
]

export const businessServices: typeof en.businessServices = [
  {
    id: 'wifi-network',
    title: 'Instalación del Wi-Fi y de la red',
    text:
      'Una red lenta o que falla le cuesta tiempo y ventas. Instalamos el Wi-Fi y la red con cable de su oficina para que cada escritorio, teléfono y lector de tarjetas siga conectado. Dejamos una red aparte para las visitas, lejos de los archivos de su empresa. Cuando se cae la conexión, buscamos la causa y lo volvemos a conectar.',
  },
  {
    id: 'printers',
    title: 'Instalación y soporte de impresoras',
    text:
      'Conectamos sus impresoras para que todos en la oficina puedan imprimir desde su propia computadora. Instalamos los controladores correctos, ajustamos las opciones y resolvemos los atascos de papel, los errores de “sin conexión” y las colas de impresión trabadas. Cuando llega un empleado nuevo, también agregamos la impresora a su computadora. Imprimir vuelve a ser fácil.',
  },
  {
    id: 'business-email',
    title: 'Correo electrónico de la empresa',
    text:
      'Su correo es la forma en que los clientes lo encuentran. Configuramos un correo profesional en cada computadora y teléfono, con buzones y calendarios compartidos. Le ayudamos cuando los mensajes rebotan, desaparecen o caen en la carpeta de correo no deseado. También le enseñamos a su equipo a reconocer el phishing, es decir, los correos falsos hechos para robar contraseñas o dinero.',
  },
  {
    id: 'software-installation',
    title: 'Instalación de programas',
    text:
      'Instalamos y configuramos los programas de los que depende su empresa, desde paquetes de oficina hasta programas de contabilidad. Cada programa viene del fabricante verdadero, con su licencia correcta. Mantenemos los programas al día, porque las versiones viejas son una entrada fácil para los delincuentes. ¿Empieza alguien nuevo el lunes? Su computadora puede estar lista desde el primer día.',
  },
  {
    id: 'network-security',
    title: 'Seguridad de la red y firewall',
    text:
      'Un firewall es un guardián que decide qué tráfico puede entrar o salir de su red. Instalamos el suyo, revisamos sus reglas y lo mantenemos al día. Cambiamos las contraseñas de fábrica de los routers y otros dispositivos, cerramos las entradas riesgosas y buscamos dispositivos desconocidos en su red. Usted recibe un resumen claro de lo que cambiamos.',
  },
  {
    id: 'device-management',
    title: 'Manejo de dispositivos',
    text:
      'Llevamos el control de las computadoras, laptops y teléfonos que usa su equipo. Nos aseguramos de que cada uno tenga actualizaciones, programas de seguridad y bloqueo de pantalla. Si se pierde un dispositivo o se va un empleado, le ayudamos a quitarle el acceso rápido. Su plan cubre hasta 10 dispositivos, así que hay un solo lugar al que llamar por todos ellos.',
  },
  {
    id: 'server-cloud-sync',
    title: 'Sincronización con el servidor y la nube',
    text:
      'Ya sea que sus archivos estén en un servidor de la oficina o en la nube, le ayudamos a mantenerlos al día. Configuramos la sincronización para que la última versión de un archivo sea la misma en todas las computadoras. Cuando se acumulan errores de sincronización o archivos repetidos, los desenredamos. Su equipo deja de preguntar cuál es la copia correcta.',
  },
  {
    id: 'file-sharing',
    title: 'Archivos compartidos y permisos',
    text:
      'Preparamos carpetas compartidas para que su equipo trabaje en los mismos archivos sin mandarse copias por correo. Decidimos con usted quién puede ver y cambiar cada carpeta. Los registros privados, como la nómina o los datos de los clientes, solo los ven las personas que los necesitan. Compartir archivos con sus clientes también puede ser seguro.',
  },
  {
    id: 'vpn-remote-access',
    title: 'VPN y acceso remoto',
    text:
      'Una VPN, o red privada virtual, crea una conexión privada y cifrada entre una laptop y su oficina. Instalamos una para que su equipo pueda llegar a los archivos de la empresa de forma segura desde la casa o de viaje. También configuramos el acceso remoto con una protección fuerte al iniciar sesión, para que solo entren las personas correctas.',
  },
  {
    id: 'backups',
    title: 'Copias de seguridad',
    text:
      'Un disco duro que falla, un café derramado o una exigencia de rescate pueden borrar años de trabajo. Preparamos copias de seguridad automáticas de sus archivos y sistemas importantes, guardadas en más de un lugar. Revisamos que las copias de verdad se hagan y probamos a recuperar archivos. Así, un mal día no se convierte en un negocio perdido.',
  },
  {
    id: 'remote-workforce',
    title: 'Preparación para el trabajo a distancia',
    text:
      'El personal que trabaja desde casa necesita las mismas herramientas y la misma protección que en la oficina. Preparamos sus laptops, su correo, los archivos compartidos, la VPN y las videollamadas. Revisamos la seguridad básica del Wi-Fi de la casa. Cuando alguien se traba en la mesa de la cocina, puede llamarnos en vez de esperar al siguiente día de oficina.',
  },
  {
    id: 'maintenance-onsite',
    title: 'Mantenimiento programado y técnicos en el lugar',
    text:
      'Cuidamos sus sistemas con un calendario fijo: actualizaciones, revisiones de seguridad, pruebas de las copias de seguridad y limpieza, planeados según su horario de trabajo. Casi todo se hace a distancia, así que no hay interrupciones. Algunos trabajos necesitan a una persona en el lugar, como instalar equipos nuevos o una falla que no podemos alcanzar a distancia. Entonces le enviamos un técnico a su empresa.',
  },
]

export const businessWhyChoose: typeof en.businessWhyChoose = [
  'Un plan mensual fijo para hasta 10 dispositivos, con visitas en el lugar cuando hacen falta.',
  'Soporte a distancia ilimitado, para que su equipo llame cada vez que algo falle, sin cobro por hora.',
  'Le atienden personas reales en EE. UU., los 7 días de la semana.',
  'Técnicos que conocen las estafas y ayudan a su personal a reconocer el phishing, las facturas falsas y las llamadas falsas de soporte.',
  'Sesiones a distancia seguras: nos conectamos solo en una sesión que usted inició al llamar al número de este sitio web. Si alguien se comunica primero con usted y le pide conectarse, cuelgue.',
  'Más de 9 años en el negocio y más de 100,000 problemas técnicos resueltos.',
  callRuleBuy('es'),
  'Garantía de devolución del dinero de 30 días en el soporte informático a distancia. Las visitas de técnicos en el lugar no son reembolsables.',
]

export const businessPlanName: typeof en.businessPlanName = 'SaffeSupport Assist Business'
