// The live chat's visitor widget in French: the words are in ./chat.json; content/chat.ts fills in
// their values. The experts' console (`consoleText`) is for staff only and stays in English.
import { translated } from '../chat'
import words from './chat.json' with { type: 'json' }

export const { chatText } = translated('content/fr/chat.json', words)
