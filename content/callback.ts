// The "request a call back" form on /contact: its fixed choices and messages, shared by the form
// (app/features/contact) and the API that checks them (worker/api/callback.ts, its mail in worker/callback/). The rule itself is
// shared/schemas/callback.ts. Other languages: their words in content/<locale>/callback.json, put on
// these lists by `translated` (content/<locale>/callback.ts); the form and the schema pick one with
// `pick`. The sales e-mail keeps these English labels.
import { relabel } from './translate'

/** One choice of a select: the value sent to the API, and the words the visitor reads. */
export interface Choice<V extends string> {
  value: V
  label: string
}

export type BestTime = 'morning' | 'afternoon' | 'evening' | 'any'
export type TimeZoneChoice =
  | 'newfoundland'
  | 'atlantic'
  | 'eastern'
  | 'central'
  | 'mountain'
  | 'pacific'
  | 'alaska'
  | 'hawaii'
  | 'mexico'
  | 'costa-rica'
  | 'panama'
  | 'other'
export type CallbackTopic = 'scam-worry' | 'defendmepro' | 'home-support' | 'business-support' | 'nethaven' | 'fixmytech' | 'other'

/** A select's choices from its labels, in the order written: `{ morning: 'Morning' }` → `[{ value: 'morning', label: 'Morning' }]`. */
function choices<V extends string>(labels: Readonly<Record<V, string>>): readonly Choice<V>[] {
  return (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }))
}

export const bestTimes = choices<BestTime>({
  morning: 'Morning (8 am to noon)',
  afternoon: 'Afternoon (noon to 5 pm)',
  evening: 'Evening (5 pm to 8 pm)',
  any: 'Any time',
})

export const callbackTopics = choices<CallbackTopic>({
  'scam-worry': 'I am worried about a scam or fraud',
  defendmepro: 'Protection plans (DefendMePro)',
  'home-support': 'Tech help for my home',
  'business-support': 'IT support for my business',
  nethaven: 'Parental control (NetHaven)',
  fixmytech: 'A one-time fix (FixMyTech)',
  other: 'Something else',
})

/** The visitor's time zone, so "morning" means their morning. */
export const timeZones = choices<TimeZoneChoice>({
  newfoundland: 'Newfoundland time',
  atlantic: 'Atlantic time',
  eastern: 'Eastern time',
  central: 'Central time',
  mountain: 'Mountain time',
  pacific: 'Pacific time',
  alaska: 'Alaska time',
  hawaii: 'Hawaii time',
  // Retirees we serve abroad: Mexico has kept one time all year since 2022; Costa Rica and Panama have no daylight saving.
  mexico: 'Mexico (central, Mexico City time)',
  'costa-rica': 'Costa Rica time',
  panama: 'Panama time',
  other: 'Another country',
})

/** Name of the hidden field people never see; anything typed into it comes from a bot. */
export const CALLBACK_HONEYPOT = 'website'

export const callbackLimits = { nameMax: 80, phoneMin: 7, phoneMax: 20, noteMax: 10_000 } as const

export interface CallbackMessages {
  nameMissing: string
  nameTooLong: string
  phoneInvalid: string
  bestTimeMissing: string
  topicMissing: string
  timeZoneMissing: string
  noteTooLong: string
}

export const callbackMessages: CallbackMessages = {
  nameMissing: 'Please tell us your name.',
  nameTooLong: `Please keep your name to ${callbackLimits.nameMax} characters or fewer.`,
  phoneInvalid:
    'Please enter a phone number we can call, using digits (for example 555-123-4567, or with the country code: +52 for Mexico, +506 for Costa Rica, +507 for Panama).',
  bestTimeMissing: 'Please choose the best time to call you.',
  topicMissing: 'Please choose what you would like to talk about.',
  timeZoneMissing: 'Please choose your time zone, so we call at the right hour.',
  noteTooLong: `The attached note is too long. Please shorten it to ${callbackLimits.noteMax.toLocaleString('en-US')} characters or fewer, or remove it.`,
}

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

/** What a language other than English says: the words only (content/<locale>/callback.json). */
export interface CallbackWords {
  bestTimes: Record<BestTime, string>
  callbackTopics: Record<CallbackTopic, string>
  timeZones: Record<TimeZoneChoice, string>
  callbackMessages: CallbackMessages
}

/** This module in another language: `words` on the English lists (same values and order). */
export function translated(where: string, words: CallbackWords) {
  return {
    bestTimes: relabel(where, bestTimes, (c) => c.value, words.bestTimes),
    callbackTopics: relabel(where, callbackTopics, (c) => c.value, words.callbackTopics),
    timeZones: relabel(where, timeZones, (c) => c.value, words.timeZones),
    callbackMessages: words.callbackMessages,
  }
}

export function labelOf(list: readonly { value: string; label: string }[], value: string): string {
  return list.find((o) => o.value === value)?.label ?? value
}
