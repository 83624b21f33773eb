// Textos en español de la página de control parental NetHaven (/es/ParentSolution). Solo datos.
// Los marcadores {{company}} y {{phone}} se reemplazan con content/site.ts.
import { callRuleBuy } from '../call-rule.ts'
import type * as en from '../parent-solution'

export const parentBanners: typeof en.parentBanners = [
  {
    id: 'risks-to-kids',
    heading: 'Internet está lleno de maravillas, y de riesgos',
    text:
      'Los niños conocen a desconocidos en juegos y aplicaciones de chat. Se topan con contenido violento o para adultos. El acoso puede seguirlos hasta la casa en su teléfono. A algunos los engañan para que compartan fotos, contraseñas o el número de la tarjeta de su papá o su mamá. Casi todo esto pasa en silencio, en una pantalla que usted no siempre puede ver.',
  },
  {
    id: 'safer-digital-world',
    heading: 'Un mundo digital más seguro para su familia',
    text:
      'No hace falta quitarles los dispositivos. Con las herramientas adecuadas y conversaciones sinceras en casa, los niños pueden aprender, jugar y seguir en contacto con sus amigos. Usted cuida lo que importa y les da más libertad a medida que crecen.',
  },
  {
    id: 'nethaven-intro',
    heading: 'Conozca NetHaven AI',
    text:
      'NetHaven es el control parental con inteligencia artificial de {{company}}. Bloquea sitios peligrosos y le ayuda a poner límites justos de tiempo de pantalla. Le muestra dónde está su hijo y le avisa cuando algo necesita su atención. Un solo plan cubre hasta 5 dispositivos por $7.99 al mes, con un cobro anual por adelantado de $95.88, más impuestos.',
  },
  {
    id: 'outsmarted',
    heading: 'Casi todos los controles parentales se pueden burlar',
    text:
      'Los niños son listos. Borran la aplicación, cambian la hora del dispositivo o abren una ventana privada del navegador. Algunos usan una VPN, una aplicación que puede saltarse los filtros de internet. Muchos controles ni lo notan. NetHaven vigila estos trucos, los hace más difíciles y le avisa cuando alguien lo intenta.',
  },
  {
    id: 'whats-inside',
    heading: 'Qué trae NetHaven',
    text:
      'Control del tiempo de uso, bloqueo de sitios y aplicaciones, informes de actividad, alertas de ubicación, reglas de tiempo de pantalla, protección contra cambios, alertas por palabras clave en redes sociales y búsqueda segura. Todo reunido en un solo panel sencillo, para que vea el panorama completo en un minuto.',
  },
]

export const parentFeatures: typeof en.parentFeatures = [
  {
    id: 'time-tracking',
    title: 'Control del tiempo de uso',
    text:
      'Vea cuánto tiempo pasa su hijo en cada dispositivo, aplicación y sitio web. Gráficas sencillas muestran el día y la semana de un vistazo. Úselas para empezar una conversación tranquila, no una pelea.',
    points: [
      'Tiempo en cada aplicación y sitio web',
      'Totales por día y por semana',
      'Cubre todos los dispositivos protegidos, hasta 5',
    ],
  },
  {
    id: 'block-unsafe',
    title: 'Bloqueo de sitios y aplicaciones peligrosos',
    text:
      'NetHaven bloquea los sitios web y las aplicaciones que no son para la edad de su hijo, como el contenido para adultos, las apuestas y la violencia explícita. Usted sigue al mando: permita o bloquee cualquier sitio cuando quiera.',
    points: [
      'Categorías de filtro según la edad',
      'Sus propias listas de sitios permitidos y bloqueados',
      'Bloqueo de las aplicaciones que a usted no le parezcan bien',
    ],
  },
  {
    id: 'activity-reports',
    title: 'Informes de actividad inteligentes',
    text:
      'Un panel claro muestra lo que pasó en internet: el tiempo de uso, los sitios visitados, los intentos bloqueados y las alertas. Si lo prefiere, también puede recibir los informes por correo electrónico.',
    points: [
      'Panel para padres fácil de leer',
      'Informes por correo electrónico, si los desea',
      'Lo más importante aparece primero',
    ],
  },
  {
    id: 'location-geofence',
    title: 'Alertas de ubicación y zonas seguras',
    text:
      'Vea en un mapa dónde está el dispositivo de su hijo. Marque zonas seguras, llamadas geocercas, alrededor de la casa, la escuela o la casa de un amigo. NetHaven le avisa cuando su hijo llega o se va.',
    points: [
      'Ubicación del dispositivo en un mapa',
      'Zonas seguras que usted mismo define',
      'Avisos de llegada y de salida',
    ],
  },
  {
    id: 'screen-time',
    title: 'Manejo del tiempo de pantalla',
    text:
      'Ponga límites diarios y horarios sin dispositivos, como las horas de tarea, la cena en familia y la hora de dormir. Cuando se acaba el tiempo, las aplicaciones que usted eligió se pausan hasta el siguiente horario permitido.',
    points: [
      'Límites diarios para cada dispositivo',
      'Horarios distintos para noches de escuela y fines de semana',
      'Pausas para la hora de dormir y la tarea',
    ],
  },
  {
    id: 'tamper-detection',
    title: 'Detección de cambios y bloqueo de trampas',
    text:
      'Alguien puede intentar quitar NetHaven, cambiar su configuración o cambiar la hora del dispositivo. También puede intentar esconder lo que hace con una VPN o con la navegación privada. NetHaven trabaja para detener estos trucos, y usted recibe una alerta de todos modos.',
    points: [
      'Alertas si NetHaven se quita o se modifica',
      'Protección contra trucos con la hora y la configuración',
      'Vigilancia de VPN y de navegación privada usadas para esconder actividad',
    ],
  },
  {
    id: 'social-media-monitoring',
    title: 'Vigilancia de redes sociales con alertas por palabras clave',
    text:
      'Elija las palabras y frases que le preocupan, como palabras sobre acoso, autolesiones o encuentros con desconocidos. NetHaven vigila la actividad en las redes sociales compatibles y le avisa cuando aparece una de ellas.',
    points: [
      'Listas de palabras clave que usted elige',
      'Alertas cuando aparece una palabra vigilada',
      'Le ayuda a notar a tiempo el acoso y los contactos peligrosos',
    ],
  },
  {
    id: 'safe-search',
    title: 'Búsqueda segura obligatoria',
    text:
      'NetHaven activa la búsqueda segura en Google, Bing y YouTube, y la mantiene activada. Los resultados explícitos se filtran antes de que su hijo los vea.',
    points: [
      'Búsqueda segura fija en Google y Bing',
      'Modo restringido siempre activo en YouTube',
      'Su hijo no puede desactivarla a escondidas',
    ],
  },
  {
    id: 'ai-powered',
    title: 'Protección con inteligencia artificial',
    text:
      'NetHaven usa inteligencia artificial, o IA, para notar patrones que un filtro sencillo no vería. Puede marcar un sitio nuevo que parece peligroso. También puede notar un cambio repentino de costumbres, como mucho uso de noche, para que usted se entere a tiempo.',
    points: [
      'Revisa sitios nuevos, no solo una lista fija',
      'Nota cambios de costumbres fuera de lo normal',
      'Alertas escritas en palabras sencillas',
    ],
  },
]

export const parentWhyChoose: typeof en.parentWhyChoose = [
  'Cubre hasta 5 dispositivos por $7.99 al mes, con un cobro anual por adelantado de $95.88, más impuestos.',
  'Hecho para notar los trucos comunes que usan los niños para saltarse los controles parentales.',
  'Un solo panel sencillo, fácil de usar para padres y abuelos por igual.',
  'Alertas claras le dicen qué necesita atención, para que pueda hablar a tiempo con su hijo.',
  `Usted se inscribe por teléfono. ${callRuleBuy('es')}`,
  'Con el respaldo de nuestra garantía de devolución del dinero de 30 días.',
]
