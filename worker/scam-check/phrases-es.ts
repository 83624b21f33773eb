// The Spanish phrases that reveal each warning sign of signals.ts, written without accents (phrase
// syntax: see signals.ts). phrases-en.ts holds the English ones; both are looked for in every message.
import type { SignalPhrases } from './signals.ts'

/** The phrases that reveal each sign found by words. */
export const es: SignalPhrases = {
  'gift-card': ['tarjeta* de regalo', 'tarjetas regalo', 'tarjeta regalo', 'tarjeta* de google play', 'tarjeta* prepagada*', 'numeros de atras', 'numeros de la parte de atras', 'codigos de las tarjetas', 'foto de las tarjetas', 'tarjetas de itunes', 'tarjetas de amazon', 'tarjetas de apple'],
  'wire-transfer': ['giro por western union', 'enviar un giro', 'envie un giro', 'haga una transferencia', 'hacer una transferencia', 'transfiera el dinero', 'transferir el dinero', 'cuenta segura'],
  crypto: ['criptomoneda*', 'cripto', 'cajero de bitcoin', 'billetera digital'],
  'cash-courier': ['un mensajero', 'mensajero pasara', 'recoger el dinero', 'retire el dinero', 'retirar el dinero en efectivo', 'dinero en efectivo en una caja'],
  'payment-app': ['pagar por zelle', 'envie por zelle', 'enviar por zelle'],
  'fee-to-claim': ['cargo de envio', 'tarifa de envio', 'pagar una tarifa', 'pague una tarifa', 'pagar los impuestos', 'pague los impuestos', 'tarifa de procesamiento', 'cuota de', 'pequena tarifa', 'pequeno pago'],
  urgency: ['urgente', 'urgentemente', 'inmediatamente', 'de inmediato', 'ahora mismo', 'en las proximas # horas', 'dentro de # horas', 'en # horas', 'ultimo aviso', 'aviso final', 'vence hoy', 'lo antes posible', 'hoy mismo', 'en 24 horas', 'antes de que sea tarde', 'ultima oportunidad'],
  threat: ['arresto', 'orden de arresto', 'la policia', 'carcel', 'deportacion', 'deportado', 'demanda en su contra', 'accion legal', 'cargos criminales', 'multa', 'seguro social ha sido suspendido', 'seguro social fue suspendido', 'seguro social sera suspendido', 'suspender su seguro social', 'suspenderemos su', 'congelar su cuenta', 'congelaremos su', 'orden de captura'],
  'account-closed': ['cuenta sera cerrada', 'cuenta ha sido suspendida', 'cuenta sera suspendida', 'cuenta esta bloqueada', 'cuenta ha sido bloqueada', 'cuenta suspendida', 'cuenta bloqueada', 'se cortara el servicio', 'cuenta fue suspendida', 'cuenta fue bloqueada', 'cuenta sera bloqueada', 'cuenta sera desactivada', 'cuenta ha sido desactivada', 'cuenta ha sido restringida', 'le cortaremos', 'se suspendera su'],
  secrecy: ['no le diga a nadie', 'no se lo digas a nadie', 'no le digas a nadie', 'no le cuente a nadie', 'no le digas a mama', 'no le diga al banco', 'mantenga esto en secreto', 'no cuelgue', 'es confidencial'],
  prize: ['usted ha ganado', 'ha ganado', 'has ganado', 'gano un', 'ganador', 'loteria', 'sorteo', 'su premio', 'reclame su premio', 'herencia', 'ha sido seleccionado', 'fue seleccionado', 'gano un premio', 'ganado un premio', 'premio en efectivo', 'reclamar su premio', 'cobrar su premio', 'recibir su premio', 'es el ganador', 'es la ganadora', 'felicidades usted', 'reembolso pendiente'],
  overpayment: ['devuelva la diferencia', 'le enviamos de mas', 'reembolso de mas'],
  'asks-code': ['dame el codigo', 'digame el codigo', 'enviame el codigo', 'envieme el codigo', 'mandame el codigo', 'comparta el codigo', 'compartir el codigo', 'el codigo que le llego', 'el codigo que recibio', 'el codigo que te llego', 'responda con el codigo', 'codigo por error'],
  'asks-password': ['confirme su contrasena', 'ingrese su contrasena', 'su usuario y contrasena', 'envie su contrasena', 'sus datos de acceso'],
  'asks-id-number': ['numero de seguro social', 'su seguro social', 'numero de medicare', 'tarjeta de medicare', 'numero de licencia'],
  'asks-bank-details': ['numero de cuenta', 'numero de tarjeta', 'datos bancarios', 'datos de su tarjeta', 'su pin', 'actualice su pago', 'actualizar su metodo de pago', 'actualice sus datos', 'informacion bancaria', 'datos de su cuenta bancaria', 'numero de ruta', 'codigo de seguridad de su tarjeta'],
  'verify-account': ['verifique su cuenta', 'verifique su identidad', 'confirme su identidad', 'confirme sus datos', 'actualice su informacion', 'actualice su direccion', 'confirme su direccion', 'reactivar su cuenta', 'verifique sus datos', 'verifique su informacion', 'verificar su cuenta', 'verificar su identidad', 'confirmar su informacion', 'confirme su informacion', 'confirmar sus datos', 'validar su cuenta', 'valide su cuenta', 'ingrese sus datos', 'actualizar sus datos', 'desbloquear su cuenta', 'desbloquee su cuenta'],
  'remote-access': ['acceso remoto', 'acceso a su computadora', 'conectarme a su computadora', 'control remoto'],
  'security-alarm': ['su computadora tiene un virus', 'su computadora esta infectada', 'virus detectado', 'alerta de seguridad', 'actividad sospechosa', 'actividad inusual', 'compra no autorizada', 'cargo no autorizado', 'ha sido hackeado', 'ha sido hackeada'],
  government: ['seguro social', 'inmigracion', 'departamento de', 'agencia de', 'servicio de impuestos', 'peaje', 'administracion del seguro social', 'servicio de impuestos internos', 'hacienda', 'oficina del alguacil', 'alguacil'],
  'bank-or-brand': ['su banco', 'departamento de fraude', 'correos'],
  'family-emergency': ['abuela soy yo', 'abuelo soy yo', 'soy tu nieto', 'soy tu nieta', 'estoy en la carcel', 'estoy en problemas', 'necesito la fianza', 'fianza', 'tuve un accidente', 'perdi mi telefono', 'mi numero nuevo', 'este es mi nuevo numero'],
  romance: ['querida mia', 'alma gemela', 'boleto de avion', 'pasaje de avion', 'plataforma petrolera'],
  investment: ['rendimiento garantizado', 'ganancias garantizadas', 'ganancia garantizada', 'duplique su dinero', 'sin riesgo', 'oportunidad de inversion', 'plataforma de inversion', 'inversion segura'],
  'job-offer': ['gane dinero desde casa', 'trabajo desde casa', 'oferta de trabajo', 'dinero facil'],
  'parcel-problem': ['no se pudo entregar', 'direccion incompleta', 'paquete retenido', 'su paquete esta retenido', 'reprogramar la entrega'],
  'click-prompt': ['haga clic', 'haz clic', 'pulse aqui', 'toque el enlace', 'ingrese aqui', 'entre al enlace', 'siga el enlace', 'haga click', 'presione aqui', 'abra el enlace', 'toque aqui'],
  'call-prompt': ['llame al', 'llame a este numero', 'llamenos al', 'llame ahora', 'llame inmediatamente', 'llame de inmediato', 'oprima 1', 'presione 1', 'comuniquese al'],
}
