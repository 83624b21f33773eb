// The one rule about our calls (decision 111): every page, in both languages, says it word for word
// through one source (content/call-rule.ts), and no page says the opposite ("we call every customer"
// without "after you asked", "for your safety we phone you").
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CALL_RULE, CALL_RULE_BUY, callRuleBuy } from '#content/call-rule'
import { pricingNotes as pricingNotesEs } from '#content/es/plans'
import { pricingNotes } from '#content/plans'
import { fillTokens } from '#content/site'
import { walk } from '#tests/files'
import { renderMarkdownFile } from '../../scripts/markdown-plugin'

const root = path.resolve(import.meta.dirname, '../..')
const rel = (f: string) => path.relative(root, f)
/** Every source of words a visitor reads: content (both languages), messages, and the app's own text. */
const sources = [
  ...walk(path.join(root, 'content')).filter((f) => /\.(md|ts|json)$/.test(f)),
  ...walk(path.join(root, 'messages')).filter((f) => /\.json$/.test(f)),
  ...walk(path.join(root, 'app')).filter((f) => /\.tsx?$/.test(f)),
].filter((f) => !f.endsWith(`content${path.sep}call-rule.ts`))

/** Ways of saying "we call you" that drop "only after you asked" (English and Spanish). */
const OPPOSITE_RULES: RegExp[] = [
  /\b(call|phone)s? (you|every customer|each customer|customers)( back)? personally\b/i,
  /\bpersonally before (we )?activat/i,
  /\bfor your safety,? we (call|phone)/i,
  /\bdoes (phone|call) (its )?customers\b/i,
  /\b(phone|call)s? you back to confirm (it )?before\b/i,
  /\bllam\w* personalmente\b/i,
  /\bpor su seguridad,? (le )?llamamos\b/i,
  /\bsí llama a sus clientes\b/i,
  /\ble devuelve la llamada para confirmar\w* antes\b/i,
  /\ble devolvemos la llamada (personalmente )?para confirmar antes\b/i,
]

/** A source's text with the rule's own sentences taken out (the rule may say "personally"). */
function withoutTheRule(text: string): string {
  let out = text
  for (const t of [...Object.values(CALL_RULE_BUY), ...Object.values(CALL_RULE)]) out = out.split(t).join('')
  return out
}

function opposites(text: string): string[] {
  const rest = withoutTheRule(text)
  return OPPOSITE_RULES.flatMap((re) => rest.match(new RegExp(re.source, 'gi')) ?? [])
}

describe('the one rule about our calls', () => {
  it('says, in both languages, when we call, what we never ask and what to do in doubt', () => {
    expect(CALL_RULE.en).toContain('only after you asked us to: you called us, requested a call-back or chatted with us')
    expect(CALL_RULE.en).toContain('within the time we told you')
    for (const never of ['card numbers', 'codes', 'passwords', 'gift cards', 'remote access', 'move money']) {
      expect(CALL_RULE.en).toContain(never)
    }
    expect(CALL_RULE.en).toContain('If in doubt, hang up and call the number on this site.')
    expect(CALL_RULE.es).toContain(
      'solo después de que usted nos lo pidió: nos llamó, pidió que le devolviéramos la llamada o chateó con nosotros',
    )
    expect(CALL_RULE.es).toContain('en el plazo que le dijimos')
    for (const never of ['números de tarjeta', 'códigos', 'contraseñas', 'tarjetas de regalo', 'acceso remoto', 'mueva dinero']) {
      expect(CALL_RULE.es).toContain(never)
    }
    expect(CALL_RULE.es).toContain('Si tiene dudas, cuelgue y llame al número de este sitio.')
    // The spec's dialog line, followed by the rule that says when that call comes.
    expect(CALL_RULE_BUY.en).toBe('We phone every customer personally before we activate any subscription, to confirm what you chose.')
    expect(CALL_RULE_BUY.es).toMatch(/^Llamamos personalmente a cada cliente antes de activar cualquier suscripción/)
    expect(callRuleBuy('en').endsWith(CALL_RULE.en)).toBe(true)
    expect(callRuleBuy('es').endsWith(CALL_RULE.es)).toBe(true)
  })

  it('the buying version says "when" once: no second "within the time we told you" (W25)', () => {
    const once: Record<'en' | 'es' | 'fr', RegExp[]> = {
      en: [/within the time/g, /only after/g],
      es: [/en el plazo/g, /solo después/g],
      fr: [/délai/g, /seulement après/g],
    }
    for (const [locale, patterns] of Object.entries(once) as ['en' | 'es' | 'fr', RegExp[]][]) {
      for (const re of patterns) expect(callRuleBuy(locale).match(re), `${locale} ${re}`).toHaveLength(1)
      expect(callRuleBuy(locale).split(/\s+/).length, locale).toBeLessThan(100)
    }
  })

  it('no page, message or component says the opposite, in either language', () => {
    const found = sources.flatMap((f) => opposites(readFileSync(f, 'utf8')).map((hit) => `${rel(f)}: "${hit}"`))
    expect(found).toEqual([])
  })

  it('the checker catches the old sentences (self-test)', () => {
    expect(opposites('For your safety, we phone every customer personally before we activate any subscription.')).not.toEqual([])
    expect(opposites('Por su seguridad, llamamos personalmente a cada cliente antes de activar cualquier suscripción.')).not.toEqual([])
    expect(opposites('{{company}} does phone customers, for example to confirm a new subscription.')).not.toEqual([])
    expect(opposites(callRuleBuy('en') + callRuleBuy('es'))).toEqual([])
  })

  it('the tokens fill the rule word for word in the page’s language', () => {
    expect(fillTokens('{{callRule}}', 'en')).toBe(CALL_RULE.en)
    expect(fillTokens('{{callRule}}', 'es')).toBe(CALL_RULE.es)
    expect(fillTokens('{{callRuleBuy}}', 'es')).toBe(callRuleBuy('es'))
    const es = renderMarkdownFile(readFileSync(path.join(root, 'content/es/pages/terms.md'), 'utf8'), 'content/es/pages/terms.md')
    expect(es.html).toContain(CALL_RULE_BUY.es)
    const en = renderMarkdownFile(readFileSync(path.join(root, 'content/pages/terms.md'), 'utf8'), 'content/pages/terms.md')
    expect(en.html).toContain(CALL_RULE_BUY.en)
  })

  it('every page that tells how buying works carries the rule, in every language', () => {
    const buying = [
      ...Array.from({ length: 17 }, (_, i) => `products/${i + 1}.md`),
      'pages/terms.md',
      'pages/about.md',
      'pages/how-we-contact-you.md',
      'pages/how-it-works.md',
      'pages/why-us.md',
      'pages/learn-more.md',
      'pages/solution.md',
      'store-awareness.ts',
      'defendpro.ts',
      'fraud-faq.ts',
      'home-support.ts',
    ]
    for (const file of buying) {
      for (const dir of ['content', 'content/es', 'content/fr']) {
        // A translated module's words sit beside it in content/<locale>/X.json (English stays X.ts).
        const words = dir === 'content' ? file : file.replace(/\.ts$/, '.json')
        const own = existsSync(path.join(root, dir, words)) ? words : file
        expect(readFileSync(path.join(root, dir, own), 'utf8'), `${dir}/${own}`).toContain('{{callRuleBuy}}')
      }
    }
    for (const file of ['pages/privacy-policy.md', 'pages/identify-fake-calls.md']) {
      for (const dir of ['content', 'content/es', 'content/fr']) {
        expect(readFileSync(path.join(root, dir, file), 'utf8'), `${dir}/${file}`).toContain('{{callRule}}')
      }
    }
    expect(pricingNotes.byPhone).toContain(callRuleBuy('en'))
    expect(pricingNotesEs.byPhone).toContain(callRuleBuy('es'))
    // The call-us dialog (every plan and product page) shows it in the page's language.
    expect(readFileSync(path.join(root, 'app/components/CallUsModal.tsx'), 'utf8')).toContain('{callRuleBuy(currentLocale())}')
  })
})

describe('one phone line, said one way (decision 111)', () => {
  // The help line is not a "sales line"; it answers scam help and buying alike, 24/7, free from the US
  // and Canada (FromAbroad covers everyone else). One wording, so no page says less or something else.
  const SAID_OTHERWISE: RegExp[] = [
    /\bsales (line|team)\b/i,
    /\bl[ií]nea de ventas\b/i,
    /\bequipo de ventas\b/i,
    /\bToll-free in the US\.?"/,
    /\bLlamada gratuita en los Estados Unidos\b/,
    /\bopen 24\/7\b/i,
  ]
  it('no page, message or component calls it a sales line or gives another coverage', () => {
    const found = sources.flatMap((f) => {
      const text = readFileSync(f, 'utf8')
      return SAID_OTHERWISE.flatMap((re) => (text.match(new RegExp(re.source, 'gi')) ?? []).map((hit) => `${rel(f)}: "${hit}"`))
    })
    expect(found).toEqual([])
  })
  it('the call-us dialog, the contact page and the site say the same hours and coverage', () => {
    const msg = (area: string, lang: string) => JSON.parse(readFileSync(path.join(root, 'messages', area, `${lang}.json`), 'utf8'))
    for (const lang of ['en', 'es']) {
      const shell = msg('shell', lang)
      const account = msg('account', lang)
      expect(account.account_contact_hours).toBe(shell.shell_callus_hours)
      expect(account.account_contact_toll_free).toBe(shell.shell_callus_note)
      expect(msg('home', lang).home_hero_hours).toBe(shell.shell_callus_hours)
    }
    expect(msg('shell', 'en').shell_callus_note).toBe('Toll-free from the US and Canada.')
    expect(msg('shell', 'es').shell_callus_note).toBe('Llamada gratuita desde EE. UU. y Canadá.')
  })
})

describe('one way to know it is us: a session you started (words review A21)', () => {
  // We connect only in a support session the person started by calling the number they looked up on
  // this site; anyone who contacts them first is not us, even with a password. A second check (an
  // "official session password" from the technician) confused readers, so no page or message names it.
  const SECOND_CHECK: RegExp[] = [
    /\bsession password\b/i,
    /\bofficial (\{\{company\}\} )?password\b/i,
    /\bpassword (is|as) an extra check\b/i,
    /\bcontraseña oficial\b/i,
    /\bcontraseña (de la |de )?sesión\b/i,
    /\bcontraseña[^.]{0,40}\b(verificación|comprobación|control) adicional\b/i,
  ]
  const secondChecks = (text: string) => SECOND_CHECK.flatMap((re) => text.match(new RegExp(re.source, 'gi')) ?? [])

  it('no page, message or component gives a session password as a second check, in either language', () => {
    const found = sources.flatMap((f) => secondChecks(readFileSync(f, 'utf8')).map((hit) => `${rel(f)}: "${hit}"`))
    expect(found).toEqual([])
  })

  it('the checker catches the old sentences (self-test)', () => {
    expect(secondChecks('Your technician also gives you an official session password, as an extra check.')).not.toEqual([])
    expect(secondChecks('Su técnico también le da una contraseña oficial de la sesión, como verificación adicional.')).not.toEqual([])
    expect(secondChecks('Luego, nuestro técnico le da una contraseña de sesión oficial.')).not.toEqual([])
    expect(secondChecks('A password alone never proves who someone is.')).toEqual([])
    expect(secondChecks('Una contraseña por sí sola nunca prueba quién es alguien.')).toEqual([])
  })
})
