// Which conversations an expert should answer first (decision 153): a visitor whose money or computer
// is at risk right now. Money going out in a way that cannot be called back (gift cards, a wire, a
// crypto or bitcoin machine, a payment app), someone with remote control of the computer, or a caller
// still on the line; and anyone who came from the help-now plan. Words in English and Spanish, matched
// on the visitor's own lines and hand-offs only. A hint for the order, never shown to the visitor.

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
]

/** Whether a visitor's line (or a hand-off's text) says money or the computer is at risk now. */
export function soundsUrgent(text: string): boolean {
  return URGENT.some((pattern) => pattern.test(text))
}
