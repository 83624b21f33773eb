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

export type BestTime = (typeof bestTimes)[number]['value']
export type CallbackTopic = (typeof callbackTopics)[number]['value']

/** Name of the hidden field people never see; anything typed into it comes from a bot. */
export const CALLBACK_HONEYPOT = 'website'

export const callbackLimits = { nameMax: 80, phoneMin: 7, phoneMax: 20 } as const

/** Phone numbers: 7 to 20 characters of digits, spaces and + - ( ), with at least 7 digits. */
export const PHONE_PATTERN = /^[0-9+\-() ]{7,20}$/

export const callbackMessages = {
  nameMissing: 'Please tell us your name.',
  nameTooLong: `Please keep your name to ${callbackLimits.nameMax} characters or fewer.`,
  phoneInvalid: 'Please enter a phone number we can call, using digits (for example 555-123-4567).',
  bestTimeMissing: 'Please choose the best time to call you.',
  topicMissing: 'Please choose what you would like to talk about.',
} as const

export type CallbackField = 'name' | 'phone' | 'bestTime' | 'topic'

export interface CallbackInput {
  name: string
  phone: string
  bestTime: BestTime
  topic: CallbackTopic
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
  const bestTime = bestTimes.find((o) => o.value === body.bestTime)?.value
  if (!bestTime) errors.bestTime = callbackMessages.bestTimeMissing
  const topic = callbackTopics.find((o) => o.value === body.topic)?.value
  if (!topic) errors.topic = callbackMessages.topicMissing
  if (!bestTime || !topic || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { name, phone, bestTime, topic } }
}
