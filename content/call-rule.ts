// The one rule about our calls (decision 111), word for word on every page and in every language.
// Pages use it through the tokens {{callRule}} and {{callRuleBuy}} (content/site.ts, fillTokens) or
// import it (the call-us dialog); tests/unit/call-rule.test.ts holds every source to it.

import type { Locale } from './locales.ts'

export type CallRuleLocale = Locale

/** When we call, what we never ask on a call, and what to do when in doubt. */
export const CALL_RULE: Record<CallRuleLocale, string> = {
  en: 'We call you only after you asked us to: you called us, requested a call-back or chatted with us. The call comes within the time we told you. On it we never ask for card numbers, codes, passwords, gift cards, remote access or for you to move money. If in doubt, hang up and call the number on this site.',
  es: 'Le llamamos solo después de que usted nos lo pidió: nos llamó, pidió que le devolviéramos la llamada o chateó con nosotros. La llamada llega en el plazo que le dijimos. En ella nunca le pedimos números de tarjeta, códigos, contraseñas, tarjetas de regalo, acceso remoto ni que mueva dinero. Si tiene dudas, cuelgue y llame al número de este sitio.',
  fr: 'Nous vous appelons seulement après que vous nous l’avez demandé : vous nous avez appelés, vous avez demandé un rappel ou vous avez clavardé avec nous. L’appel arrive dans le délai que nous vous avons indiqué. Pendant cet appel, nous ne vous demandons jamais de numéros de carte, de codes, de mots de passe, de cartes-cadeaux, d’accès à distance, ni de déplacer de l’argent. En cas de doute, raccrochez et appelez le numéro indiqué sur ce site.',
}

/**
 * The product's "we phone every customer personally before activating any subscription". Always followed
 * by CALL_RULE, which says when (only after you asked, within the time we told you): said once (W25).
 */
export const CALL_RULE_BUY: Record<CallRuleLocale, string> = {
  en: 'We phone every customer personally before we activate any subscription, to confirm what you chose.',
  es: 'Llamamos personalmente a cada cliente antes de activar cualquier suscripción, para confirmar lo que eligió.',
  fr: 'Nous appelons personnellement chaque client avant d’activer tout abonnement, pour confirmer ce que vous avez choisi.',
}

/** The buying sentence and the rule, as the call-us dialog and the buying pages say them. */
export function callRuleBuy(locale: CallRuleLocale): string {
  return `${CALL_RULE_BUY[locale]} ${CALL_RULE[locale]}`
}
