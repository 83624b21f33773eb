// THE table of warning signs: every signal the checker knows, its weight, the words that reveal it
// (English and Spanish together), and its explanation in both languages. Change the rules here only;
// `npm run bench:scam-check` and tests/unit/scam-check-corpus.test.ts measure every change against the
// labelled corpus in tests/fixtures/scam-check/.
//
// Phrase syntax (matched on words, lower case, accents removed, so "código" = "codigo"):
//   - words separated by spaces must follow each other;
//   - `#` is any number ("within # hours");
//   - a word ending in `*` matches any word that starts with it ("arrest*": arrest, arrested...);
//   - `negatable` signals are ignored when "not", "never", "no", "nunca"... comes just before
//     ("we will never ask for your Social Security number" is not a request for it).
// Weights: a sign of 4+ alone makes "Be careful"; 6+ in total makes "Likely a scam" (see score.ts).
// Hints (weight 1–2: a brand name, a deadline, a link to click) never count alone.

export type Lang = 'en' | 'es'

export interface Explanation {
  title: string
  detail: string
}

export interface Signal {
  id: string
  weight: number
  /** Word phrases; empty for signals found by the link and phone scanners (links.ts, check.ts). */
  phrases: string[]
  negatable?: boolean
  en: Explanation
  es: Explanation
}

export const SIGNALS = [
  // ---- payment ------------------------------------------------------------------------------------
  {
    id: 'gift-card',
    weight: 6,
    phrases: [
      'gift card*', 'giftcard*', 'google play card*', 'itunes card*', 'apple card* from', 'steam card*', 'ebay card*',
      'target card*', 'amazon card*', 'vanilla card*', 'prepaid card*', 'numbers on the back', 'scratch off the back',
      'scratch the back', 'tarjeta* de regalo', 'tarjetas regalo', 'tarjeta regalo', 'tarjeta* de google play',
      'tarjeta* prepagada*', 'numeros de atras', 'numeros de la parte de atras',
      'codigos de las tarjetas', 'foto de las tarjetas', 'tarjetas de itunes', 'tarjetas de amazon', 'tarjetas de apple',
    ],
    negatable: true,
    en: {
      title: 'Asks for gift cards',
      detail: 'No real company, bank or government office asks to be paid with gift cards. Only scammers do.',
    },
    es: {
      title: 'Pide tarjetas de regalo',
      detail: 'Ninguna empresa, banco ni oficina del gobierno de verdad cobra con tarjetas de regalo. Solo los estafadores lo hacen.',
    },
  },
  {
    id: 'wire-transfer',
    weight: 4,
    phrases: [
      'wire the money', 'wire the funds', 'wire the', 'wire transfer to', 'wire it', 'wire money', 'send a wire', 'western union',
      'moneygram', 'money gram', 'ria money transfer', 'giro por western union', 'enviar un giro', 'envie un giro',
      'haga una transferencia', 'hacer una transferencia', 'transfiera el dinero', 'transferir el dinero',
      'deposit it into this account', 'deposit the money into', 'move your money to a safe account', 'safe account',
      'secure account to protect', 'cuenta segura',
    ],
    negatable: true,
    en: {
      title: 'Asks you to wire or move money',
      detail: 'Money sent by wire, or moved to an account someone "set up for you", is almost impossible to get back. Real banks never ask you to move your money to protect it.',
    },
    es: {
      title: 'Pide enviar o mover dinero',
      detail: 'El dinero enviado por giro, o movido a una cuenta que alguien "abrió para usted", casi nunca se recupera. Un banco de verdad nunca le pide mover su dinero para protegerlo.',
    },
  },
  {
    id: 'crypto',
    weight: 5,
    phrases: [
      'bitcoin*', 'crypto', 'cryptocurrency', 'crypto currency', 'usdt', 'tether', 'ethereum', 'btc', 'crypto atm',
      'coin atm', 'criptomoneda*', 'cripto', 'cajero de bitcoin', 'wallet address', 'billetera digital',
    ],
    negatable: true,
    en: {
      title: 'Asks for cryptocurrency',
      detail: 'Scammers ask for Bitcoin and other cryptocurrency because payments cannot be reversed. No government office or real business asks you to pay at a Bitcoin machine.',
    },
    es: {
      title: 'Pide criptomonedas',
      detail: 'Los estafadores piden Bitcoin y otras criptomonedas porque esos pagos no se pueden cancelar. Ninguna oficina del gobierno ni empresa seria le pide pagar en un cajero de Bitcoin.',
    },
  },
  {
    id: 'cash-courier',
    weight: 6,
    phrases: [
      'courier will', 'a courier', 'send a courier', 'someone will come to your house', 'someone to pick up',
      'pick up the cash', 'pick up the money', 'pick up the package of cash', 'cash in a box', 'cash in an envelope',
      'withdraw cash', 'withdraw the cash', 'put the cash', 'mail the cash', 'mail cash', 'un mensajero', 'mensajero pasara',
      'recoger el dinero', 'retire el dinero', 'retirar el dinero en efectivo', 'dinero en efectivo en una caja',
    ],
    negatable: true,
    en: {
      title: 'Asks for cash handed to a courier',
      detail: 'Sending someone to collect cash from your home is a known scam. No real agency, bank or lawyer collects money this way.',
    },
    es: {
      title: 'Pide entregar efectivo a un mensajero',
      detail: 'Mandar a alguien a su casa a recoger efectivo es una estafa conocida. Ninguna agencia, banco o abogado de verdad cobra así.',
    },
  },
  {
    id: 'payment-app',
    weight: 3,
    phrases: [
      'send it by zelle', 'send it through zelle', 'pay by zelle', 'pay with zelle', 'pay via zelle', 'zelle it',
      'send via zelle', 'by cash app', 'through cash app', 'via cash app', 'pay with venmo', 'send it on venmo',
      'zelle to yourself', 'pagar por zelle', 'envie por zelle', 'enviar por zelle',
    ],
    negatable: true,
    en: {
      title: 'Asks for a payment app transfer',
      detail: 'Money sent with Zelle, Cash App or Venmo goes out at once and is hard to get back. Use these apps only with people you know.',
    },
    es: {
      title: 'Pide pagar con una aplicación',
      detail: 'El dinero enviado por Zelle, Cash App o Venmo sale al instante y es difícil de recuperar. Use estas aplicaciones solo con personas que conoce.',
    },
  },
  {
    id: 'fee-to-claim',
    weight: 4,
    phrases: [
      'processing fee', 'release fee', 'small fee', 'pay the taxes', 'pay a fee', 'pay the fee', 'customs fee', 'customs charge',
      'redelivery fee', 'delivery fee of', 'shipping fee of', 'clearance fee', 'transfer fee', 'handling fee',
      'pay the customs', 'cargo de envio', 'tarifa de envio', 'pagar una tarifa', 'pague una tarifa', 'pagar los impuestos',
      'pague los impuestos', 'tarifa de procesamiento', 'cuota de', 'pequena tarifa', 'pequeno pago',
    ],
    negatable: true,
    en: {
      title: 'Wants a fee before you get something',
      detail: 'Paying a "fee" or "taxes" first to get a prize, a refund or a parcel is a classic trick. Real prizes and deliveries do not work this way.',
    },
    es: {
      title: 'Pide un pago antes de darle algo',
      detail: 'Pagar primero una "tarifa" o "impuestos" para recibir un premio, un reembolso o un paquete es un truco clásico. Los premios y envíos de verdad no funcionan así.',
    },
  },
  // ---- pressure -----------------------------------------------------------------------------------
  {
    id: 'urgency',
    weight: 2,
    phrases: [
      'urgent', 'urgently', 'immediately', 'right away', 'right now', 'act now', 'act fast', 'within # hours',
      'within # hour', 'within # minutes', 'within # days', 'within the next # hours', 'in the next # hours',
      'final notice', 'final warning', 'last warning', 'last chance', 'expires today', 'today only', 'before it is too late',
      'as soon as possible', 'asap', 'time sensitive', 'urgente', 'urgentemente', 'inmediatamente', 'de inmediato',
      'ahora mismo', 'en las proximas # horas', 'dentro de # horas', 'en # horas', 'ultimo aviso', 'aviso final',
      'vence hoy', 'lo antes posible', 'hoy mismo', 'en 24 horas', 'antes de que sea tarde', 'ultima oportunidad',
    ],
    en: {
      title: 'Rushes you',
      detail: 'A short deadline is meant to stop you from thinking or asking someone. Real companies give you time.',
    },
    es: {
      title: 'Le apura',
      detail: 'Un plazo corto busca que no piense ni pregunte a nadie. Las empresas de verdad le dan tiempo.',
    },
  },
  {
    id: 'threat',
    weight: 4,
    phrases: [
      'arrest*', 'warrant', 'police will', 'police are on their way', 'sheriff', 'jail', 'deport*', 'lawsuit',
      'legal action', 'sued', 'criminal charges', 'charges against you', 'suspend your social security',
      'social security number has been suspended', 'frozen your', 'freeze your', 'seize*', 'penalty', 'arresto',
      'orden de arresto', 'la policia', 'carcel', 'deportacion', 'deportado', 'demanda en su contra', 'accion legal',
      'cargos criminales', 'multa',
      'seguro social ha sido suspendido', 'seguro social fue suspendido', 'seguro social sera suspendido',
      'suspender su seguro social', 'suspenderemos su', 'congelar su cuenta', 'congelaremos su', 'orden de captura',
    ],
    negatable: true,
    en: {
      title: 'Threatens you',
      detail: 'Threats of arrest, lawsuits or frozen money are used to scare you into paying. Government offices send letters; they do not threaten you by phone, text or e-mail.',
    },
    es: {
      title: 'Le amenaza',
      detail: 'Las amenazas de arresto, demandas o dinero congelado buscan asustarle para que pague. Las oficinas del gobierno envían cartas; no amenazan por teléfono, texto ni correo.',
    },
  },
  {
    id: 'account-closed',
    weight: 3,
    phrases: [
      'account will be closed', 'account will be suspended', 'account has been suspended', 'account is suspended',
      'account has been locked', 'account is locked', 'account will be locked', 'account has been disabled',
      'account will be deactivated', 'account has been restricted', 'account is on hold', 'account has been limited',
      'service will be disconnected', 'power will be shut off', 'power will be disconnected', 'will be terminated',
      'cuenta sera cerrada', 'cuenta ha sido suspendida', 'cuenta sera suspendida', 'cuenta esta bloqueada',
      'cuenta ha sido bloqueada', 'cuenta suspendida', 'cuenta bloqueada', 'se cortara el servicio',
      'cuenta fue suspendida', 'cuenta fue bloqueada', 'cuenta sera bloqueada', 'cuenta sera desactivada',
      'cuenta ha sido desactivada', 'cuenta ha sido restringida', 'le cortaremos', 'se suspendera su',
    ],
    negatable: true,
    en: {
      title: 'Says your account or service will be cut off',
      detail: 'Scammers say your account is locked or your power will be cut so you act before you check. Call the company on the number on your bill or card instead.',
    },
    es: {
      title: 'Dice que cerrarán su cuenta o servicio',
      detail: 'Los estafadores dicen que su cuenta está bloqueada o que le cortarán la luz para que actúe sin comprobar. Llame a la empresa al número de su factura o tarjeta.',
    },
  },
  {
    id: 'secrecy',
    weight: 5,
    phrases: [
      'dont tell anyone', 'do not tell anyone', 'dont tell anybody', 'do not tell anybody', 'dont tell mom',
      'dont tell dad', 'dont tell my parents', 'keep this between us', 'keep this a secret', 'keep it secret',
      'keep this confidential', 'keep this private', 'do not discuss this', 'dont discuss this', 'gag order',
      'do not tell the bank', 'dont tell the bank', 'do not tell your bank', 'dont tell your bank', 'do not hang up',
      'dont hang up', 'stay on the line', 'no le diga a nadie', 'no se lo digas a nadie', 'no le digas a nadie',
      'no le cuente a nadie', 'no le digas a mama', 'no le diga al banco', 'mantenga esto en secreto', 'no cuelgue',
      'es confidencial',
    ],
    en: {
      title: 'Tells you to keep it secret',
      detail: 'Scammers ask for secrecy so nobody who cares about you can warn you. Talking to someone you trust is always allowed.',
    },
    es: {
      title: 'Le pide guardar el secreto',
      detail: 'Los estafadores piden secreto para que nadie que le quiere pueda advertirle. Siempre puede hablar con alguien de confianza.',
    },
  },
  // ---- prizes, money you did not expect -----------------------------------------------------------
  {
    id: 'prize',
    weight: 4,
    phrases: [
      'you have won', 'youve won', 'you won', 'you are a winner', 'you are the winner', 'lucky winner', 'winning ticket',
      'lottery', 'sweepstake*', 'jackpot', 'claim your prize', 'claim your reward', 'your prize', 'cash prize',
      'inheritance', 'next of kin', 'unclaimed funds', 'unclaimed inheritance', 'beneficiary of', 'free gift',
      'you have been selected', 'youve been selected', 'usted ha ganado', 'ha ganado', 'has ganado', 'gano un', 'ganador',
      'loteria', 'sorteo', 'su premio', 'reclame su premio', 'herencia', 'ha sido seleccionado', 'fue seleccionado',
      'gano un premio', 'ganado un premio', 'premio en efectivo', 'reclamar su premio', 'cobrar su premio',
      'recibir su premio', 'es el ganador', 'es la ganadora', 'felicidades usted', 'reembolso pendiente',
    ],
    negatable: true,
    en: {
      title: 'Promises a prize or money you did not expect',
      detail: 'You cannot win a lottery you did not enter, and real prizes never ask you to pay first.',
    },
    es: {
      title: 'Promete un premio o dinero inesperado',
      detail: 'No se puede ganar una lotería en la que no participó, y los premios de verdad nunca piden pagar antes.',
    },
  },
  {
    id: 'overpayment',
    weight: 4,
    phrases: [
      'refund you too much', 'refunded too much', 'sent you too much', 'overpaid', 'overpayment', 'extra money by mistake',
      'sent too much', 'send back the difference', 'wire the difference', 'return the difference', 'refund the difference', 'devuelva la diferencia',
      'le enviamos de mas', 'reembolso de mas',
    ],
    negatable: true,
    en: {
      title: 'Says you were paid too much',
      detail: 'The "refund" or "extra money" is fake. They want you to send real money back before you notice.',
    },
    es: {
      title: 'Dice que le pagaron de más',
      detail: 'El "reembolso" o el "dinero de más" es falso. Quieren que usted devuelva dinero real antes de darse cuenta.',
    },
  },
  // ---- requests for private information ----------------------------------------------------------
  {
    id: 'asks-code',
    weight: 5,
    phrases: [
      'read me the code', 'tell me the code', 'give me the code', 'send me the code', 'send us the code', 'tell us the code',
      'give us the code', 'share the code with', 'reply with the code', 'text back the code', 'text me the code',
      'provide the code', 'confirm the code', 'what is the code', 'code you just received', 'code we just sent you',
      'code that was sent to your phone', 'code sent to your phone', 'code i sent you', 'code i just sent', 'sent you a code by mistake',
      'code by mistake', 'code to your phone by mistake', 'forward the code', 'forward me the code', 'send it back to me', 'dame el codigo', 'digame el codigo', 'enviame el codigo', 'envieme el codigo',
      'mandame el codigo', 'comparta el codigo', 'compartir el codigo', 'el codigo que le llego', 'el codigo que recibio',
      'el codigo que te llego', 'responda con el codigo', 'codigo por error',
    ],
    negatable: true,
    en: {
      title: 'Asks for a security code',
      detail: 'A code sent to your phone is the key to your account. Anyone who asks you to read it out or forward it is trying to get in.',
    },
    es: {
      title: 'Pide un código de seguridad',
      detail: 'Un código que llega a su teléfono es la llave de su cuenta. Quien le pide que lo lea o lo reenvíe quiere entrar en ella.',
    },
  },
  {
    id: 'asks-password',
    weight: 5,
    phrases: [
      'confirm your password', 'enter your password', 'verify your password', 'provide your password', 'send your password',
      'your password to', 'your login details', 'your login information', 'log in details', 'your username and password',
      'user name and password', 'your online banking login', 'confirme su contrasena', 'ingrese su contrasena',
      'su usuario y contrasena', 'envie su contrasena', 'sus datos de acceso',
    ],
    negatable: true,
    en: {
      title: 'Asks for your password',
      detail: 'No real company asks for your password by message or phone. With it, a stranger can empty or lock your account.',
    },
    es: {
      title: 'Pide su contraseña',
      detail: 'Ninguna empresa de verdad le pide su contraseña por mensaje o teléfono. Con ella, un extraño puede vaciar o bloquear su cuenta.',
    },
  },
  {
    id: 'asks-id-number',
    weight: 5,
    phrases: [
      'social security number', 'ssn', 'social insurance number', 'sin number', 'your sin', 'medicare number',
      'medicare card number', 'new medicare card', 'medicaid number', 'health card number', 'drivers license number',
      'date of birth and', 'mothers maiden name', 'numero de seguro social', 'su seguro social', 'numero de medicare',
      'tarjeta de medicare', 'numero de licencia',
    ],
    negatable: true,
    en: {
      title: 'Asks for your Social Security, SIN or Medicare number',
      detail: 'These numbers let a thief open accounts or claim benefits in your name. Give them only to an office you contacted yourself.',
    },
    es: {
      title: 'Pide su número de Seguro Social o de Medicare',
      detail: 'Con estos números un ladrón puede abrir cuentas o cobrar beneficios a su nombre. Déselos solo a una oficina a la que usted llamó.',
    },
  },
  {
    id: 'asks-bank-details',
    weight: 5,
    phrases: [
      'bank account number', 'account and routing', 'routing number', 'card number', 'credit card number', 'debit card number',
      'card details', 'banking details', 'bank details', 'your pin', 'pin number', 'cvv', 'security code on the back',
      'expiration date and', 'update your payment', 'update your billing', 'confirm your payment details',
      'verify your payment', 'payment information', 'numero de cuenta', 'numero de tarjeta', 'datos bancarios',
      'datos de su tarjeta', 'su pin', 'actualice su pago', 'actualizar su metodo de pago', 'actualice sus datos',
      'informacion bancaria', 'datos de su cuenta bancaria', 'numero de ruta', 'codigo de seguridad de su tarjeta',
    ],
    negatable: true,
    en: {
      title: 'Asks for bank or card details',
      detail: 'Your bank already has your details and will not ask you to send them. Thieves use them to take your money.',
    },
    es: {
      title: 'Pide datos del banco o la tarjeta',
      detail: 'Su banco ya tiene sus datos y no le pedirá que los envíe. Los ladrones los usan para quitarle su dinero.',
    },
  },
  {
    id: 'verify-account',
    weight: 3,
    phrases: [
      'verify your account', 'verify your identity', 'confirm your identity', 'confirm your account', 'validate your account',
      'reactivate your account', 'restore your account', 'unlock your account', 'update your information',
      'update your account', 'update your details', 'confirm your information', 'confirm your details',
      'verify your information', 'update your address', 'confirm your address', 'verifique su cuenta',
      'verifique su identidad', 'confirme su identidad', 'confirme sus datos', 'actualice su informacion',
      'actualice su direccion', 'confirme su direccion', 'reactivar su cuenta',
      'verifique sus datos', 'verifique su informacion', 'verificar su cuenta', 'verificar su identidad',
      'confirmar su informacion', 'confirme su informacion', 'confirmar sus datos', 'validar su cuenta', 'valide su cuenta',
      'ingrese sus datos', 'actualizar sus datos', 'desbloquear su cuenta', 'desbloquee su cuenta',
    ],
    negatable: true,
    en: {
      title: 'Asks you to "verify" or "update" your details',
      detail: 'This is how fake log-in pages collect names, passwords and card numbers. Go to the company\'s site or app yourself instead.',
    },
    es: {
      title: 'Le pide "verificar" o "actualizar" sus datos',
      detail: 'Así es como las páginas falsas recogen nombres, contraseñas y tarjetas. Entre usted mismo al sitio o la aplicación de la empresa.',
    },
  },
  // ---- remote access and fake security warnings --------------------------------------------------
  {
    id: 'remote-access',
    weight: 5,
    phrases: [
      'anydesk', 'any desk', 'teamviewer', 'team viewer', 'ultraviewer', 'logmein', 'supremo', 'rustdesk', 'quick assist',
      'quickassist', 'screenconnect', 'connectwise', 'remote access', 'remote desktop', 'remote control of your',
      'access to your computer', 'connect to your computer', 'let me into your computer', 'acceso remoto',
      'acceso a su computadora', 'conectarme a su computadora', 'control remoto',
    ],
    negatable: true,
    en: {
      title: 'Wants to get into your computer',
      detail: 'Remote-access programs such as AnyDesk or TeamViewer give a stranger full control of your computer and bank accounts. Only let in someone you called yourself.',
    },
    es: {
      title: 'Quiere entrar en su computadora',
      detail: 'Programas como AnyDesk o TeamViewer dan a un extraño el control total de su computadora y sus cuentas. Deje entrar solo a alguien a quien usted llamó.',
    },
  },
  {
    id: 'security-alarm',
    weight: 2,
    phrases: [
      'your computer has a virus', 'your computer is infected', 'your computer has been infected', 'virus detected',
      'viruses detected', 'your device is infected', 'your computer has been locked', 'your computer is blocked',
      'your computer has been blocked', 'your device has been hacked', 'your computer has been hacked', 'you have been hacked',
      'hackers are', 'pornographic', 'spyware detected', 'trojan', 'security alert', 'security breach',
      'fraudulent activity', 'suspicious activity', 'unusual activity', 'unauthorized purchase', 'unauthorized charge',
      'unauthorized transaction', 'unusual sign in', 'did you attempt a', 'did you authorize a', 'fraud specialist will call', 'su computadora tiene un virus', 'su computadora esta infectada',
      'virus detectado', 'alerta de seguridad', 'actividad sospechosa', 'actividad inusual', 'compra no autorizada',
      'cargo no autorizado', 'ha sido hackeado', 'ha sido hackeada',
    ],
    en: {
      title: 'A security scare',
      detail: 'Warnings about viruses, hackers or strange charges are the favorite opening of tech-support and bank scams. Check by calling the number on your card or your own bill, not one in the message.',
    },
    es: {
      title: 'Una alarma de seguridad',
      detail: 'Los avisos de virus, hackers o cargos extraños son la entrada favorita de las estafas de soporte técnico y de bancos. Compruebe llamando al número de su tarjeta o su factura, no al del mensaje.',
    },
  },
  // ---- who they say they are ----------------------------------------------------------------------
  {
    id: 'government',
    weight: 2,
    phrases: [
      'irs', 'internal revenue service', 'social security administration', 'ssa', 'medicare', 'fbi', 'dea', 'ftc',
      'federal trade commission', 'homeland security', 'border patrol', 'immigration', 'us marshal*', 'us customs',
      'treasury department', 'department of justice', 'canada revenue agency', 'cra', 'rcmp', 'service canada',
      'canada border services', 'cbsa', 'dmv', 'toll services', 'ezpass', 'e zpass', 'sunpass', 'fastrak', 'unpaid toll*',
      'toll balance', 'outstanding toll', 'seguro social', 'inmigracion', 'departamento de', 'agencia de',
      'servicio de impuestos', 'peaje', 'administracion del seguro social', 'servicio de impuestos internos', 'hacienda',
      'oficina del alguacil', 'alguacil',
    ],
    en: {
      title: 'Claims to be a government office',
      detail: 'Scammers often pretend to be the IRS, Social Security, Medicare, the CRA or toll agencies. These offices contact you by mail first and never ask for gift cards, crypto or codes.',
    },
    es: {
      title: 'Dice ser una oficina del gobierno',
      detail: 'Los estafadores a menudo se hacen pasar por el IRS, el Seguro Social, Medicare o agencias de peaje. Estas oficinas escriben por correo primero y nunca piden tarjetas de regalo, criptomonedas ni códigos.',
    },
  },
  {
    id: 'bank-or-brand',
    weight: 1,
    phrases: [
      'amazon', 'paypal', 'apple', 'microsoft', 'netflix', 'geek squad', 'norton', 'mcafee', 'best buy', 'walmart', 'costco',
      'usps', 'postal service', 'fedex', 'ups', 'dhl', 'canada post', 'purolator', 'wells fargo', 'bank of america',
      'chase', 'citibank', 'capital one', 'td bank', 'rbc', 'scotiabank', 'bmo', 'cibc', 'your bank', 'fraud department',
      'fraud team', 'security team', 'support team', 'customer service', 'su banco', 'departamento de fraude', 'correos',
    ],
    en: {
      title: 'Uses the name of a bank or a well-known company',
      detail: 'Anyone can put a famous name in a message. Contact the company yourself with a number or web site you already know.',
    },
    es: {
      title: 'Usa el nombre de un banco o una empresa conocida',
      detail: 'Cualquiera puede poner un nombre famoso en un mensaje. Contacte a la empresa usted mismo con un número o sitio que ya conoce.',
    },
  },
  {
    id: 'family-emergency',
    weight: 4,
    phrases: [
      'grandma its me', 'grandpa its me', 'grandma it is me', 'its your grandson', 'its your granddaughter', 'your grandson is',
      'your granddaughter is', 'im in jail', 'i am in jail', 'in jail', 'need bail', 'bail money', 'post bail', 'bail bond*',
      'im in trouble', 'i am in trouble', 'got arrested', 'had an accident and', 'car accident and', 'lost my phone',
      'broke my phone', 'this is my new number', 'my new number', 'new phone number',
      'abuela soy yo', 'abuelo soy yo', 'soy tu nieto', 'soy tu nieta', 'estoy en la carcel', 'estoy en problemas',
      'necesito la fianza', 'fianza', 'tuve un accidente', 'perdi mi telefono', 'mi numero nuevo', 'este es mi nuevo numero',
    ],
    en: {
      title: 'A family member "in trouble"',
      detail: 'Scammers pretend to be a grandchild or relative in trouble, sometimes with a copied voice. Hang up and call that person on the number you already have.',
    },
    es: {
      title: 'Un familiar "en apuros"',
      detail: 'Los estafadores se hacen pasar por un nieto o un familiar en apuros, a veces con una voz copiada. Cuelgue y llame a esa persona al número que ya tiene.',
    },
  },
  {
    id: 'romance',
    weight: 3,
    phrases: [
      'my love', 'my darling', 'soulmate', 'soul mate', 'oil rig', 'deployed overseas', 'peacekeeping mission',
      'un peacekeeping', 'military doctor', 'cant video chat', 'cannot video chat', 'camera is broken', 'plane ticket', 'flight ticket',
      'come to see you', 'visit you soon', 'met you online', 'stuck overseas', 'stuck at the airport', 'querida mia',
      'alma gemela', 'boleto de avion', 'pasaje de avion', 'plataforma petrolera',
    ],
    en: {
      title: 'Words often used in romance scams',
      detail: 'Someone you met online who cannot meet in person and soon needs money is the pattern of a romance scam. Never send money to someone you have not met face to face.',
    },
    es: {
      title: 'Palabras típicas de estafas amorosas',
      detail: 'Alguien que conoció en internet, que no puede verle en persona y pronto necesita dinero, sigue el patrón de una estafa amorosa. Nunca envíe dinero a quien no conoce en persona.',
    },
  },
  {
    id: 'investment',
    weight: 4,
    phrases: [
      'guaranteed return*', 'guaranteed profit*', 'guaranteed income', 'double your money', 'triple your money', 'risk free',
      'no risk', 'investment opportunity', 'trading platform', 'crypto trading', 'forex', 'high returns', 'huge returns',
      'passive income', 'financial freedom', 'my mentor', 'trading signals', 'get rich', 'rendimiento garantizado',
      'ganancias garantizadas', 'ganancia garantizada', 'duplique su dinero', 'sin riesgo', 'oportunidad de inversion',
      'plataforma de inversion', 'inversion segura',
    ],
    negatable: true,
    en: {
      title: 'An "investment opportunity" that sounds too good',
      detail: 'Nobody can guarantee big profits. Investment scams show fake gains on a web site, then keep your money.',
    },
    es: {
      title: 'Una "oportunidad de inversión" demasiado buena',
      detail: 'Nadie puede garantizar grandes ganancias. Las estafas de inversión muestran ganancias falsas en una página web y se quedan con su dinero.',
    },
  },
  {
    id: 'job-offer',
    weight: 3,
    phrases: [
      'work from home and earn', 'earn # per', 'earn # per day', 'mystery shopper', 'secret shopper', 'job offer', 'hiring now',
      'easy money', 'reshipping', 'package forwarding job', 'like videos and earn', 'gane dinero desde casa',
      'trabajo desde casa', 'oferta de trabajo', 'dinero facil',
    ],
    en: {
      title: 'An easy job or easy money out of nowhere',
      detail: 'Jobs you did not apply for, with pay that sounds too easy, often end with you paying "fees" or moving stolen money.',
    },
    es: {
      title: 'Un trabajo fácil o dinero fácil de la nada',
      detail: 'Los trabajos que no buscó, con pagas demasiado fáciles, suelen terminar con usted pagando "tarifas" o moviendo dinero robado.',
    },
  },
  {
    id: 'parcel-problem',
    weight: 2,
    phrases: [
      'could not be delivered', 'unable to deliver', 'delivery failed', 'failed delivery', 'delivery attempt failed',
      'incomplete address', 'address is incomplete', 'wrong address', 'package is on hold', 'parcel is on hold',
      'held at our warehouse', 'reschedule your delivery', 'schedule redelivery', 'redelivery', 'package has been returned',
      'no se pudo entregar', 'direccion incompleta', 'paquete retenido', 'su paquete esta retenido', 'reprogramar la entrega',
    ],
    en: {
      title: 'A parcel "problem"',
      detail: 'Texts about a parcel that cannot be delivered are one of the most common scams. Track parcels only on the carrier\'s own site or app, with a tracking number you got when you ordered.',
    },
    es: {
      title: 'Un "problema" con un paquete',
      detail: 'Los textos sobre un paquete que no se pudo entregar son de las estafas más comunes. Siga sus paquetes solo en el sitio o la aplicación de la empresa, con el número que recibió al comprar.',
    },
  },
  {
    id: 'click-prompt',
    weight: 1,
    phrases: [
      'click the link', 'click here', 'click below', 'tap the link', 'tap here', 'follow the link', 'visit the link',
      'open the link', 'log in here', 'sign in here', 'login here', 'haga clic', 'haz clic', 'pulse aqui', 'toque el enlace',
      'ingrese aqui', 'entre al enlace', 'siga el enlace', 'haga click', 'presione aqui', 'abra el enlace', 'toque aqui',
    ],
    en: {
      title: 'Pushes you to click a link',
      detail: 'Links in unexpected messages can lead to fake pages that look real. Type the company\'s address yourself instead.',
    },
    es: {
      title: 'Le empuja a abrir un enlace',
      detail: 'Los enlaces de mensajes inesperados pueden llevar a páginas falsas que parecen reales. Escriba usted mismo la dirección de la empresa.',
    },
  },
  {
    id: 'call-prompt',
    weight: 1,
    phrases: [
      'call this number', 'call us at', 'call us now', 'call the number below', 'call immediately', 'call now', 'call back at',
      'call our', 'call microsoft', 'call apple', 'call support', 'call toll free', 'call the toll free', 'please call', 'contact us at', 'llame al', 'llame a este numero', 'llamenos al', 'llame ahora', 'llame inmediatamente', 'llame de inmediato', 'oprima 1',
      'presione 1',
      'comuniquese al',
    ],
    en: {
      title: 'Asks you to call a number in the message',
      detail: 'The number in a scam message goes to the scammer. Call only the number on your card, your bill or the company\'s real site.',
    },
    es: {
      title: 'Le pide llamar a un número del mensaje',
      detail: 'El número de un mensaje falso lleva al estafador. Llame solo al número de su tarjeta, su factura o el sitio real de la empresa.',
    },
  },
  // ---- found by the link scanner (links.ts) -------------------------------------------------------
  {
    id: 'link-lookalike',
    weight: 5,
    phrases: [],
    en: {
      title: 'A web address that imitates a real one',
      detail: 'This address is spelled almost like a famous company\'s, with a letter swapped or added. Fake sites use this to look real.',
    },
    es: {
      title: 'Una dirección web que imita a una real',
      detail: 'Esta dirección se escribe casi igual que la de una empresa famosa, con una letra cambiada o añadida. Los sitios falsos lo hacen para parecer reales.',
    },
  },
  {
    id: 'link-brand-elsewhere',
    weight: 5,
    phrases: [],
    en: {
      title: 'A famous name inside someone else\'s web address',
      detail: 'The name of the company appears in this address, but the address belongs to another site (what counts is the part just before .com, .net and so on).',
    },
    es: {
      title: 'Un nombre famoso dentro de la dirección de otro',
      detail: 'El nombre de la empresa aparece en esta dirección, pero la dirección es de otro sitio (lo que cuenta es lo que va justo antes de .com, .net, etc.).',
    },
  },
  {
    id: 'link-ip',
    weight: 4,
    phrases: [],
    en: {
      title: 'A web address made of numbers',
      detail: 'Real companies use names for their sites. A link made of numbers hides who runs it.',
    },
    es: {
      title: 'Una dirección web hecha de números',
      detail: 'Las empresas de verdad usan nombres en sus sitios. Un enlace hecho de números oculta quién está detrás.',
    },
  },
  {
    id: 'link-shortener',
    weight: 2,
    phrases: [],
    en: {
      title: 'A shortened link',
      detail: 'Short links (like bit.ly) hide where they really go, so you cannot check the address before opening it.',
    },
    es: {
      title: 'Un enlace acortado',
      detail: 'Los enlaces cortos (como bit.ly) esconden a dónde llevan, así que no puede revisar la dirección antes de abrirla.',
    },
  },
  {
    id: 'link-punycode',
    weight: 5,
    phrases: [],
    en: {
      title: 'A web address with disguised letters',
      detail: 'This address uses letters from other alphabets that look like ours (it may start with "xn--"). It is a known way to fake a real address.',
    },
    es: {
      title: 'Una dirección web con letras disfrazadas',
      detail: 'Esta dirección usa letras de otros alfabetos que parecen las nuestras (puede empezar con "xn--"). Es una forma conocida de imitar una dirección real.',
    },
  },
  {
    id: 'link-at-sign',
    weight: 5,
    phrases: [],
    en: {
      title: 'A web address with a hidden destination',
      detail: 'Everything before the "@" in a web address is ignored: the link really goes to the site after it.',
    },
    es: {
      title: 'Una dirección web con el destino escondido',
      detail: 'Todo lo que va antes de la "@" en una dirección web se ignora: el enlace lleva en realidad al sitio que va después.',
    },
  },
  {
    id: 'link-http-login',
    weight: 4,
    phrases: [],
    en: {
      title: 'An unprotected link that asks you to sign in',
      detail: 'This link starts with "http://" (no padlock) and the message asks you to sign in or pay. Real banks and shops always use "https://".',
    },
    es: {
      title: 'Un enlace sin protección que pide iniciar sesión',
      detail: 'Este enlace empieza con "http://" (sin candado) y el mensaje le pide entrar o pagar. Los bancos y tiendas de verdad siempre usan "https://".',
    },
  },
  {
    id: 'link-odd-ending',
    weight: 2,
    phrases: [],
    en: {
      title: 'A web address with an unusual ending',
      detail: 'Endings such as .top, .xyz or .icu are cheap and often used for fake sites that live only a few days.',
    },
    es: {
      title: 'Una dirección web con una terminación rara',
      detail: 'Terminaciones como .top, .xyz o .icu son baratas y se usan mucho para sitios falsos que duran pocos días.',
    },
  },
  // ---- found by the phone scanner (links.ts) ------------------------------------------------------
  {
    id: 'phone-premium',
    weight: 4,
    phrases: [],
    en: {
      title: 'A pay-per-call phone number',
      detail: 'Numbers starting with 900 or 976 charge you by the minute, sometimes a lot.',
    },
    es: {
      title: 'Un número de pago por llamada',
      detail: 'Los números que empiezan por 900 o 976 le cobran por minuto, a veces mucho.',
    },
  },
  {
    id: 'phone-looks-local',
    weight: 4,
    phrases: [],
    en: {
      title: 'A foreign phone number that looks local',
      detail: 'This number has a three-digit area code like a US or Canadian number, but it belongs to a Caribbean country, and calls to it can be charged as international.',
    },
    es: {
      title: 'Un número extranjero que parece local',
      detail: 'Este número tiene un código de área de tres cifras como uno de EE. UU. o Canadá, pero es de un país del Caribe y la llamada se puede cobrar como internacional.',
    },
  },
  {
    id: 'phone-international',
    weight: 2,
    phrases: [],
    en: {
      title: 'An international phone number',
      detail: 'A company that serves you in the US or Canada does not usually ask you to call abroad.',
    },
    es: {
      title: 'Un número de teléfono internacional',
      detail: 'Una empresa que le atiende en EE. UU. o Canadá no suele pedirle que llame al extranjero.',
    },
  },
  {
    id: 'phone-in-warning',
    weight: 4,
    phrases: [],
    en: {
      title: 'A security warning with a number to call',
      detail: 'Real warnings from Microsoft, Apple or your bank never ask you to call a number shown in a pop-up, text or e-mail. That number goes to the scammer.',
    },
    es: {
      title: 'Un aviso de seguridad con un número para llamar',
      detail: 'Los avisos reales de Microsoft, Apple o su banco nunca le piden llamar a un número de una ventana, texto o correo. Ese número es del estafador.',
    },
  },
  // ---- found in the characters themselves ---------------------------------------------------------
  {
    id: 'hidden-characters',
    weight: 3,
    phrases: [],
    en: {
      title: 'Hidden characters in the text',
      detail: 'The text contains invisible characters that change the order in which letters appear, for example to make a program look like a PDF file. Real messages do not need them.',
    },
    es: {
      title: 'Caracteres escondidos en el texto',
      detail: 'El texto contiene caracteres invisibles que cambian el orden en que se ven las letras, por ejemplo para que un programa parezca un archivo PDF. Los mensajes reales no los necesitan.',
    },
  },
] as const satisfies readonly Signal[]

export type SignalId = (typeof SIGNALS)[number]['id']

export const SIGNAL_BY_ID: ReadonlyMap<string, Signal> = new Map(SIGNALS.map((s) => [s.id, s as Signal]))

/** Link shorteners: the link hides where it goes. */
export const SHORTENERS = new Set([
  'bit.ly', 'tinyurl.com', 't.co', 'goo.gl', 'ow.ly', 'is.gd', 'buff.ly', 'rebrand.ly', 'cutt.ly', 'shorturl.at', 'rb.gy',
  't.ly', 'tiny.cc', 's.id', 'bl.ink', 'short.io', 'v.gd', 'tny.im', 'lnkd.in', 'qrco.de', 'shorturl.com',
])

/** Endings of web addresses cheap enough to be used mostly for throw-away sites. */
export const ODD_ENDINGS = new Set([
  'top', 'xyz', 'icu', 'click', 'link', 'buzz', 'tk', 'ml', 'ga', 'cf', 'gq', 'cyou', 'sbs', 'cfd', 'bond', 'rest', 'win',
  'loan', 'cam', 'lat', 'su', 'vip',
])

/**
 * Brands scammers imitate, with the registered domains that really belong to them. A brand name in
 * any other domain is a warning sign; a domain one letter away from `name` is a look-alike.
 */
export const BRANDS: ReadonlyArray<{ name: string; domains: string[] }> = [
  { name: 'amazon', domains: ['amazon.com', 'amazon.ca', 'amazon.co.uk', 'amazon.com.mx', 'amazon.de', 'amazon.jobs', 'amazonaws.com', 'amazonpay.com'] },
  { name: 'paypal', domains: ['paypal.com', 'paypal.me', 'paypal.ca'] },
  { name: 'apple', domains: ['apple.com', 'icloud.com', 'apple.ca'] },
  { name: 'icloud', domains: ['icloud.com', 'apple.com'] },
  { name: 'microsoft', domains: ['microsoft.com', 'live.com', 'office.com', 'microsoft365.com', 'outlook.com', 'msn.com'] },
  { name: 'netflix', domains: ['netflix.com'] },
  { name: 'google', domains: ['google.com', 'google.ca', 'gmail.com', 'youtube.com', 'goo.gl'] },
  { name: 'facebook', domains: ['facebook.com', 'fb.com', 'meta.com'] },
  { name: 'usps', domains: ['usps.com', 'usps.gov', 'uspis.gov'] },
  { name: 'fedex', domains: ['fedex.com'] },
  { name: 'dhl', domains: ['dhl.com', 'dhl.ca'] },
  { name: 'ups', domains: ['ups.com'] },
  { name: 'canadapost', domains: ['canadapost.ca', 'canadapost-postescanada.ca', 'postescanada.ca'] },
  { name: 'wellsfargo', domains: ['wellsfargo.com'] },
  { name: 'bankofamerica', domains: ['bankofamerica.com', 'bofa.com'] },
  { name: 'chase', domains: ['chase.com', 'jpmorganchase.com'] },
  { name: 'citibank', domains: ['citibank.com', 'citi.com'] },
  { name: 'capitalone', domains: ['capitalone.com', 'capitalone.ca'] },
  { name: 'walmart', domains: ['walmart.com', 'walmart.ca'] },
  { name: 'costco', domains: ['costco.com', 'costco.ca'] },
  { name: 'norton', domains: ['norton.com', 'nortonlifelock.com'] },
  { name: 'mcafee', domains: ['mcafee.com'] },
  { name: 'geeksquad', domains: ['geeksquad.com', 'bestbuy.com'] },
  { name: 'irs', domains: ['irs.gov'] },
  { name: 'ssa', domains: ['ssa.gov'] },
  { name: 'medicare', domains: ['medicare.gov', 'cms.gov'] },
  { name: 'ezpass', domains: ['e-zpassny.com', 'ezpassnj.com', 'e-zpassiag.com', 'ezpassma.com', 'ezpassva.com', 'ezpassmd.com', 'ezpass.com'] },
  { name: 'coinbase', domains: ['coinbase.com'] },
  { name: 'rbc', domains: ['rbc.com', 'rbcroyalbank.com'] },
  { name: 'scotiabank', domains: ['scotiabank.com'] },
  { name: 'saffesupport', domains: ['saffesupport.com'] },
]
