import { DEFAULT_LOCALE, LOCALE_COOKIE } from '#shared/i18n'

import { STORAGE_KEYS } from './local-storage'

export { readStorage, STORAGE_KEYS, writeStorage } from './local-storage'

/**
 * The language choice (shared/i18n.ts): following a switcher link or the offer (any element with
 * data-lang-choice) stores it in the `lang` cookie for a year; the edge reads it on `/`. On an English
 * page, a browser whose first language is Spanish and that has not chosen gets html[data-offer-es],
 * which shows the one-line "Ver en español" offer; "No, gracias" chooses English and hides it.
 * The listener is on the window in the capture phase and registered before any module runs, so it
 * sees every click first, including those app/client.tsx keeps from React while the page hydrates.
 */
const languageBoot = `try{var D=document,H=D.documentElement;addEventListener('click',function(e){var a=e.target&&e.target.closest?e.target.closest('[data-lang-choice]'):null;if(!a)return;D.cookie=${JSON.stringify(LOCALE_COOKIE)}+'='+a.getAttribute('data-lang-choice')+';path=/;max-age=31536000;samesite=lax'+(location.protocol==='https:'?';secure':'');H.removeAttribute('data-offer-es')},true);var L=(navigator.languages&&navigator.languages[0])||navigator.language||'';if(H.lang===${JSON.stringify(DEFAULT_LOCALE)}&&/^es\\b/i.test(L)&&!/(?:^|;\\s*)${LOCALE_COOKIE}=/.test(D.cookie))H.setAttribute('data-offer-es','')}catch(e){}`

/**
 * Runs in <head> before first paint, so the stored text size, sign-in state and cookie choice
 * apply without a flash on pages that are the same cached HTML for every visitor.
 */
export const bootScript = `(function(){try{var d=document.documentElement,s=window.localStorage;var t=s.getItem(${JSON.stringify(STORAGE_KEYS.textSize)});if(t==='large'||t==='larger')d.setAttribute('data-text-size',t);if(s.getItem(${JSON.stringify(STORAGE_KEYS.authToken)}))d.setAttribute('data-auth','in');var c=s.getItem(${JSON.stringify(STORAGE_KEYS.consent)});if(c==='accepted'||c==='rejected')d.setAttribute('data-consent',c)}catch(e){}${languageBoot}})()`
