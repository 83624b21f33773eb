// Which conversations an expert should answer first (decision 153): a visitor whose money or computer
// is at risk right now. Money going out in a way that cannot be called back (gift cards, a wire, a
// crypto or bitcoin machine, a payment app), someone with remote control of the computer, or a caller
// still on the line (or on the other line), or asking them to install something; and anyone who came
// from the help-now plan. Words in English, Spanish and French (Quebec's words too), matched on the
// visitor's own lines and hand-offs only. A hint for the order, never shown to the visitor.

const URGENT: RegExp[] = [
  /\bgift ?cards?\b/i,
  /\btarjetas? de regalo\b/i,
  /\bwire(d|s)?\b.*\b(money|transfer|bank|\$)|\bwire transfer\b/i,
  /\btransferencia (bancaria|de dinero)\b|\bgiro\b/i,
  /\b(bitcoin|crypto|cripto)\b.*\b(atm|machine|cajero|máquina)\b|\b(atm|cajero)\b.*\b(bitcoin|crypto|cripto)\b/i,
  /\b(zelle|western union|moneygram|venmo|cash app)\b/i,
  /\b(anydesk|teamviewer|ultraviewer|logmein|remote access|remote control)\b/i,
  /\bacceso remoto\b|\bcontrol (de|a) (mi|la) (computadora|pc|compu)\b/i,
  /\b(control of|into) my (computer|pc|laptop|screen)\b/i,
  /\b(still|right now|now) on the (phone|line)\b|\bon the (phone|line) (with them )?(right )?now\b/i,
  /\b(todavía|aún|ahora) (estoy )?(en|al) (el )?teléfono\b|\bsigo en la línea\b/i,
  // A caller waiting on another line, and someone asked to install a program: a remote-access scam under way.
  /\bon the other (phone|line)\b|\b(holding|waiting) on the (phone|line)\b/i,
  /\b(wants|asked|told|asking|telling) me to (install|download)\b|\binstall(ed|ing)? (a |an |the |this )?(program|app|software)\b/i,
  /\ben la otra línea\b|\b(me pide|me pidió|quiere que) (instale|descargue)\b/i,
  // French (Quebec): gift cards, transfers, bitcoin machines, remote access, on the line now, money at once.
  /\bcartes?[- ]cadeaux?\b/i,
  /\b(virement|transfert d'argent|interac)\b/i,
  /\b(guichet|machine|distributeur) (à |a )?(bitcoin|crypto)\b/i,
  /\b(accès|contrôle) à distance\b|\bprendre le contrôle\b|\b(installer|télécharger) (un|une|le|la|ce) (programme|logiciel|application)\b/i,
  /\b(encore|toujours|en ce moment) (au|sur la|en) (téléphone|ligne)\b|\bsur l'autre ligne\b/i,
  /\b(en prison|caution)\b.*\b(argent|payer)\b|\b(argent|payer)\b.*\b(en prison|caution)\b/i,
  /\bbesoin d'argent (tout de suite|maintenant|rapidement|vite)\b/i,
]

/** Whether a visitor's line (or a hand-off's text) says money or the computer is at risk now. */
export function soundsUrgent(text: string): boolean {
  return URGENT.some((pattern) => pattern.test(text))
}
