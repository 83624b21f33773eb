// Las palabras del chat en vivo para el visitante, en español (gemelo de content/chat.ts).
// La consola de los expertos (`consoleText`) es solo para el personal y queda en inglés.
import type * as en from '../chat'
import { site } from '../site'

export const chatText: typeof en.chatText = {
  title: 'Chat con un experto de SaffeSupport',
  intro: 'Le atienden personas reales los 7 días de la semana. Nunca escriba una contraseña ni un número de tarjeta en un chat.',
  inputPrompt: 'Escriba su mensaje...',
  inputLabel: 'Su mensaje',
  send: 'Enviar',
  sendAgain: 'Enviar de nuevo',
  you: 'Usted',
  said: (name: string) => `${name} dijo: `,
  messagesLabel: 'Mensajes',
  logLabel: 'Mensajes del chat',
  expertFallback: 'Experto',
  someExpert: 'un experto de SaffeSupport',
  call: 'Llame al',
  empty: 'Salude y cuéntenos qué le preocupa. Un experto le responderá aquí.',
  status: {
    connecting: 'Conectando con el chat...',
    looking: 'Buscando un experto...',
    queued: (position: number) =>
      position === 1
        ? 'Ahora todos nuestros expertos están ayudando a otras personas. Usted es la próxima persona en la fila.'
        : `Ahora todos nuestros expertos están ayudando a otras personas. Usted tiene el lugar número ${position} en la fila.`,
    queuedCall: `Si prefiere hablar ahora, llámenos gratis al ${site.phone}. Nuestra línea telefónica atiende las 24 horas, los 7 días de la semana.`,
    connected: (expertName: string) => `Conectado con ${expertName}`,
    offline: `Se perdió la conexión. El chat se volverá a conectar solo en cuanto se pueda. También puede llamarnos gratis al ${site.phone}.`,
    nobodyOnline: 'En este momento no hay nadie atendiendo el chat.',
    nobodyCall:
      'Llámenos gratis: una persona real contesta el teléfono. Nuestra línea telefónica atiende las 24 horas, los 7 días de la semana. O déjenos su número y le devolvemos la llamada.',
    callMeBack: 'Pedir que le llamemos',
    refused: 'El chat no puede atender su conversación en este momento. Por favor, llámenos.',
    typing: (name: string) => `${name} está escribiendo…`,
  },
  attachment: {
    heading: 'Está a punto de enviar esto a un experto:',
    send: 'Enviar a un experto',
    cancel: 'No enviar',
    shortened: (limit: string) => `Esto es largo: solo se enviarán los primeros ${limit} caracteres.`,
    waiting: 'Su archivo adjunto se enviará en cuanto un experto entre al chat.',
    attached: 'Adjunto',
  },
  inline: {
    heading: 'Pregúntele a una persona real',
    lead: 'Abra el chat aquí abajo y escriba su pregunta. Un experto de SaffeSupport le responderá aquí, los 7 días de la semana.',
  },
}
