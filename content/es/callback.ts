// The "request a call back" form in Spanish: the same choices (same values) and messages as
// content/callback.ts. Words only; the rules stay in the English module and shared/schemas/callback.ts.
import type * as en from '../callback'

export const bestTimes: typeof en.bestTimes = [
  { value: 'morning', label: 'Por la mañana (de 8 a. m. a 12 del mediodía)' },
  { value: 'afternoon', label: 'Por la tarde (de 12 del mediodía a 5 p. m.)' },
  { value: 'evening', label: 'Por la noche (de 5 p. m. a 8 p. m.)' },
  { value: 'any', label: 'A cualquier hora' },
]

export const callbackTopics: typeof en.callbackTopics = [
  { value: 'scam-worry', label: 'Me preocupa una estafa o un fraude' },
  { value: 'defendmepro', label: 'Planes de protección (DefendMePro)' },
  { value: 'home-support', label: 'Ayuda técnica para mi hogar' },
  { value: 'business-support', label: 'Soporte de TI para mi negocio' },
  { value: 'nethaven', label: 'Control parental (NetHaven)' },
  { value: 'fixmytech', label: 'Un arreglo único (FixMyTech)' },
  { value: 'other', label: 'Otra cosa' },
]

export const timeZones: typeof en.timeZones = [
  { value: 'newfoundland', label: 'Hora de Terranova' },
  { value: 'atlantic', label: 'Hora del Atlántico' },
  { value: 'eastern', label: 'Hora del Este' },
  { value: 'central', label: 'Hora del Centro' },
  { value: 'mountain', label: 'Hora de la Montaña' },
  { value: 'pacific', label: 'Hora del Pacífico' },
  { value: 'alaska', label: 'Hora de Alaska' },
  { value: 'hawaii', label: 'Hora de Hawái' },
  { value: 'other', label: 'Otra / fuera de América del Norte' },
]

export const callbackMessages: typeof en.callbackMessages = {
  nameMissing: 'Por favor, díganos su nombre.',
  nameTooLong: 'Su nombre puede tener como máximo 80 caracteres.',
  phoneInvalid: 'Por favor, escriba un número de teléfono al que podamos llamar, con números (por ejemplo 555-123-4567).',
  bestTimeMissing: 'Por favor, elija la mejor hora para llamarle.',
  topicMissing: 'Por favor, elija de qué le gustaría hablar.',
  timeZoneMissing: 'Por favor, elija su zona horaria, para llamarle a la hora correcta.',
  noteTooLong: 'La nota adjunta es demasiado larga. Por favor, acórtela a 10,000 caracteres o menos, o quítela.',
}
