// The one e-mail rule: trimmed, lower-cased, 3-254 characters, one @ and a dot in the domain.
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const email = value.trim().toLowerCase()
  if (email.length < 3 || email.length > 254) return null
  // Deliberately simple: one @, something on both sides, a dot in the domain, no spaces or angle brackets.
  if (!/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/.test(email)) return null
  return email
}
