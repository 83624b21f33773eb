// The "request a call back" form on /contact: its fixed choices and messages, shared by the form
// (app/features/contact) and the API that checks them (worker/api/callback.ts).

export const bestTimes = [
  { value: 'morning', label: 'Morning (8 am to noon)' },
  { value: 'afternoon', label: 'Afternoon (noon to 5 pm)' },
  { value: 'evening', label: 'Evening (5 pm to 8 pm)' },
  { value: 'any', label: 'Any time' },
] as const

export const callbackTopics = [
  { value: 'scam-worry', label: 'I am worried about a scam or fraud' },
  { value: 'defendmepro', label: 'Protection plans (DefendMePro)' },
  { value: 'home-support', label: 'Tech help for my home' },
  { value: 'business-support', label: 'IT support for my business' },
  { value: 'nethaven', label: 'Parental control (NetHaven)' },
  { value: 'fixmytech', label: 'A one-time fix (FixMyTech)' },
  { value: 'other', label: 'Something else' },
] as const

/** The visitor's time zone, so "morning" means their morning (issue 15). */
export const timeZones = [
  { value: 'newfoundland', label: 'Newfoundland time' },
  { value: 'atlantic', label: 'Atlantic time' },
  { value: 'eastern', label: 'Eastern time' },
  { value: 'central', label: 'Central time' },
  { value: 'mountain', label: 'Mountain time' },
  { value: 'pacific', label: 'Pacific time' },
  { value: 'alaska', label: 'Alaska time' },
  { value: 'hawaii', label: 'Hawaii time' },
  { value: 'other', label: 'Other / outside North America' },
] as const

export type BestTime = (typeof bestTimes)[number]['value']
export type TimeZoneChoice = (typeof timeZones)[number]['value']
export type CallbackTopic = (typeof callbackTopics)[number]['value']

/** Name of the hidden field people never see; anything typed into it comes from a bot. */
export const CALLBACK_HONEYPOT = 'website'

export const callbackLimits = { nameMax: 80, phoneMin: 7, phoneMax: 20, noteMax: 10_000 } as const

/** Phone numbers: 7 to 20 characters of digits, spaces and + - ( ), with at least 7 digits. */
export const PHONE_PATTERN = /^[0-9+\-() ]{7,20}$/

export const callbackMessages = {
  nameMissing: 'Please tell us your name.',
  nameTooLong: `Please keep your name to ${callbackLimits.nameMax} characters or fewer.`,
  phoneInvalid: 'Please enter a phone number we can call, using digits (for example 555-123-4567).',
  bestTimeMissing: 'Please choose the best time to call you.',
  topicMissing: 'Please choose what you would like to talk about.',
  timeZoneMissing: 'Please choose your time zone, so we call at the right hour.',
  noteTooLong: `The attached note is too long. Please shorten it to ${callbackLimits.noteMax.toLocaleString('en-US')} characters or fewer, or remove it.`,
} as const

export type CallbackField = 'name' | 'phone' | 'timeZone' | 'bestTime' | 'topic' | 'note'

export interface CallbackInput {
  name: string
  phone: string
  timeZone: TimeZoneChoice
  bestTime: BestTime
  topic: CallbackTopic
  /** Attached by "Call me back" on /help-now or the scam checker; shown and editable on the form. */
  note: string | null
}

export function labelOf(list: readonly { value: string; label: string }[], value: string): string {
  return list.find((o) => o.value === value)?.label ?? value
}

/**
 * Checks a call-back request. Used by the browser (to show errors beside each field) and by the
 * worker (the rule that counts). Returns the cleaned values, or one message per bad field.
 */
export function checkCallback(
  body: Record<string, unknown>,
): { ok: true; value: CallbackInput } | { ok: false; errors: Partial<Record<CallbackField, string>> } {
  const errors: Partial<Record<CallbackField, string>> = {}
  const name = typeof body.name === 'string' ? body.name.trim().replace(/\s+/g, ' ') : ''
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (!name || /[\u0000-\u001f\u007f]/.test(name)) errors.name = callbackMessages.nameMissing
  else if ([...name].length > callbackLimits.nameMax) errors.name = callbackMessages.nameTooLong
  const phone = typeof body.phone === 'string' ? body.phone.trim() : ''
  if (!PHONE_PATTERN.test(phone) || phone.replace(/\D/g, '').length < 7) errors.phone = callbackMessages.phoneInvalid
  const timeZone = timeZones.find((o) => o.value === body.timeZone)?.value
  if (!timeZone) errors.timeZone = callbackMessages.timeZoneMissing
  const bestTime = bestTimes.find((o) => o.value === body.bestTime)?.value
  if (!bestTime) errors.bestTime = callbackMessages.bestTimeMissing
  const topic = callbackTopics.find((o) => o.value === body.topic)?.value
  if (!topic) errors.topic = callbackMessages.topicMissing
  // The note is text, kept as typed apart from line endings and outer blank space; never rendered as HTML.
  const rawNote = typeof body.note === 'string' ? body.note.replace(/\r\n?/g, '\n').trim() : ''
  if ([...rawNote].length > callbackLimits.noteMax) errors.note = callbackMessages.noteTooLong
  if (!timeZone || !bestTime || !topic || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { name, phone, timeZone, bestTime, topic, note: rawNote === '' ? null : rawNote } }
}
