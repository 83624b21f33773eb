// TEMPORARY stand-in until main carries the call-back note (app/lib/callback-bridge.ts, issue 15);
// removed at that merge. Same signature and behaviour: the note travels in sessionStorage, never in
// the URL.
export function startCallback(note: string): void {
  try {
    window.sessionStorage.setItem('callbackNote', note.slice(0, 2000))
  } catch {
    // storage disabled: the form still opens, without the note
  }
  window.location.assign('/contact#callback-title')
}
