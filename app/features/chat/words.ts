// The visitor chat's words in the page's language: content/chat.ts or content/<locale>/chat.ts. Call it
// inside components and functions (never at module level: the language is the current render's).
import { chatText as en } from '#content/chat'
import { chatText as es } from '#content/es/chat'
import { chatText as fr } from '#content/fr/chat'
import { pick } from '#shared/i18n'

export const chatWords = (): typeof en => pick({ en, es, fr })
