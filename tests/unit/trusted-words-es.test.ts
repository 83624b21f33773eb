// The trusted contact's Spanish words (docs/on-the-phone.md; words review 2, W22 and W33): the naming
// form's labels say they are the contact's details, and no message speaks of the contact or the holder
// in the masculine by default ("lo nombró", "llámelo", "ayúdelo"): "le", or the person's name.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const read = (area: string) => JSON.parse(readFileSync(path.join(root, `messages/${area}/es.json`), 'utf8')) as Record<string, string>

describe('the trusted contact in Spanish', () => {
  const trusted = read('trusted')
  const pause = read('pause')

  it("W22: the naming form's labels name the contact, never the reader", () => {
    expect(trusted.trusted_acc_name).toBe('Nombre de su contacto')
    expect(trusted.trusted_acc_email).toBe('Correo electrónico de su contacto')
    expect(trusted.trusted_acc_phone).toBe('Teléfono de su contacto (opcional)')
  })

  it('W33: no masculine default for a person (le nombró, llame a {holder}, ayúdele)', () => {
    // Object pronouns for a person of either sex: the review's list, and the verbs they came with.
    const masculine = /\b(lo nombró|lo invitó|Lo nombró|[Ll]lámelo|ayúdelo|llamarlo|nombrarlo|elegirlo)\b/
    const found = Object.entries({ ...trusted, ...pause })
      .filter(([, text]) => masculine.test(text))
      .map(([key, text]) => `${key}: ${text}`)
    expect(found).toEqual([])
    expect(trusted.trusted_mail_invite_intro).toContain('{holder} le nombró a usted como su contacto de confianza')
    expect(trusted.trusted_mail_warn_contact_todo).toContain('llame a {holder} ahora y ayúdele a llamarnos')
    expect(trusted.trusted_mail_plan_intro).toContain('Llame a {holder} ahora, por favor.')
    expect(trusted.trusted_err_bad_link).toContain('la persona que le invitó')
  })
})
