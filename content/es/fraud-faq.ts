// Spanish content for the /es/ReadFAQ fraud FAQ page. Same names and types as content/fraud-faq.ts.
// Tokens such as {{phone}}, {{phoneHref}} and {{company}} are replaced from content/site.ts.
// Links inside the site point to the Spanish pages (/es/...). Where the English points to the FTC's
// reportfraud.ftc.gov and identitytheft.gov, this points to the FTC's own Spanish sites,
// ReporteFraude.ftc.gov and RobodeIdentidad.gov; other sites keep their address.
import type * as en from '../fraud-faq'

const CAFC =
  'el Centro Antifraude de Canadá (CAFC) en [antifraudcentre-centreantifraude.ca](https://antifraudcentre-centreantifraude.ca) (en inglés y francés) o al 1-888-495-8501'

export const fraudFaq: typeof en.fraudFaq = [
  {
    question: 'Alguien me llamó diciendo que es de Microsoft o de Apple y que mi computadora tiene un virus. ¿Es verdad?',
    answer: `No. Las grandes empresas de tecnología no le llaman de repente para hablarle de un virus. No saben lo que pasa en su computadora.

Esto es algo que vemos a menudo: la persona que llama suena amable y oficial. Le pide que vaya a su computadora y escriba algo. Después le pide conectarse a ella “para arreglar el problema”. Al poco rato, le pide un pago.

**Qué hacer:** Cuelgue. No vaya a su computadora mientras esa persona siga en la línea. Si le preocupa su dispositivo, llame a una empresa en la que ya confía, a un número que usted mismo haya buscado. Lea nuestra [guía sobre las estafas de falso soporte técnico](/es/blog/tech-support-scam).`,
  },
  {
    question: 'Apareció una ventana en mi pantalla que dice que mi computadora está infectada y que llame a un número. ¿Qué hago?',
    answer: `No llame a ese número. Las advertencias de seguridad verdaderas nunca le piden que llame a alguien. Esas ventanas son falsas. Están hechas para asustarle y que llame a un estafador.

La ventana puede sonar, parpadear o mostrar el logotipo de la policía o de Microsoft. Puede decir que sus archivos se van a borrar. Nada de eso es cierto.

**Qué hacer:**

1. No haga clic en nada dentro de la ventana.
2. Cierre su navegador de internet. Si no se cierra, mantenga presionado el botón de encendido para reiniciar la computadora.
3. Si la ventana sigue apareciendo, llame a {{company}} al [{{phone}}]({{phoneHref}}) y le ayudaremos a limpiarla.`,
  },
  {
    question: 'Dejé que un desconocido entrara a mi computadora. ¿Qué hago ahora?',
    answer: `Actúe ya, pero con calma. Mucha gente ha caído en este engaño, y usted puede limitar el daño.

1. **Desconecte el internet.** Desenchufe el cable o apague el Wi-Fi. Así el desconocido queda fuera.
2. **Llame a su banco** al número que aparece en el reverso de su tarjeta. Cuénteles lo que pasó.
3. **Desde otro dispositivo que sea seguro,** cambie las contraseñas de su correo electrónico y de su banco.
4. **Haga revisar la computadora** antes de volver a usarla para el banco. El desconocido pudo haber dejado un programa instalado.
5. **Denúncielo.** En EE. UU., en [ReporteFraude.ftc.gov](https://reportefraude.ftc.gov) y en [ic3.gov](https://www.ic3.gov) (en inglés). En Canadá, ante ${CAFC}.

{{company}} puede ayudarle a revisar y limpiar la computadora. Llame al [{{phone}}]({{phoneHref}}). De ahora en adelante, permita el acceso remoto solo en una sesión de soporte que usted haya iniciado al llamar a un número que buscó usted mismo, como el de este sitio web.`,
  },
  {
    question: 'Me llamaron diciendo que son del IRS, del Seguro Social de EE. UU. (SSA) o de Medicare y que debo dinero. ¿Es verdad?',
    answer: `Casi seguro que no. El IRS (la agencia de impuestos de EE. UU.) se comunica primero por correo postal, no con una llamada sorpresa. Las agencias del gobierno no amenazan con arrestarle por teléfono. No exigen tarjetas de regalo, transferencias de dinero ni criptomonedas.

Los estafadores usan esos nombres porque suenan serios. Puede que sepan parte de su número de Seguro Social. Pueden falsificar el número que aparece en su identificador de llamadas.

**Qué hacer:** Cuelgue. No presione ningún botón. Si quiere comprobarlo, busque el número oficial de la agencia en su sitio web o en una carta que ya tenga. Luego llame usted mismo. Puede denunciar la llamada en [ReporteFraude.ftc.gov](https://reportefraude.ftc.gov). En Canadá, quienes llaman suelen decir que son de la Agencia de Ingresos de Canadá (CRA) o de la Real Policía Montada de Canadá (RCMP); denuncie esas llamadas ante ${CAFC}.`,
  },
  {
    question: 'Alguien me pidió que pagara con tarjetas de regalo. ¿Eso es normal alguna vez?',
    answer: `No. **Las tarjetas de regalo son para regalar, no para pagar.** Ninguna oficina del gobierno, compañía de servicios, banco ni empresa de tecnología le pedirá que pague una cuenta con tarjetas de regalo.

A los estafadores les encantan las tarjetas de regalo porque el dinero llega rápido y es difícil de rastrear. En cuanto usted lee en voz alta los números del reverso, el dinero casi siempre se pierde.

**Qué hacer:** Deténgase. No compre las tarjetas. Si ya las compró, no comparta los números. Si ya los compartió, comuníquese de inmediato con la empresa que emitió la tarjeta y guarde su recibo. Después denúncielo en [ReporteFraude.ftc.gov](https://reportefraude.ftc.gov) o, en Canadá, ante ${CAFC}. Si alguien en la tienda le pregunta si otra persona le dijo que comprara las tarjetas, dígale la verdad. Está tratando de ayudarle.`,
  },
  {
    question: 'Mi “banco” me llamó y me pidió que le leyera el código que me acababa de enviar por mensaje de texto. ¿Debo hacerlo?',
    answer: `No, nunca. **Su banco nunca le pedirá un código de un solo uso.** Ese código es la llave de su cuenta. Quien se lo pida está tratando de entrar.

Esto es algo que vemos a menudo: alguien llama y dice que hay un fraude en su cuenta. Para “detenerlo”, le envía un código y le pide que se lo lea. En realidad, el estafador está entrando a su cuenta, y el código le permite terminar.

**Qué hacer:** Cuelgue. Llame a su banco al número que aparece en el reverso de su tarjeta. Dígales que alguien trató de obtener su código. Lea nuestra [guía sobre las estafas con códigos del banco](/es/blog/banking-otp-fraud).`,
  },
  {
    question: 'Mi nieto me llamó llorando y necesita dinero para pagar una fianza. ¿Cómo sé si de verdad es él?',
    answer: `Esto se conoce como la estafa de los abuelos. Los estafadores pueden hacerse pasar por un nieto, un abogado o un policía. Hoy hasta pueden copiar la voz de un ser querido con inteligencia artificial (IA), a partir de una grabación corta de internet.

Señales de alerta: la persona que llama está alterada, la historia es urgente y le ruega que lo mantenga en secreto. Le pide efectivo, tarjetas de regalo, una transferencia o criptomonedas. A veces un “mensajero” se ofrece a pasar a recoger el dinero.

**Qué hacer:** Cuelgue. Llame directamente a su nieto al número que ya tiene. Llame también a sus padres. Haga una pregunta que solo la persona real sabría responder, o use la palabra clave de su familia. Lea nuestra [guía sobre la clonación de voz con IA y las llamadas de emergencia falsas](/es/blog/ai-voice-fraud).`,
  },
  {
    question: 'Conocí en internet a alguien que me importa, y ahora necesita dinero. ¿Qué debo pensar?',
    answer: `Por favor, tenga cuidado. Los estafadores románticos pasan semanas o meses ganándose su confianza. Muchas veces dicen que trabajan en el extranjero, en una plataforma petrolera, en el ejército o como médicos en otro país. Siempre tienen un motivo para no poder verse en persona ni hacer una videollamada.

Tarde o temprano surge un problema. Puede ser una cuenta médica, un gasto de viaje, un cargo de aduana o una “inversión” que quieren compartir con usted.

**Una regla sencilla:** si nunca ha visto a alguien en persona, no le envíe dinero. Hable con un familiar o un amigo de confianza. Su mirada desde afuera puede ayudarle. También puede pedirnos una segunda opinión al [{{phone}}]({{phoneHref}}). Lea nuestra [guía sobre las estafas románticas](/es/blog/romance-scam).`,
  },
  {
    question: 'Recibí un mensaje que dice que gané una lotería o un premio, pero primero tengo que pagar un cargo. ¿Es legítimo?',
    answer: `No. Un premio de verdad nunca le pide que pague para cobrarlo. Los cargos por “impuestos”, “trámites” o “envío” son la estafa.

Pregúntese también: ¿participó usted en ese concurso? No se puede ganar una lotería en la que nunca participó. Las loterías extranjeras que le contactan por teléfono, por correo postal o por correo electrónico son un truco común.

**Qué hacer:** No pague nada y no comparta los datos de su banco. No devuelva la llamada a los números del mensaje. Tire la carta o borre el mensaje. Si siguen llamando, cuelgue cada vez. Los estafadores que consiguen dinero una vez suelen volver con un nuevo “cargo”, así que lo mejor es cortar desde el principio.`,
  },
  {
    question: 'El identificador de llamadas mostraba el número real de mi banco. ¿Eso no prueba que la llamada es verdadera?',
    answer: `No. Los estafadores pueden falsificar el nombre y el número que aparecen en su pantalla. Esto se llama **falsificación del identificador de llamadas** (en inglés, *spoofing*). Una llamada puede parecer que viene de su banco, de la policía o de una oficina del gobierno sin que sea así.

Por eso, el identificador de llamadas es una pista, no una prueba. La única forma segura de comprobarlo es colgar y llamar usted mismo a la organización. Use un número en el que ya confía, como el del reverso de su tarjeta, el de un estado de cuenta o el del sitio web oficial.

Espere un minuto antes de marcar, o use otro teléfono. Así se asegura de que la llamada anterior terminó por completo. Conozca más en nuestro [resumen de la advertencia de la Policía de Nueva York (NYPD) sobre las llamadas falsificadas](/es/NewYorkPolice).`,
  },
  {
    question: 'Alguien dice que mi dinero está en peligro y que debo pasarlo a una “cuenta segura” o a un cajero de criptomonedas. ¿Y ahora qué?',
    answer: `Es una estafa, siempre. Ningún banco, cuerpo de policía ni agencia del gobierno de verdad le dirá que mueva su dinero para protegerlo. Ninguno le pedirá que deposite efectivo en un cajero de criptomonedas.

Los estafadores pueden decir que su cuenta fue hackeada o que está relacionada con un delito. Pueden decirle que no hable con el personal de su banco. Pueden quedarse en el teléfono mientras usted maneja hasta el banco.

**Qué hacer:** Cuelgue. No mueva dinero. Llame a su banco al número de su tarjeta. Si alguien va a ir a su casa a recoger efectivo u oro, llame al 911 (en EE. UU. y en Canadá). Si ya envió dinero, avise de inmediato a su banco y denúncielo en [ic3.gov](https://www.ic3.gov) (en inglés) o, en Canadá, ante el Centro Antifraude de Canadá al 1-888-495-8501. Puede leer nuestro [resumen de la estafa de los cajeros de criptomonedas, una noticia reciente](/es/CBS).`,
  },
  {
    question: '¿Cómo sé si un correo electrónico es una estafa de phishing?',
    answer: `El phishing es cuando un estafador envía un mensaje que parece verdadero para obtener sus datos o su dinero. Fíjese en estas señales:

- Le mete prisa: “Su cuenta se cerrará hoy”.
- La dirección del remitente no coincide con la empresa o tiene errores raros.
- Le saluda con “Estimado cliente” en vez de usar su nombre.
- Le pide que haga clic en un enlace, que abra un archivo adjunto o que “confirme” sus datos.
- Muestra un cargo o un pedido que usted no reconoce.

**Qué hacer:** No haga clic. Vaya al sitio web de la empresa escribiendo usted mismo la dirección, o llame a un número en el que confía. Después borre el correo. Lea nuestra [guía sobre los correos de phishing y los mensajes de texto fraudulentos](/es/blog/phishing-emails).`,
  },
  {
    question: 'Hice clic en un enlace de un correo o de un mensaje de texto sospechoso. ¿Estoy en problemas?',
    answer: `No necesariamente. Solo hacer clic muchas veces causa poco daño. El peligro está en lo que hizo después.

- **Si solo hizo clic y cerró la página,** cierre su navegador y esté atento a cualquier cosa extraña.
- **Si escribió una contraseña,** cámbiela enseguida. Cámbiela también en cualquier otra cuenta que use la misma contraseña.
- **Si escribió datos de su tarjeta o de su banco,** llame a su banco al número de su tarjeta.
- **Si descargó o abrió un archivo,** desconéctese de internet y haga revisar su dispositivo.

Active la verificación en dos pasos para su correo electrónico y su banco. Significa que para entrar se necesita su contraseña y además un código. Si tiene dudas, llámenos al [{{phone}}]({{phoneHref}}).`,
  },
  {
    question: '¿Cómo sé si me robaron la identidad?',
    answer: `El robo de identidad es cuando alguien usa sus datos personales para hacerse pasar por usted. Fíjese en estas señales:

- Cuentas, tarjetas o cartas de cuentas que usted nunca abrió.
- Cargos que no reconoce en sus estados de cuenta.
- Llamadas de cobradores por deudas que no son suyas.
- Su declaración de impuestos es rechazada porque ya se presentó una a su nombre.
- Cuentas médicas por atención que nunca recibió.
- De repente deja de recibir su correo habitual o sus estados de cuenta.

**Qué hacer:** En EE. UU., vaya a [RobodeIdentidad.gov](https://www.robodeidentidad.gov). Es el sitio oficial de la FTC en español, y le da un plan de recuperación paso a paso. Piense también en congelar su crédito. En Canadá, denúncielo a la policía local y ante ${CAFC}, y pida una alerta de fraude a Equifax Canada y a TransUnion Canada. Lea nuestra [guía sobre el robo de identidad](/es/blog/identity-theft).`,
  },
  {
    question: '¿Qué es congelar el crédito, y debería hacerlo?',
    answer: `Congelar el crédito impide que los prestamistas vean su informe de crédito. Como la mayoría de los prestamistas revisan primero ese informe, un ladrón por lo general no puede abrir un crédito nuevo a su nombre.

Para muchas personas mayores de 65 años, es un paso inteligente. Quizás usted no abre muchos créditos nuevos, así que el congelamiento casi nunca le estorba.

**Datos clave:**

- En EE. UU., congelar el crédito es gratis por ley federal desde 2018.
- En EE. UU., debe pedirlo a cada una de las tres agencias de crédito: Equifax, Experian y TransUnion.
- En Canadá, comuníquese con Equifax Canada y con TransUnion Canada. Pida una alerta de fraude y, si su provincia lo ofrece, un congelamiento de seguridad.
- No afecta su puntaje de crédito ni sus tarjetas actuales.
- Puede levantarlo por un tiempo corto cuando necesite solicitar un crédito.

Guarde en un lugar seguro los PIN o los datos de acceso de su congelamiento.`,
  },
  {
    question: '¿Dónde debo denunciar una estafa?',
    answer: `Denunciar le ayuda a usted, y ayuda a que los estafadores no lleguen a otras personas. Estos son los lugares:

- **Su banco o la compañía de su tarjeta:** llame primero si hay dinero de por medio. Use el número de su tarjeta.
- **Comisión Federal de Comercio, FTC (EE. UU.):** [ReporteFraude.ftc.gov](https://reportefraude.ftc.gov)
- **Centro de Denuncias de Delitos por Internet del FBI, IC3 (EE. UU.):** [ic3.gov](https://www.ic3.gov) (en inglés), para fraudes en internet o hechos por internet.
- **Robo de identidad (EE. UU.):** [RobodeIdentidad.gov](https://www.robodeidentidad.gov), para un plan de recuperación personal.
- **¿Prefiere hablar con alguien? (EE. UU.)** La línea de ayuda de la Red de Vigilancia de Fraudes de AARP (AARP Fraud Watch Network Helpline), 877-908-3360, es gratuita y está abierta a todos. Las personas de 60 años o más pueden llamar a la Línea Nacional contra el Fraude a Personas Mayores del Departamento de Justicia (National Elder Fraud Hotline), 1-833-372-8311.
- **Canadá:** ${CAFC}.
- **La policía local,** en especial si perdió dinero o recibió amenazas. Si alguien está en peligro en este momento, llame al 911 (en EE. UU. y en Canadá).

Por favor, no sienta vergüenza. Los estafadores son profesionales hábiles. Contarlo es un acto de valor, y es el primer paso para recibir ayuda.`,
  },
  {
    question: '¿Puedo recuperar mi dinero después de una estafa?',
    answer: `A veces, y lo que más importa es la rapidez. Si puede, actúe en cuestión de horas, no de días.

- **Pagos con tarjeta:** llame a la compañía de su tarjeta. Es posible que pueda disputar el cargo.
- **Transferencias bancarias y giros:** llame enseguida a su banco y pídale que intente detener o recuperar el pago.
- **Tarjetas de regalo:** comuníquese con la empresa que emitió la tarjeta, con su recibo en la mano.
- **Criptomonedas:** es muy difícil recuperarlas, pero denúncielo enseguida: en [ic3.gov](https://www.ic3.gov) (en inglés) en EE. UU., o ante el Centro Antifraude de Canadá (1-888-495-8501) en Canadá.

Guarde un registro: fechas, montos, nombres, números de teléfono y mensajes. Después denúncielo: en [ReporteFraude.ftc.gov](https://reportefraude.ftc.gov) en EE. UU., o ante el Centro Antifraude de Canadá en Canadá.

Sea honesto consigo mismo: no siempre se recupera el dinero. Por eso también importa la siguiente pregunta.`,
  },
  {
    question: 'Alguien me ofreció recuperar el dinero que perdí, a cambio de un pago. ¿Me puede ayudar?',
    answer: `Tenga mucho cuidado. Esto se llama estafa de recuperación. Las personas que ya perdieron dinero una vez a menudo vuelven a ser blanco de estafas.

Quien llama puede decir que es abogado, que es de una oficina del gobierno o de una empresa de “recuperación de fondos”. Puede saber exactamente cuánto perdió usted. Le pide un pago por adelantado, los datos de su banco o acceso remoto a su computadora.

**Recuerde:** las agencias del gobierno de verdad no le cobran por recuperar su dinero. La policía y la FTC no llaman para pedirle un pago a cambio de devolverle fondos.

**Qué hacer:** Cuelgue. No pague. Hable directamente con su banco y con la policía local. Denuncie la llamada en [ReporteFraude.ftc.gov](https://reportefraude.ftc.gov) o, en Canadá, ante ${CAFC}.`,
  },
  {
    question: '¿Cómo puedo recibir menos llamadas no deseadas y de estafadores?',
    answer: `No puede detener todas las llamadas, pero sí puede reducirlas mucho.

- **No conteste números que no conoce.** Quien llama de verdad le dejará un mensaje.
- **Nunca presione un número** para que “le saquen de la lista”. Eso les confirma a los estafadores que su línea está activa.
- **Inscriba su número en la lista para no recibir llamadas de ventas.** En EE. UU., es el Registro Nacional No Llame de la FTC (National Do Not Call Registry): [donotcall.gov](https://www.donotcall.gov) o 1-888-382-1222. En Canadá, es la Lista Nacional de Exclusión de Llamadas (National Do Not Call List): [lnnte-dncl.gc.ca](https://www.lnnte-dncl.gc.ca) (en inglés y francés) o 1-866-580-3625. Los vendedores honestos respetan estas listas. Los estafadores no, así que desconfíe de cualquier llamada de ventas.
- **Reenvíe los mensajes de texto fraudulentos al 7726** (en el teclado, esas teclas forman la palabra SPAM). Funciona con la mayoría de las compañías telefónicas en EE. UU. y en Canadá.
- **Active el filtro de llamadas que trae su teléfono,** o pregunte a su compañía telefónica qué ofrece.
- **Use una protección contra llamadas no deseadas,** como la que incluye DefendMePro. Vea la [protección contra llamadas no deseadas](/es/DefendPro?item=spam-call).

Lea nuestra [guía sobre las llamadas no deseadas y las llamadas automáticas](/es/blog/spam-calls).`,
  },
  {
    question: '¿Cómo sé que una llamada de {{company}} es realmente de {{company}}?',
    answer: `Buena pregunta. La respuesta honesta es que no lo puede saber por la llamada misma. El nombre, el número y la voz de quien llama se pueden falsificar, así que una llamada, un mensaje de texto o un correo que le llega nunca es prueba por sí solo. Esto es lo que sí puede tener por seguro:

- **Cuelgue y llámenos usted mismo.** Llame al [{{phone}}]({{phoneHref}}), el número de este sitio web, y pregunte. Ese es el único contacto en el que puede confiar, porque lo inició usted.
- **Acceso remoto solo en una sesión que usted inició.** Nos conectamos a su computadora solo en una sesión de soporte que usted comenzó al llamarnos. Si alguien se comunica primero con usted y le pide conectarse, cuelgue. Una contraseña por sí sola nunca prueba quién es alguien.
- {{callRuleBuy}} Las compras se hacen por teléfono en nuestra línea gratuita, no en internet.

Si alguien que dice ser de nuestra empresa le pide tarjetas de regalo, criptomonedas o un código de un solo uso, cuelgue. Conozca [cómo reconocer un mensaje verdadero de nuestra parte](/es/how-we-contact-you).`,
  },
]

export const familySafetyPlan: typeof en.familySafetyPlan = {
  heading: 'El plan de seguridad de su familia',
  intro:
    'Las estafas funcionan mejor cuando usted no tiene a nadie al lado, tiene prisa y tiene miedo. Un plan familiar sencillo les quita esas armas. Siéntese con las personas en quienes confía y pónganse de acuerdo en estos pasos. Toma unos 20 minutos, y puede salvar sus ahorros.',
  steps: [
    {
      title: 'Elija una palabra clave familiar',
      text:
        'Escoja con su familia una palabra o una frase corta que solo conozcan ustedes. No la publique en internet. Si alguien llama diciendo que es un ser querido en apuros, pídale la palabra clave. Un estafador no la sabrá, aunque use una copia de una voz hecha con IA.',
    },
    {
      title: 'Decida a quién llamar',
      text:
        'Anote los números de teléfono verdaderos de dos o tres personas a las que llamará antes de enviar dinero. Si alguien le dice que un nieto está en problemas, usted cuelga y primero llama a ese nieto y a sus padres a esos números.',
    },
    {
      title: 'Elija un contacto de confianza',
      text:
        'Nombre a una persona que pueda darle una segunda opinión sobre cualquier llamada, carta o pedido de pago extraño. Con DefendMePro, esta persona también puede recibir avisos en tiempo real cuando algo no parece estar bien, para que usted nunca enfrente un problema solo.',
    },
    {
      title: 'Ponga la regla de "consultarlo con la almohada"',
      text:
        'Acuerde con su familia que ningún pago grande, transferencia o compra de tarjetas de regalo se hace el mismo día en que alguien lo pide. Las emergencias verdaderas pueden esperar unas horas para comprobarlas. Los estafadores no pueden, y su presión ya es una señal de alerta.',
    },
    {
      title: 'Tenga una lista de llamadas junto al teléfono',
      text:
        'Ponga una tarjeta cerca de su teléfono con el número del reverso de su tarjeta del banco, su contacto de confianza, {{company}} al {{phone}}, y dónde denunciar: en EE. UU., [ReporteFraude.ftc.gov](https://reportefraude.ftc.gov), [ic3.gov](https://www.ic3.gov) (en inglés) y la línea de ayuda de la Red de Vigilancia de Fraudes de AARP (AARP Fraud Watch Network Helpline), 877-908-3360; en Canadá, el Centro Antifraude de Canadá, 1-888-495-8501. Cuando esté alterado, no tendrá que buscar.',
    },
    {
      title: 'Proteja sus cuentas principales',
      text:
        'Active la verificación en dos pasos para su correo electrónico y su banco. Use frases de contraseña largas, de 16 caracteres o más, y un administrador de contraseñas. Piense en congelar su crédito gratis con Equifax, Experian y TransUnion en EE. UU., o en pedir una alerta de fraude a Equifax Canada y TransUnion Canada. Pida a un familiar que le ayude a configurarlo.',
    },
    {
      title: 'Que sea fácil hablar',
      text:
        'Prométanse que nadie será culpado ni avergonzado por haber sido blanco de una estafa. La gente oculta las estafas por vergüenza, y eso les da más tiempo a los estafadores. Una llamada rápida y sincera a la familia es la forma más rápida de detener la pérdida.',
    },
    {
      title: 'Practiquen una o dos veces al año',
      text:
        'Hagan un simulacro de llamada falsa: una persona hace de estafador y la otra practica decir “Le devuelvo la llamada a un número en el que confío” y colgar. Repasen el plan cada vez que cambien los números de teléfono o aparezca una estafa nueva en las noticias.',
    },
  ],
}

export const renewalScam: typeof en.renewalScam = {
  heading: 'La estafa de la renovación falsa y de la confirmación de pedido',
  intro:
    'Así suele ocurrir. Un correo electrónico o una carta dice que su suscripción a un servicio conocido se renovó, o que se envió un pedido. Puede usar el nombre de Geek Squad, Norton, McAfee, PayPal u otra marca conocida. El cargo es alto, muchas veces de unos cientos de dólares, y aparece un número de teléfono “para cancelar o pedir un reembolso”. Cuando usted llama, un agente amable le ofrece arreglarlo. Le pide conectarse a su computadora. Luego dice que le devolvió demasiado dinero por error. Le pide que devuelva la diferencia, muchas veces con tarjetas de regalo, una transferencia o criptomonedas. Nunca hubo un cargo real. La factura es la carnada, y el número de teléfono lleva directo al estafador.',
  signs: [
    'Usted no recuerda haber comprado o renovado el producto o el servicio.',
    'El correo viene de una dirección de correo gratuita o de un remitente con un nombre raro, no de la empresa misma.',
    'Lo principal del mensaje es un número de teléfono al que llamar por un reembolso o una cancelación.',
    'La factura viene como archivo adjunto o como imagen, y el monto es lo bastante alto como para preocuparle.',
    'El “agente” le pide instalar una aplicación o dejarle conectarse a su computadora.',
    'Le muestra su cuenta del banco y le dice que le devolvieron demasiado dinero por error.',
    'Le pide que devuelva dinero, que compre tarjetas de regalo, que haga una transferencia o que use un cajero de criptomonedas.',
    'Le dice que lo mantenga en secreto o que no hable con el personal de su banco.',
  ],
  whatToDo: [
    'No llame al número del correo o de la carta, y no responda.',
    'Revise usted mismo si existe el cargo: entre a su cuenta del banco o de la tarjeta escribiendo la dirección, o llame al número del reverso de su tarjeta.',
    'Si tiene una cuenta real con la empresa, entre por su sitio web o su aplicación oficial, no por un enlace del mensaje.',
    'Nunca deje que nadie entre a su computadora a menos que usted mismo haya iniciado la sesión de soporte, llamando a un número que buscó usted. Cuelgue si alguien se comunica primero con usted y le pide conectarse, aunque sepa una contraseña.',
    'Nunca devuelva dinero por un “error en el reembolso”. Las empresas de verdad corrigen los errores de cobro sin tarjetas de regalo, transferencias ni criptomonedas.',
    'Si ya llamó o pagó, comuníquese enseguida con su banco, cambie sus contraseñas desde un dispositivo seguro y haga revisar su computadora.',
    'Denuncie el mensaje en [ReporteFraude.ftc.gov](https://reportefraude.ftc.gov) o, en Canadá, ante el Centro Antifraude de Canadá en [antifraudcentre-centreantifraude.ca](https://antifraudcentre-centreantifraude.ca) (en inglés y francés) o al 1-888-495-8501.',
    '¿Tiene dudas sobre una factura? Llámenos al {{phone}} y le ayudaremos a revisarla.',
  ],
}
