// The "request a call back" form in Spanish: the words of content/callback.ts's choices (their values
// and order come from it) and its messages. Words only; the rules stay in the English module and
// shared/schemas/callback.ts.
import * as en from '../callback'
import { relabel } from '../translate'

const where = 'content/es/callback.ts'

export const bestTimes: typeof en.bestTimes = relabel(where, en.bestTimes, (c) => c.value, {
  morning: 'Por la mañana (de 8 a. m. a 12 del mediodía)',
  afternoon: 'Por la tarde (de 12 del mediodía a 5 p. m.)',
  evening: 'Por la noche (de 5 p. m. a 8 p. m.)',
  any: 'A cualquier hora',
})

export const callbackTopics: typeof en.callbackTopics = relabel(where, en.callbackTopics, (c) => c.value, {
  'scam-worry': 'Me preocupa una estafa o un fraude',
  defendmepro: 'Planes de protección (DefendMePro)',
  'home-support': 'Ayuda técnica para mi hogar',
  'business-support': 'Soporte de TI para mi negocio',
  nethaven: 'Control parental (NetHaven)',
  fixmytech: 'Un arreglo único (FixMyTech)',
  other: 'Otra cosa',
})

export const timeZones: typeof en.timeZones = relabel(where, en.timeZones, (c) => c.value, {
  newfoundland: 'Hora de Terranova',
  atlantic: 'Hora del Atlántico',
  eastern: 'Hora del Este',
  central: 'Hora del Centro',
  mountain: 'Hora de la Montaña',
  pacific: 'Hora del Pacífico',
  alaska: 'Hora de Alaska',
  hawaii: 'Hora de Hawái',
  mexico: 'México (zona centro, hora de la Ciudad de México)',
  'costa-rica': 'Hora de Costa Rica',
  panama: 'Hora de Panamá',
  other: 'Otro país',
})

export const callbackMessages: typeof en.callbackMessages = {
  nameMissing: 'Por favor, díganos su nombre.',
  nameTooLong: 'Su nombre puede tener como máximo 80 caracteres.',
  phoneInvalid:
    'Por favor, escriba un número de teléfono al que podamos llamar, con números (por ejemplo 555-123-4567, o con el código del país: +52 para México, +506 para Costa Rica, +507 para Panamá).',
  bestTimeMissing: 'Por favor, elija la mejor hora para llamarle.',
  topicMissing: 'Por favor, elija de qué le gustaría hablar.',
  timeZoneMissing: 'Por favor, elija su zona horaria, para llamarle a la hora correcta.',
  noteTooLong: 'La nota adjunta es demasiado larga. Por favor, acórtela a 10,000 caracteres o menos, o quítela.',
}
