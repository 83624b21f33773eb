// Textos en español de la página /es/DefendPro. Solo datos: los tipos están en content/defendpro.ts.
// Los marcadores {{phone}}, {{phoneHref}}, {{email}} y {{company}} se reemplazan con content/site.ts.
// Los enlaces usan la ruta en inglés (/blog/romance-scam): RichText los lleva a /es en una página en español.
import type * as en from '../defendpro'

export const defendProHero: typeof en.defendProHero = {
  heading: 'DefendMePro: protección de todos los días, con personas reales detrás',
  lead:
    'Los estafadores llaman, mandan mensajes de texto y correos, y aparecen en su pantalla. DefendMePro pone varias capas de protección alrededor de su identidad, su dinero y sus dispositivos. Cuando algo no le parezca bien, una persona real de {{company}} está ahí para ayudarle, los 7 días de la semana.',
}

export const scamBanner: typeof en.scamBanner = {
  heading: '¿Alguien le está pidiendo dinero o acceso en este momento?',
  text:
    'Deténgase. Cuelgue el teléfono o cierre la ventana. No le pague a nadie y no deje que nadie entre a su computadora. Luego llámenos al {{phone}} y una persona real le ayudará a revisar lo que está pasando.',
}

export const defendProSections: typeof en.defendProSections = [
  {
    id: 'reality-in-numbers',
    title: 'La realidad en números',
    summary:
      'El fraude por internet crece rápido, y las personas mayores de 60 años son las más afectadas. Esto es lo que muestran los informes del FBI.',
    body: `El Centro de Denuncias de Delitos por Internet del FBI (IC3) reúne las denuncias de personas que perdieron dinero por delitos en internet. Sus informes recientes son muy claros.

- **$16.6 mil millones perdidos en 2024.** Un 33% más que el año anterior.
- **$12.5 mil millones perdidos en 2023.** Las pérdidas siguen subiendo año tras año.
- **859,532 denuncias en 2024.** Cada una es una persona o una familia.
- **El 83% de las pérdidas vino del fraude cometido por medios digitales.** Son unos $13.7 mil millones perdidos en estafas por teléfono, mensajes de texto, correo electrónico e internet.
- **$4.9 mil millones perdidos por personas de 60 años o más en 2024,** en 147,127 denuncias. Es un aumento del 43%. En 2023 la cifra fue de $3.4 mil millones.

Otra cifra más es una estimación propia de {{company}}, no un dato del FBI ni de ningún informe del gobierno:

- La probabilidad de que usted sea blanco de un delito en internet es de más o menos **1 de cada 4** (estimación de {{company}}).

### Qué significa esto para usted

Ser blanco de una estafa no quiere decir que usted hizo algo mal. Los estafadores son organizados, pacientes y saben sonar oficiales. La respuesta no es el miedo. Son unos pocos hábitos sencillos, buenas herramientas y alguien a quien llamar cuando tenga dudas. Eso es lo que DefendMePro le ofrece.`,
  },
  {
    id: 'whats-included',
    title: 'Qué incluye DefendMePro',
    summary:
      'Un solo plan cubre su identidad, su dinero, sus dispositivos y su teléfono, con ayuda de personas reales los 7 días de la semana.',
    body: `DefendMePro reúne diez tipos de protección en un solo plan. Toque cualquiera para saber más.

- **[Protección contra el robo de identidad](/DefendPro?item=identity-theft)** con vigilancia de la web oscura y limpieza a cargo de expertos.
- **[Detección de fraude](/DefendPro?item=fraud-detection)** que vigila actividad que no parece suya.
- **[Protección contra estafas](/DefendPro?item=scam-protection)** para ayudarle a reconocer y detener los engaños más comunes.
- **[Centro de alertas de estafas](/DefendPro?item=scam-alerts)** con avisos en palabras sencillas sobre estafas nuevas.
- **[Seguridad financiera](/DefendPro?item=financial-security)** para ayudarle a cuidar sus cuentas bancarias y sus ahorros.
- **[Administrador de contraseñas](/DefendPro?item=password-manager)** para que no tenga que recordar docenas de contraseñas.
- **[Antivirus y seguridad de dispositivos](/DefendPro?item=antivirus)** para su computadora, teléfono y tableta.
- **[VPN](/DefendPro?item=vpn)** para proteger su conexión en redes Wi-Fi públicas.
- **[Protección contra llamadas no deseadas](/DefendPro?item=spam-call)** para recibir menos llamadas automáticas y llamadas de estafadores.
- **[Atención humana los 7 días de la semana](/DefendPro?item=human-support)** de un equipo con sede en EE. UU.

También recibe **alertas en tiempo real**, para usted y, si así lo desea, para una **persona de confianza**, como un hijo, una hija o un amigo.

### Planes y precios

- **DefendMePro Home:** $19 al mes, con un cobro anual por adelantado de $228 más impuestos, para hasta 3 dispositivos.
- **DefendMePro Business:** $49.99 al mes, con un cobro anual por adelantado de $599.88 más impuestos, para hasta 10 dispositivos.

Los planes se cobran por todo el año por adelantado, más impuestos. Hay precios especiales para personas mayores y veteranos. Los dos planes de DefendMePro tienen nuestra **garantía de devolución del dinero de 30 días** (vea nuestra [página de la garantía de devolución](/DaysMoneyBack)).

No se compra por internet. Llámenos al [{{phone}}]({{phoneHref}}), una sola línea para ayuda con estafas y para compras, que atiende las 24 horas, los 7 días de la semana. {{callRuleBuy}}`,
  },
  {
    id: 'identity-theft',
    item: 'identity-theft',
    title: 'Protección contra el robo de identidad y vigilancia de la web oscura',
    summary:
      'Buscamos sus datos personales en los lugares donde los delincuentes venden datos robados, y le ayudamos a resolverlo si algo sale mal.',
    body: `El robo de identidad ocurre cuando alguien usa sus datos personales para hacerse pasar por usted. Puede abrir tarjetas de crédito, presentar una declaración de impuestos o pedir un préstamo a su nombre. Muchas veces uno se entera meses después.

### Vigilancia de la web oscura

La web oscura es una parte escondida de internet donde los delincuentes compran y venden información robada. DefendMePro vigila si sus datos personales aparecen ahí. Si encontramos una coincidencia, usted recibe una **alerta en tiempo real**. Su persona de confianza también puede recibirla, si usted lo desea.

### Limpieza a cargo de expertos

Una alerta puede asustar. No la enfrentará solo. Un experto real de {{company}} le explicará qué hacer, paso a paso. Eso puede incluir:

- Cambiar las contraseñas de las cuentas afectadas.
- Activar la verificación en dos pasos. Así, para entrar a la cuenta se necesita la contraseña y además un código.
- Pedir un congelamiento de crédito gratuito a Equifax, Experian y TransUnion (EE. UU.), o una alerta de fraude a Equifax Canada y TransUnion Canada (Canadá).
- Presentar una denuncia en RobodeIdentidad.gov, el sitio oficial de recuperación de la Comisión Federal de Comercio (FTC) (EE. UU.), o ante la policía local y el Centro Antifraude de Canadá (CAFC), al 1-888-495-8501 (Canadá).

### Señales de que alguien usa su identidad

- Le llegan facturas o cartas de cuentas que usted nunca abrió.
- Un cobrador le llama por una deuda que usted no tiene.
- Le rechazan la declaración de impuestos porque ya se presentó una a su nombre.
- Dejan de llegarle cartas o estados de cuenta que esperaba.

Si nota alguna de estas señales, llámenos al [{{phone}}]({{phoneHref}}). Sepa más en nuestra [guía sobre el robo de identidad](/blog/identity-theft).`,
  },
  {
    id: 'fraud-detection',
    item: 'fraud-detection',
    title: 'Detección de fraude',
    summary:
      'DefendMePro busca actividad que no parece suya y le avisa pronto, para que los problemas pequeños no crezcan.',
    body: `El fraude es más fácil de arreglar cuando se descubre a tiempo. Un desconocido que entra a su correo o a una de sus cuentas suele actuar rápido. DefendMePro le ayuda a actuar más rápido todavía.

### Cómo le ayuda

- **Vigila las señales de alerta.** Busca actividad que no coincide con sus costumbres.
- **Le avisa en tiempo real.** Se entera del problema enseguida, no semanas después en un estado de cuenta.
- **Mantiene informada a su persona de confianza.** Si usted lo desea, un familiar o un amigo recibe la misma alerta. Cuatro ojos ven más que dos.
- **Lo pone en contacto con una persona.** Puede llamar a un experto real de {{company}} para hablar de cualquier alerta.

### Cuando reciba una alerta

1. Mantenga la calma. Una alerta es un aviso, no una pérdida.
2. No responda ningún mensaje de texto ni correo que diga ser sobre la alerta y le pida datos.
3. Llame a su banco al número que aparece al reverso de su tarjeta.
4. Llámenos al [{{phone}}]({{phoneHref}}) si quiere ayuda con los pasos siguientes.

### Una regla sencilla para recordar

Una alerta verdadera nunca le pide que diga en voz alta un código de un solo uso. Su banco tampoco le pedirá nunca ese código. Si alguien se lo pide, es una estafa. Cuelgue.

¿Quiere saber más sobre las estafas con códigos? Lea nuestra [guía sobre el fraude con códigos bancarios](/blog/banking-otp-fraud).`,
  },
  {
    id: 'scam-protection',
    item: 'scam-protection',
    title: 'Protección contra estafas',
    summary:
      'Conozca los trucos de los estafadores y reciba ayuda de personas reales cuando una llamada, un mensaje o una ventana emergente no le parezca bien.',
    body: `La mayoría de las estafas no entran a la fuerza a su computadora. Lo convencen a usted de abrirles la puerta. Por eso DefendMePro combina herramientas con personas que saben cómo funcionan las estafas.

### Estafas que le ayudamos a detener

- **Falso soporte técnico.** Una ventana emergente o alguien por teléfono le dice que su computadora tiene un virus. Vea nuestra [guía sobre las estafas de soporte técnico](/blog/tech-support-scam).
- **Falsos funcionarios del gobierno.** Alguien llama y dice ser del IRS, del Seguro Social o de Medicare. El IRS siempre se comunica primero por correo postal.
- **Llamadas por una emergencia familiar.** Una voz que suena como la de un nieto le ruega dinero para pagar una fianza. Hoy las voces se pueden copiar con inteligencia artificial. Vea nuestra [guía sobre el fraude con voces de IA](/blog/ai-voice-fraud).
- **Estafas románticas.** Un amigo nuevo de internet pronto necesita dinero. Vea nuestra [guía sobre las estafas románticas](/blog/romance-scam).
- **Estafas de inversión y criptomonedas.** Prometen ganancias grandes y seguras. Vea nuestra [guía sobre las estafas de inversión](/blog/investment-scam).
- **Tiendas y entregas falsas.** Vea nuestra [guía para comprar en línea con seguridad](/blog/online-shopping).

### Nuestra regla para el acceso remoto

Nos conectamos a su computadora **solo en una sesión de soporte que usted inició** al llamar al [{{phone}}]({{phoneHref}}), el número de este sitio web. Si alguien le llama, le escribe o le manda un correo primero y le pide conectarse, cuelgue, aunque sepa una contraseña o diga que es de nuestra empresa. Después, llámenos usted.

### Tres hábitos que detienen la mayoría de las estafas

1. **Haga una pausa.** Los estafadores le apuran. Los problemas de verdad pueden esperar diez minutos.
2. **Cuelgue y vuelva a llamar** a un número que usted ya conoce y en el que confía.
3. **Nunca pague** con tarjetas de regalo, transferencias bancarias o criptomonedas a alguien que se comunicó con usted primero.`,
  },
  {
    id: 'scam-alerts',
    item: 'scam-alerts',
    title: 'Centro de alertas de estafas',
    summary:
      'Avisos en palabras sencillas sobre las estafas que circulan ahora, con pasos claros para protegerse.',
    body: `Los estafadores cambian de historia todo el tiempo. El mes pasado era un paquete falso. Este mes puede ser un reembolso falso. El centro de alertas de estafas le ayuda a ir un paso adelante.

### Qué encontrará

- **Avisos de estafas nuevas** escritos en palabras sencillas. Cada uno explica cómo es la estafa y qué hacer.
- **Videos cortos** que muestran trucos reales de los estafadores. [Véalos en nuestra página de inicio](/#videos-section).
- **Una guía sobre las llamadas falsas de soporte,** con frases que usted puede usar. Vea [cómo reconocer las llamadas falsas](/IdentifyFakeCalls).
- **Respuestas a 20 preguntas comunes sobre el fraude** en nuestras [preguntas frecuentes sobre el fraude](/ReadFAQ).
- **Guías para imprimir** y tener junto al teléfono. Descárguelas de nuestra [página de recursos](/resources).
- **Nuestros resúmenes de estafas que salieron en las noticias,** como los [trucos con cajeros de criptomonedas](/CBS) y la [suplantación del identificador de llamadas](/NewYorkPolice), cada uno con un enlace a su fuente.

### Cómo usarlo

Lea una alerta por semana. Compártala con un amigo o un familiar. Hablar de las estafas es una de las mejores maneras de detenerlas. Quien ya oyó hablar de un truco tiene mucha menos probabilidad de caer en él.

### ¿Vio algo nuevo?

Si recibe una llamada, un mensaje de texto o un correo extraño que no está en nuestra lista, avísenos. Llame al [{{phone}}]({{phoneHref}}) o escriba a [{{email}}](mailto:{{email}}). Le ayudaremos a revisarlo, y su aviso puede proteger a otra persona.`,
  },
  {
    id: 'financial-security',
    item: 'financial-security',
    title: 'Seguridad financiera',
    summary:
      'Cuide sus cuentas bancarias, sus tarjetas y sus ahorros de las estafas que van directo a su dinero.',
    body: `Al final, casi todas las estafas buscan su dinero. DefendMePro le ayuda a ponerle algunos candados fuertes.

### Qué hace DefendMePro

- **Les avisa a usted y a su persona de confianza** cuando algo parece estar mal, para que puedan actuar rápido.
- **Vigila si aparecen datos robados,** como información de cuentas que venden los delincuentes.
- **Le da una persona a quien llamar** antes de enviar dinero cuando tenga dudas.

### Reglas de dinero que lo protegen

- **Su banco nunca le pedirá su código de un solo uso.** Nunca lo diga en voz alta ni lo escriba para alguien que le llama.
- **Ninguna agencia de verdad pasa su dinero a una “cuenta segura”.** Eso siempre es una estafa.
- **Las tarjetas de regalo son para regalar, no para pagar.** Ninguna oficina del gobierno ni ninguna empresa las acepta para pagar cuentas.
- **Nunca ponga efectivo en un cajero de criptomonedas** porque alguien por teléfono se lo pidió.
- **Las transferencias bancarias son difíciles de deshacer.** Revise dos veces y luego llame a la persona a un número en el que confíe.

### Pasos sencillos para hoy mismo

1. Active las alertas de su cuenta en la aplicación o el sitio web de su banco.
2. Considere un congelamiento de crédito gratuito con Equifax, Experian y TransUnion (EE. UU.), o pregunte a Equifax Canada y TransUnion Canada por una alerta de fraude o un congelamiento (Canadá).
3. Nombre a una persona de confianza en su banco, si su banco lo permite.
4. Acuerde con su familia que ningún pago grande se hace el mismo día en que alguien lo pide.

Si el dinero ya salió de su cuenta, llame a su banco de inmediato. Después llámenos al [{{phone}}]({{phoneHref}}). Sepa más en nuestra [guía sobre el fraude con códigos bancarios](/blog/banking-otp-fraud).`,
  },
  {
    id: 'password-manager',
    item: 'password-manager',
    title: 'Administrador de contraseñas',
    summary:
      'Tenga contraseñas fuertes y distintas para cada cuenta, sin anotarlas en papelitos pegados.',
    body: `Usar la misma contraseña para todo es como usar una sola llave para la casa, el auto y la caja del banco. Si un ladrón la consigue, todo se abre. Un administrador de contraseñas resuelve eso.

### Qué es

Un administrador de contraseñas es una caja fuerte segura para sus contraseñas. Usted recuerda **una sola contraseña maestra fuerte**. La caja fuerte recuerda todas las demás y puede escribirlas por usted. Su caja fuerte está protegida con cifrado AES-256, una forma muy fuerte de codificar los datos.

### Por qué ayuda

- **Una contraseña distinta para cada cuenta.** Si se filtra una, no todo queda en peligro.
- **Crea contraseñas fuertes por usted.** Se acabaron los nombres de mascotas y los cumpleaños.
- **Funciona en todos sus dispositivos,** así que sus contraseñas están en su computadora y en su teléfono.
- **Le ayuda a reconocer sitios falsos.** Solo escribe su contraseña en el sitio web verdadero.

### Haga fuerte su contraseña maestra

Use una **frase de contraseña** de 16 caracteres o más. Junte cuatro o más palabras al azar, como una frase graciosa que solo a usted se le ocurriría. Es fácil de recordar y difícil de adivinar.

- No use nombres, cumpleaños ni direcciones.
- No se la dé a nadie. Ningún técnico de {{company}} la necesitará nunca.
- Active la verificación en dos pasos siempre que pueda.

### ¿Necesita una mano?

Configurar un administrador de contraseñas puede parecer mucho trabajo. Nuestro equipo puede ayudarle a configurarlo, una cuenta a la vez. Llame al [{{phone}}]({{phoneHref}}). Lea más en nuestra [guía sobre contraseñas seguras](/blog/password-safety).`,
  },
  {
    id: 'antivirus',
    item: 'antivirus',
    title: 'Seguridad de dispositivos',
    summary:
      'Antivirus y protección para su computadora, teléfono y tableta, con personas que pueden limpiar los problemas.',
    body: `Un antivirus bloquea programas dañinos, que también se llaman malware. El malware puede espiarle, poner lenta su computadora o bloquear sus archivos. DefendMePro incluye un antivirus para ayudarle a mantener limpios sus dispositivos.

### Por qué el antivirus solo no basta

**La mayoría de las estafas pasan por encima del antivirus.** Es porque la mayoría de las estafas no usan un virus. Usan una historia convincente. Una ventana emergente falsa, una llamada o un correo le piden que usted mismo haga algo. Por eso DefendMePro agrega atención humana y enseñanza sobre estafas.

### Qué cubre la seguridad de dispositivos

- **Busca programas dañinos** y descargas peligrosas.
- **Le advierte sobre sitios riesgosos** antes de que escriba sus datos.
- **Protege hasta 3 dispositivos** con el plan Home y hasta 10 con el plan Business.
- **Limpieza a cargo de expertos** si algo logra entrar. Una persona real le ayuda a eliminarlo.

### Advertencias en ventanas emergentes: qué hacer

Una advertencia de seguridad verdadera nunca le pedirá que llame a un número que aparece en la pantalla. Si una ventana emergente lo hace:

1. No llame a ese número y no haga clic en nada dentro de la ventana.
2. Cierre el navegador. Si no se cierra, reinicie la computadora.
3. Llámenos al [{{phone}}]({{phoneHref}}) si la ventana vuelve a aparecer.

### Mantenga sanos sus dispositivos

- Instale las actualizaciones cuando su dispositivo se lo pida. Corrigen fallas de seguridad.
- Descargue aplicaciones solo de las tiendas oficiales.
- Haga copias de seguridad de sus fotos y archivos con frecuencia.

Sepa más sobre las advertencias falsas en nuestra [guía sobre las estafas de soporte técnico](/blog/tech-support-scam).`,
  },
  {
    id: 'vpn',
    item: 'vpn',
    title: 'VPN y privacidad',
    summary:
      'Una VPN protege lo que usted hace en internet cuando usa una red Wi-Fi pública en un café, un aeropuerto, un hotel o en el extranjero.',
    body: `Una VPN, o red privada virtual, crea un túnel privado para su conexión a internet. Otras personas en la misma red no pueden ver con facilidad lo que usted envía o recibe.

### Cuándo importa más una VPN

- **Redes Wi-Fi públicas** en cafeterías, bibliotecas, aeropuertos, hoteles y hospitales.
- **De viaje,** también para los jubilados estadounidenses que viven en México, Panamá o Costa Rica.
- **Al usar el banco o comprar** cuando está fuera de casa.
- **Cualquier red que usted no controla** o en la que no confía del todo.

### Qué hace una VPN

- Codifica su conexión para que los curiosos cercanos no puedan leerla.
- Evita que otras personas en la misma red Wi-Fi lean con facilidad lo que usted envía.
- Le da más privacidad cuando usa sitios y aplicaciones fuera de casa.

### Qué no hace una VPN

Una VPN protege su conexión. No esconde todo lo que usted hace: los sitios web y las aplicaciones donde usted inicia sesión siguen viendo su actividad ahí, y una VPN no impide que esos mismos sitios le sigan el rastro. Tampoco puede detener a un estafador que lo convence de pagar o de darle un código. Siga con los buenos hábitos: haga una pausa, cuelgue y consulte con alguien de confianza.

### Consejos sencillos de privacidad

- Encienda la VPN antes de conectarse a una red Wi-Fi pública.
- Confirme el nombre de la red con el personal del lugar. Son comunes las redes falsas con nombres parecidos.
- Desactive en su teléfono la conexión automática a redes Wi-Fi abiertas.
- No comparta en las redes sociales más de lo necesario, como su fecha de cumpleaños o las fechas de sus viajes.

Si no sabe cómo encender su VPN, nuestro equipo puede mostrárselo. Llame al [{{phone}}]({{phoneHref}}).`,
  },
  {
    id: 'spam-call',
    item: 'spam-call',
    title: 'Protección contra llamadas no deseadas',
    summary:
      'Menos llamadas automáticas y de estafadores, y un plan claro para las que todavía lleguen.',
    body: `Las llamadas de estafadores son una de las formas más comunes en que los delincuentes llegan a las personas mayores. La protección contra llamadas no deseadas de DefendMePro ayuda a marcar y filtrar las llamadas que probablemente son publicidad no deseada o estafas, para que su teléfono suene menos por malas razones.

### Por qué no se puede confiar en el identificador de llamadas

Los estafadores pueden falsificar el nombre y el número que aparecen en su pantalla. Esto se llama **suplantación del identificador de llamadas**. Una llamada puede parecer de su banco, de la policía o de una oficina del gobierno sin serlo. Lea sobre esto en nuestro [resumen de noticias sobre la suplantación del identificador de llamadas](/NewYorkPolice).

### Un plan de 30 segundos para cualquier llamada sospechosa

1. **No confirme nada.** No diga su nombre, su dirección ni los datos de sus cuentas.
2. **Diga:** “Yo no hago estos trámites por teléfono. Voy a llamar yo mismo al número oficial.”
3. **Cuelgue.** No tiene que ser amable con un estafador.
4. **Vuelva a llamar** a un número en el que ya confía, como el de su tarjeta o su estado de cuenta.

### Señales de alerta en una llamada

- Le presionan para actuar ya mismo.
- Le amenazan con arrestarlo, con multas o con congelar su cuenta.
- Le piden tarjetas de regalo, transferencias bancarias o criptomonedas.
- Le piden códigos de un solo uso o acceso remoto a su computadora.
- Un ser querido en apuros le pide que guarde el secreto.

### Más ayuda

- [Frases para responder a las llamadas falsas de soporte](/IdentifyFakeCalls)
- [Nuestra guía sobre las llamadas no deseadas](/blog/spam-calls)
- [Estafas con voces clonadas por IA](/blog/ai-voice-fraud)

¿Tiene dudas sobre una llamada? Llámenos al [{{phone}}]({{phoneHref}}) y le ayudaremos a revisarla.`,
  },
  {
    id: 'human-support',
    item: 'human-support',
    title: 'Atención en vivo los 7 días de la semana',
    summary:
      'Hable con una persona real en EE. UU. que le escucha, le explica y le ayuda a resolver el problema.',
    body: `Las herramientas son importantes. Pero cuando uno está preocupado, quiere una persona tranquila al otro lado de la línea. Con DefendMePro, usted recibe atención humana real los 7 días de la semana, de nuestro equipo con sede en EE. UU.

### En qué puede ayudarle nuestro equipo

- Revisar una llamada, un mensaje de texto, un correo o una ventana emergente que le da dudas.
- Explicarle una alerta, paso a paso.
- Limpiar y ordenar todo después de una estafa o un robo de identidad.
- Configurar su administrador de contraseñas, su VPN y su antivirus.
- Explicarle las cosas en palabras sencillas, tantas veces como haga falta.

### Por qué la gente confía en nosotros

- Casi 10 años en el negocio.
- Atención paciente, sin prisas.
- Más de 100,000 problemas técnicos resueltos.
- Más de 100,000 dispositivos protegidos.

### Cómo comunicarse con nosotros

- **Teléfono:** [{{phone}}]({{phoneHref}})
- **Correo electrónico:** [{{email}}](mailto:{{email}})
- **Chat en vivo:** [chatee con nosotros](/live-support)

### Protéjase también con nosotros

A veces los estafadores se hacen pasar por empresas de soporte, incluso por la nuestra. Estas reglas lo protegen:

- **Permita el acceso remoto solo en una sesión que usted inició** al llamar al número de este sitio. Si alguien se comunica primero con usted y le pide conectarse, cuelgue, aunque sepa una contraseña.
- {{callRuleBuy}} Una llamada se puede falsificar, así que esa llamada nunca es una razón para pagar ni para dejar que alguien se conecte. Las compras se hacen por teléfono en nuestra línea gratuita, no por internet.
- Si duda de que una llamada sea de verdad nuestra, cuelgue y llame al número de este sitio.

Sepa más sobre [cómo nos comunicamos con usted](/how-we-contact-you).`,
  },
]

export const businessSection: typeof en.businessSection = {
  heading: 'DefendMePro para empresas',
  lead:
    'Las pequeñas empresas son uno de los blancos favoritos de los estafadores. DefendMePro Business protege hasta 10 dispositivos por $49.99 al mes, con un cobro anual por adelantado de $599.88 más impuestos, con la misma atención humana real los 7 días de la semana.',
  points: [
    'Cubre hasta 10 dispositivos, como computadoras de oficina, laptops y teléfonos.',
    'Antivirus, VPN y administrador de contraseñas para usted y su personal.',
    'Vigilancia de la web oscura y alertas en tiempo real si quedan expuestos datos de la empresa o del personal.',
    'Ayuda para reconocer facturas falsas, avisos de renovación falsos y pedidos de cambio de datos de pago.',
    'Protección contra llamadas no deseadas, para recibir menos llamadas automáticas y llamadas de suplantación.',
    'Atención real con sede en EE. UU. los 7 días de la semana, con limpieza a cargo de expertos si algo logra entrar.',
    'Garantía de devolución del dinero de 30 días. Combínelo con {{company}} Assist Business en el combo para empresas por $89.99 al mes, con un cobro anual por adelantado de $1,079.88 más impuestos.',
  ],
}
