// "Call me back" with something attached: /help-now and the scam checker hand the
// call-back form on /contact a plain-text note. The note travels in sessionStorage (this tab only,
// gone when the tab closes), never in the URL, so it is not logged, cached or shared by a link.
import { callbackLimits } from '#content/callback'
import { currentLocale, localizeHref } from '#shared/i18n'

export const NOTE_KEY = 'callbackNote'
/** Where the call-back form lives; the hash scrolls to it. */
export const CALLBACK_FORM_HREF = '/contact#callback-title'

/** Takes the visitor to the call-back form on /contact (in the page's language) with `note` attached (shown, editable, removable). */
export function startCallback(note: string): void {
  try {
    window.sessionStorage.setItem(NOTE_KEY, [...note].slice(0, callbackLimits.noteMax).join(''))
  } catch {
    // storage disabled: the form still opens, without the note
  }
  window.location.assign(localizeHref(CALLBACK_FORM_HREF, currentLocale()))
}

/** The note waiting for the call-back form, if any. */
export function readCallbackNote(): string | null {
  try {
    return window.sessionStorage.getItem(NOTE_KEY)
  } catch {
    return null
  }
}

/** Forgets the note (removed by the visitor, or sent with the request). */
export function clearCallbackNote(): void {
  try {
    window.sessionStorage.removeItem(NOTE_KEY)
  } catch {
    // nothing stored
  }
}
