// The one rule about our calls (decision 111), word for word on every page and in both languages.
// Pages use it through the tokens {{callRule}} and {{callRuleBuy}} (content/site.ts, fillTokens) or
// import it (the call-us dialog); tests/unit/call-rule.test.ts holds every source to it.

export type CallRuleLocale = 'en' | 'es'

/** When we call, what we never ask on a call, and what to do when in doubt. */
export const CALL_RULE: Record<CallRuleLocale, string> = {
  en: 'We call you only after you asked us to: you called us, requested a call-back or chatted with us. The call comes within the time we told you. On it we never ask for card numbers, codes, passwords, gift cards, remote access or for you to move money. If in doubt, hang up and call the number on this site.',
  es: 'Le llamamos solo después de que usted nos lo pidió: nos llamó, pidió que le devolviéramos la llamada o chateó con nosotros. La llamada llega en el plazo que le dijimos. En ella nunca le pedimos números de tarjeta, códigos, contraseñas, tarjetas de regalo, acceso remoto ni que mueva dinero. Si tiene dudas, cuelgue y llame al número de este sitio.',
}

/**
 * The product's "we phone every customer personally before activating any subscription", inside the
 * rule: that call is a call-back after the customer called to buy. Always followed by CALL_RULE.
 */
export const CALL_RULE_BUY: Record<CallRuleLocale, string> = {
  en: 'We phone every customer personally before we activate any subscription, to confirm what you chose: only after you called us to buy, and within the time we told you on that call.',
  es: 'Llamamos personalmente a cada cliente antes de activar cualquier suscripción, para confirmar lo que eligió: solo después de que usted nos llamó para comprar, y en el plazo que le dijimos en esa llamada.',
}

/** The buying sentence and the rule, as the call-us dialog and the buying pages say them. */
export function callRuleBuy(locale: CallRuleLocale): string {
  return `${CALL_RULE_BUY[locale]} ${CALL_RULE[locale]}`
}
