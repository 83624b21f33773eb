// Taps before the client entry runs: the boot script's part (in <head>) and the names it shares with the entry.
/**
 * A button pressed before the client entry (app/client.tsx) has run does nothing: its listeners are
 * not there yet. On a slow phone that gap is real (the entry loads after the HTML), so the boot
 * script keeps the last such press in `window.__earlyPress`, and the entry presses it again once it
 * listens (`replayEarlyPress` in app/client.tsx). A submit button inside a form is not kept: the browser sends the form.
 */
export const EARLY_PRESS = '__earlyPress'
export const ENTRY_READY = '__entryReady'
// A hand-off link (`a[data-needs-app]`, issue 42) is kept too, and not followed: what it carries needs the app.
// A button the browser answers itself (an invoker command, decision 320) is not kept.
export const earlyPressBoot = `addEventListener('click',function(e){if(window.${ENTRY_READY})return;var b=e.target&&e.target.closest?e.target.closest('button,a[data-needs-app]'):null;if(b&&b.tagName==='A')e.preventDefault();if(b&&!(b.type==='submit'&&b.form)&&!b.commandForElement)window.${EARLY_PRESS}=b},true);`
