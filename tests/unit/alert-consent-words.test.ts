// Issue 46, item 6 (A12, usability 5.1 and N3): scam alerts are a choice, not a condition of the
// account, in the three languages; the "You are signed up" page and the account page carry the change
// and stop links; every alert mail carries them (worker/alerts/mail.ts). Server side:
// tests/worker/alert-consent.test.ts.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const read = (f: string) => readFileSync(path.join(root, f), 'utf8')
const words = (lang: string) => JSON.parse(read(`messages/account/${lang}.json`)) as Record<string, string>
const privacy = {
  en: 'content/pages/privacy-policy.md',
  es: 'content/es/pages/privacy-policy.md',
  fr: 'content/fr/pages/privacy-policy.md',
}

describe('scam alerts are a choice', () => {
  it.each(['en', 'es', 'fr'] as const)('%s: sign-up asks for no alerts, and says they are a separate choice', (lang) => {
    const w = words(lang)
    expect(w.account_signup_consent).not.toMatch(/Required|Obligatorio|Obligatoire|I agree|Acepto|J’accepte/)
    expect(w.account_signup_consent).toMatch(/never a condition|nunca una condición|jamais une condition/)
    expect(w.account_signup_consent_missing).toBeUndefined()
    expect(read(privacy[lang])).not.toMatch(
      /you agree to receive account notices|usted acepta recibir de nosotros por correo electrónico avisos|vous acceptez de recevoir de nous par courriel des avis/,
    )
  })

  it('the sign-up form has no required box to tick', () => {
    const form = read('app/routes/signup.tsx')
    expect(form).not.toContain('account_signup_consent_missing')
    expect(form.match(/type="checkbox"/g)).toHaveLength(1) // news and offers, optional
  })

  it.each(['en', 'es', 'fr'] as const)('%s: the change and stop links have words, and the account page its section', (lang) => {
    const w = words(lang)
    for (const key of [
      'account_nl_manage_lead',
      'account_nl_manage_change',
      'account_nl_manage_stop',
      'account_in_alerts_heading',
      'account_in_alerts_on',
      'account_in_alerts_off',
    ]) {
      expect(w[key], `${lang} ${key}`).toBeTruthy()
    }
  })

  it('the "You are signed up" page and the account page link to the change and stop pages', () => {
    for (const file of ['app/routes/newsletter.confirm.tsx', 'app/features/newsletter/AlertSettings.tsx']) {
      const source = read(file)
      expect(source, file).toContain('to="/newsletter/preferences"')
      expect(source, file).toContain('to="/newsletter/unsubscribe"')
    }
    expect(read('app/routes/AccountIn.tsx')).toContain('<AlertSettings')
    const mail = read('worker/alerts/mail.ts')
    expect(mail).toContain('links.preferences')
    expect(mail).toContain('links.page')
  })
})
