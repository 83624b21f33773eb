import { DEFAULT_LOCALE, isDefaultLocale, LOCALE_COOKIE, LOCALES } from '#shared/i18n'

import { earlyPressBoot } from './early-press'
import { STORAGE_KEYS } from './local-storage'

export { readStorage, STORAGE_KEYS, writeStorage } from './local-storage'

/**
 * The language choice (shared/i18n.ts): following a switcher link or the offer (any element with
 * data-lang-choice) stores it in the `lang` cookie for a year; the edge reads it on `/`. On a page in
 * the default language, a browser whose first language is another of the site's (Spanish, French) and
 * that has not chosen gets html[data-offer] and a style, carrying this script's nonce, that shows that
 * language's one-line offer ("Ver en español", "Voir en français"); "No, gracias" / "Non, merci"
 * chooses the page's language and hides it.
 * The listener is on the window in the capture phase and registered before any module runs, so it
 * sees every click first, including those app/client.tsx keeps from React while the page hydrates.
 */
const OFFERED = JSON.stringify(LOCALES.filter((locale) => !isDefaultLocale(locale)))
const languageBoot = `try{var D=document,H=D.documentElement;addEventListener('click',function(e){var a=e.target&&e.target.closest?e.target.closest('[data-lang-choice]'):null;if(!a)return;D.cookie=${JSON.stringify(LOCALE_COOKIE)}+'='+a.getAttribute('data-lang-choice')+';path=/;max-age=31536000;samesite=lax'+(location.protocol==='https:'?';secure':'');H.removeAttribute('data-offer')},true);var L=((navigator.languages&&navigator.languages[0])||navigator.language||'').split('-')[0].toLowerCase();if(H.lang===${JSON.stringify(DEFAULT_LOCALE)}&&${OFFERED}.indexOf(L)>-1&&!/(?:^|;\\s*)${LOCALE_COOKIE}=/.test(D.cookie)){H.setAttribute('data-offer',L);var S=D.createElement('style'),C=D.currentScript;if(C&&C.nonce)S.nonce=C.nonce;S.textContent='html[data-offer] .lang-offer[data-offer-lang="'+L+'"]{display:block}';D.head.appendChild(S)}}catch(e){}`

/**
 * Runs in <head> before first paint, so the stored text size, sign-in state and cookie choice
 * apply without a flash on pages that are the same cached HTML for every visitor.
 */
export const bootScript = `(function(){try{var d=document.documentElement,s=window.localStorage;var t=s.getItem(${JSON.stringify(STORAGE_KEYS.textSize)});if(t==='large'||t==='larger')d.setAttribute('data-text-size',t);if(s.getItem(${JSON.stringify(STORAGE_KEYS.authToken)}))d.setAttribute('data-auth','in');var c=s.getItem(${JSON.stringify(STORAGE_KEYS.consent)});if(c==='accepted'||c==='rejected')d.setAttribute('data-consent',c)}catch(e){}${earlyPressBoot}${languageBoot}})()`
