// Textos en español de la página de arreglo a distancia único FixMyTech (/es/FixMyTech). Solo datos.
// Los marcadores {{company}}, {{phone}} y {{phoneHref}} se reemplazan con content/site.ts.
// Los campos `answer` son markdown; los demás son texto simple.
import * as en from '../fixmytech'
import { reword } from '../translate'

export const fixHero: typeof en.fixHero = {
  heading: 'Un problema. Un arreglo. Un precio fijo.',
  lead:
    '¿Tiene un solo problema técnico y no quiere un plan mensual? FixMyTech lo pone en contacto con un técnico de verdad que lo resuelve en una sesión a distancia segura. Usted paga una sola vez. Si el mismo problema vuelve dentro de 30 días, lo arreglamos otra vez sin costo.',
}

/** Las palabras de los planes; los ids, los nombres y los precios vienen de content/fixmytech.ts. */
export const fixPlans: typeof en.fixPlans = reword('content/es/fixmytech.ts', en.fixPlans, 'id', {
  home: {
    priceNote: 'pago único, más impuestos',
    summary: 'Un problema en un dispositivo de su hogar, resuelto a distancia.',
    points: [
      'Un problema en un dispositivo',
      'Resuelto a distancia por un técnico real en EE. UU.',
      'Nos conectamos solo en una sesión que usted inicia al llamarnos',
      'Una revisión gratis por el mismo problema dentro de 30 días',
    ],
  },
  business: {
    priceNote: 'pago único, más impuestos',
    summary: 'Un problema de su empresa en una estación de trabajo (una sola computadora de trabajo), resuelto a distancia.',
    points: [
      'Un problema de la empresa en una estación de trabajo',
      'Resuelto a distancia por un técnico que conoce las estafas',
      'Nos conectamos solo en una sesión que usted inicia al llamarnos',
      'Una revisión gratis por el mismo problema dentro de 30 días',
    ],
  },
}, ['name', 'price'])

export const fixSteps: typeof en.fixSteps = [
  {
    title: 'Llámenos',
    text:
      'Llame al {{phone}} y díganos qué pasa. Una persona real le escucha, le hace unas preguntas sencillas y le dice el precio antes de empezar.',
  },
  {
    title: 'Confirmamos el trabajo con usted',
    text:
      'Le repetimos el problema, el precio y lo que está cubierto, y no empezamos nada hasta que usted diga que sí. Si tenemos que devolverle la llamada, usted siempre puede colgar y llamar usted mismo al {{phone}}.',
  },
  {
    title: 'Una sesión a distancia que usted inició',
    text:
      'Nos conectamos solo en una sesión que usted inició al llamar al número de este sitio web. Después puede mirar en su pantalla mientras trabajamos.',
  },
  {
    title: 'Resuelto, con revisión por 30 días',
    text:
      'Arreglamos el problema y lo revisamos con usted antes de terminar. Si el mismo problema vuelve dentro de 30 días, tiene una revisión gratis.',
  },
]

export const fixIncluded: typeof en.fixIncluded = [
  'Encontrar y arreglar un problema en un dispositivo, o un problema de la empresa en una estación de trabajo',
  'Quitar virus, ventanas emergentes de estafas y programas no deseados',
  'Resolver problemas de conexión del correo electrónico, la impresora y el Wi-Fi',
  'Instalar o reparar programas que usted ya tiene',
  'Hacer más rápida una computadora lenta',
  'Revisar las actualizaciones y la configuración de seguridad del dispositivo que arreglamos',
  'Una revisión gratis por el mismo problema dentro de 30 días',
]

export const fixNotIncluded: typeof en.fixNotIncluded = [
  'Reparaciones físicas, como pantallas rotas o piezas dañadas',
  'Recuperación profunda de datos de discos dañados o que dejaron de funcionar',
  'Servidores empresariales',
  'Licencias de programas (podemos instalar programas que usted ya tiene)',
  'Cambios complicados en el cableado de redes',
  'Visitas en persona, que se coordinan por separado',
]

export const fixWhyChoose: typeof en.fixWhyChoose = [
  {
    title: 'Pague una sola vez',
    text: 'Un precio fijo por un arreglo. Sin plan mensual, sin cobro por hora y sin cargos extra por sorpresa.',
  },
  {
    title: 'Personas de verdad',
    text: 'Usted habla con técnicos reales en EE. UU. que le explican cada paso en palabras sencillas.',
  },
  {
    title: 'Seguro desde el principio',
    text:
      'Nos conectamos solo en una sesión que usted inició al llamar al número de este sitio web. Un desconocido que le llama primero no puede entrar así, diga lo que diga y sepa la contraseña que sepa.',
  },
  {
    title: 'Técnicos que conocen las estafas',
    text:
      'Nuestro equipo conoce los trucos de los estafadores. Mientras arreglamos su dispositivo, le señalamos cualquier cosa que parezca sospechosa.',
  },
  {
    title: 'Una revisión gratis',
    text: 'Si el mismo problema vuelve dentro de 30 días, lo revisamos una vez más sin costo.',
  },
]

export const fixFaq: typeof en.fixFaq = [
  {
    question: '¿Qué cuenta como un problema?',
    answer:
      'Un problema es una sola falla en un solo dispositivo. Una impresora que no se conecta es un problema. Un correo electrónico que dejó de funcionar es otro.\n\nSi tiene varios problemas, díganoslo cuando llame. Le explicaremos sus opciones, como **{{company}} Assist**, nuestro plan con soporte a distancia ilimitado.',
  },
  {
    question: '¿Irá un técnico a mi casa o a mi oficina?',
    answer:
      'No. FixMyTech es un servicio **solo a distancia**. Nos conectamos a su dispositivo por internet, con su permiso.\n\nSi su problema necesita a alguien en persona, pregúntelo cuando llame. Las visitas en persona se pueden coordinar por separado.',
  },
  {
    question: '¿Cómo sé que la persona que se conecta a mi computadora es de verdad de {{company}}?',
    answer:
      'Porque usted fue quien empezó el contacto:\n\n1. **Usted nos llama primero.** Nos conectamos solo en una sesión que usted inició al llamar al [{{phone}}]({{phoneHref}}), el número de este sitio web. Busque el número aquí mismo; no use uno que venga de una ventana emergente, un correo o un mensaje de texto.\n2. **Una contraseña no prueba nada.** Si alguien se comunicó con usted primero, no somos nosotros, aunque sepa una contraseña o diga que es de nuestra empresa.\n\nUna llamada, un mensaje de texto o un correo que le llega de la nada se puede falsificar, aunque muestre nuestro nombre o nuestro número. Si alguien se comunica con usted primero y le pide conectarse a su computadora, cuelgue y llámenos usted. Sepa más en nuestra página sobre [cómo nos comunicamos con usted](/how-we-contact-you) y sobre cómo [reconocer las llamadas falsas de soporte](/IdentifyFakeCalls).',
  },
  {
    question: '¿Y si el problema vuelve?',
    answer:
      'Durante 30 días después del arreglo, tiene **una revisión gratis** por el mismo problema. Llame al [{{phone}}]({{phoneHref}}) y díganos que es una revisión.',
  },
  {
    question: '¿Me pueden devolver el dinero?',
    answer:
      'No. El servicio de arreglo único **no es reembolsable**. Por eso le decimos el precio y lo que está cubierto antes de empezar. Si el mismo problema vuelve dentro de 30 días, tiene su revisión gratis.\n\nNuestra garantía de devolución del dinero de 30 días cubre nuestros planes de suscripción, como los de seguridad, control parental y soporte informático a distancia. Vea los detalles en nuestra [política de devoluciones](/return-policy).',
  },
  {
    question: '¿Y si necesito ayuda técnica más seguido?',
    answer:
      'Si los problemas aparecen seguido, un plan mensual puede salirle más barato:\n\n- **{{company}} Assist Home:** $24.99 al mes, con un cobro anual por adelantado de $299.88 más impuestos, con soporte a distancia ilimitado para hasta 3 dispositivos.\n- **{{company}} Assist Business:** $59.99 al mes, con un cobro anual por adelantado de $719.88 más impuestos, para hasta 10 dispositivos, con una visita en el lugar si hace falta.\n\nLos planes se cobran por todo el año por adelantado, más impuestos. Compárelos en nuestra [página de precios](/Pricing) o llame al [{{phone}}]({{phoneHref}}).',
  },
]

export const fixClosing: typeof en.fixClosing = {
  heading: '¿Listo para resolverlo?',
  text:
    'Llame al {{phone}} y díganos qué pasa. Le atiende una persona real, le explica el precio y empieza su arreglo. Recuerde: nos conectamos solo en una sesión que usted inició al llamar al número de este sitio web.',
}
