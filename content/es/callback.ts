// The "request a call back" form in Spanish: the words are in ./callback.json; content/callback.ts puts
// them on its choices (values and order) and keeps the rules.
import { translated } from '../callback'
import words from './callback.json' with { type: 'json' }

export const { bestTimes, callbackTopics, timeZones, callbackMessages } = translated('content/es/callback.json', words)
