// W3: what a holder chose to share of a scam message is quoted to their trusted contact, in a mail from a
// brand the contact trusts. Its links and phone numbers are shown broken, so no mail program makes them
// something to press or call: `https://pay.example.com` becomes `hxxps[://]pay[.]example[.]com`,
// `1-800-555-0199` becomes `1[-]800[-]555[-]0199`, `help@example.com` becomes `help[at]example[.]com`.
// The words stay readable; the mail says why they look broken.

/** Seven or more digits with the usual separators between them: a phone number, an account, a card. */
const NUMBER = /\+?\d(?:[\d\s().-]*\d)?/g

function breakNumber(run: string): string {
  const digits = run.replace(/\D/g, '')
  if (digits.length < 7) return run
  const groups = run.split(/[\s().-]+/).filter(Boolean)
  // No separators of its own: the last four digits, and threes before them, as a phone number is read aloud.
  if (groups.length === 1) return `${digits.slice(0, -4).replace(/\B(?=(\d{3})+$)/g, '[-]')}[-]${digits.slice(-4)}`
  return groups.join('[-]')
}

export function defang(text: string): string {
  return text
    .replace(/\bh(?:xx|tt)p(s?):\/\//gi, (_, s) => `hxxp${s}[://]`)
    .replace(/\bwww\./gi, 'www[.]')
    .replace(/@/g, '[at]')
    .replace(/([a-z0-9-])\.(?=[a-z])/gi, '$1[.]')
    .replace(NUMBER, breakNumber)
}
