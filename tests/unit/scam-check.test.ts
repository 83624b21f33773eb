// The scam checker's rules (worker/scam-check): verdicts, explanations, Spanish, links, phones, bad
// input, the labelled corpus against its targets (docs/scam-check.md), and linear work on ReDoS-shaped input
// (counted in steps, never timed).
import { describe, expect, it } from 'vitest'
import { corpus, measure, TARGETS } from '#tests/fixtures/scam-check/corpus'
import { checkMessage, SIGNALS, Steps, validateText } from '#worker/scam-check/index.ts'

const ids = (text: string) => checkMessage(text).flags.map((f) => f.id)

describe('the labelled corpus', () => {
  const { rows, misses } = measure((t) => checkMessage(t))
  const all = rows.find((r) => r.group === 'All')!

  it('has at least 200 messages, about 40% legitimate, some in Spanish', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200)
    const legit = corpus.filter((s) => s.label === 'legit').length / corpus.length
    expect(legit).toBeGreaterThan(0.35)
    expect(legit).toBeLessThan(0.45)
    expect(corpus.filter((s) => s.lang === 'es').length).toBeGreaterThanOrEqual(30)
    expect(new Set(corpus.map((s) => s.text)).size).toBe(corpus.length)
  })

  /**
   * Gates near what `npm run bench:scam-check` measures (2026-12-05: 145 of 145 scams flagged, 0 of 93
   * legitimate messages "likely-scam", 1 of 93 flagged), well inside the product's targets (TARGETS:
   * 95%, 3%, 10%), which a corpus written with the rules meets easily. The headroom (3 scams missed, 1
   * legitimate "likely-scam", 3 more flagged) is for the rule changes each round makes; a change that
   * loses more fails here long before the targets would.
   */
  const GATES = { detection: 142 / 145, legitLikelyScamMax: 1 / 93, legitAnyWarningMax: 4 / 93 }

  it('stays near its measured figures, inside the targets (≥ 95% of scams flagged, ≤ 3% of legitimate "likely-scam", ≤ 10% flagged)', () => {
    const report = misses.map((m) => `${m.sample.id} (${m.sample.label}) → ${m.result.verdict}`)
    expect(GATES.detection).toBeGreaterThanOrEqual(TARGETS.detection)
    expect(GATES.legitAnyWarningMax).toBeLessThanOrEqual(TARGETS.legitAnyWarningMax)
    expect(all.detected / all.scams, report.join('\n')).toBeGreaterThanOrEqual(GATES.detection)
    expect(all.falseLikely / all.legit, report.join('\n')).toBeLessThanOrEqual(GATES.legitLikelyScamMax)
    expect(all.falseAny / all.legit, report.join('\n')).toBeLessThanOrEqual(GATES.legitAnyWarningMax)
  })

  it('meets the detection target in Spanish too, and answers Spanish messages in Spanish', () => {
    const es = rows.find((r) => r.group === 'Spanish')!
    expect(es.detected / es.scams).toBeGreaterThanOrEqual(TARGETS.detection)
    expect(es.falseAny / es.legit).toBeLessThanOrEqual(TARGETS.legitAnyWarningMax)
    for (const sample of corpus.filter((s) => s.lang === 'es' && s.label === 'scam')) {
      expect(checkMessage(sample.text).lang, sample.id).toBe('es')
    }
  })
})

describe('verdicts and explanations', () => {
  it('a grandparent scam is "Likely a scam", each sign with a title, a reason and the words that triggered it', () => {
    const result = checkMessage('Grandma it is me. I am in jail and need bail money. Buy Target gift cards and do not tell anyone.')
    expect(result.verdict).toBe('likely-scam')
    expect(result.verdictText).toBe('Likely a scam')
    const gift = result.flags.find((f) => f.id === 'gift-card')!
    expect(gift.title).toBe('Asks for gift cards')
    expect(gift.detail).toMatch(/only scammers/i)
    expect(gift.excerpt).toContain('Target gift cards')
    expect(ids('Grandma it is me. I am in jail and need bail money. Buy Target gift cards and do not tell anyone.')).toEqual(
      expect.arrayContaining(['gift-card', 'secrecy', 'family-emergency']),
    )
    expect(result.advice.join(' ')).toContain('ReportFraud.ftc.gov')
    expect(result.advice.join(' ')).toContain('1-888-495-8501')
    expect(result.advice.join(' ')).toContain('7726')
  })

  it('an ordinary message gets "No warning signs found", says a scam can still look clean, and lists no flags', () => {
    const result = checkMessage('Hi Mom, running 20 minutes late. Save me some pie!')
    expect(result.verdict).toBe('no-signs')
    expect(result.verdictText).toBe('No warning signs found')
    expect(result.flags).toEqual([])
    expect(result.advice[0]).toMatch(/scam can still look clean/)
    expect(result.advice.join(' ')).not.toMatch(/\bsafe\b/i)
  })

  it('never calls anything "safe" in any explanation or advice', () => {
    for (const signal of SIGNALS) {
      for (const text of [signal.en.title, signal.en.detail]) expect(text, signal.id).not.toMatch(/\bsafe(ly)?\b/i)
      // "Seguro Social" is the name of an office, not a promise.
      for (const text of [signal.es.title, signal.es.detail]) {
        expect(text.replaceAll('Seguro Social', ''), signal.id).not.toMatch(/\bsegur[oa]s?\b/i)
      }
    }
  })

  it('a hint alone is not a warning sign, two together are', () => {
    // The rules' verdict alone (the model may lift either further: decisions 130, 336).
    expect(checkMessage('URGENT: the meeting moved to 3 pm', undefined, undefined, false).verdict).toBe('no-signs')
    expect(checkMessage('Amazon: your package could not be delivered. Act now.', undefined, undefined, false).verdict).toBe('suspicious')
  })

  it('ignores a request that is negated ("we will never ask for your PIN")', () => {
    expect(ids('Reminder: we will never ask for your PIN or your Social Security number.')).toEqual([])
    expect(ids('Please send your Social Security number today, it is urgent.')).toContain('asks-id-number')
    // "Don't worry" is not a negation of what follows.
    expect(ids("Don't worry, just read me the code we sent.")).toContain('asks-code')
  })

  it('answers a Spanish message in Spanish', () => {
    const result = checkMessage('Su cuenta ha sido bloqueada. Dígame el código que le llegó y compre tarjetas de regalo.')
    expect(result.lang).toBe('es')
    expect(result.verdictText).toBe('Probablemente es una estafa')
    expect(result.flags.map((f) => f.title)).toEqual(expect.arrayContaining(['Pide tarjetas de regalo', 'Pide un código de seguridad']))
    expect(result.advice.join(' ')).toContain('Centro Antifraude de Canadá (CAFC)')
  })
})

describe('links', () => {
  it.each([
    ['https://paypa1.com/login', 'link-lookalike'],
    ['http://arnazon-orders.com/track', 'link-lookalike'],
    ['https://amazon.account-verify.top/signin', 'link-brand-elsewhere'],
    ['https://paypal.com.secure-login.net', 'link-brand-elsewhere'],
    ['http://192.168.10.20/bank', 'link-ip'],
    ['https://bit.ly/abc123', 'link-shortener'],
    ['https://xn--pypal-4ve.com/', 'link-punycode'],
    ['https://www.chase.com@evil.example.net/login', 'link-at-sign'],
    ['http://example-bank.net/login please enter your password', 'link-http-login'],
    ['https://deals.xyz/', 'link-odd-ending'],
  ])('%s → %s', (text, id) => {
    expect(ids(`Please check this link ${text} right away`)).toContain(id)
  })

  it('does not flag the real sites of the brands it knows', () => {
    for (const url of ['https://www.amazon.com/orders', 'https://www.paypal.com/', 'https://secure.chase.com/', 'https://www.ssa.gov/']) {
      const found = checkMessage(`Your order update: ${url} urgent`).flags.map((f) => f.id)
      expect(
        found.filter((f) => f.startsWith('link-')),
        url,
      ).toEqual([])
    }
  })
})

describe('phone numbers', () => {
  it('flags pay-per-call numbers, Caribbean numbers that look local, and a number to call in a security warning', () => {
    expect(ids('Call 1-900-555-0166 to claim')).toContain('phone-premium')
    expect(ids('Missed call, please call back 1 (876) 555-0123')).toContain('phone-looks-local')
    expect(ids('Please call +44 20 7946 0958 today, urgent')).toContain('phone-international')
    expect(ids('Security alert: your computer has a virus. Call 1-888-555-0142 now.')).toContain('phone-in-warning')
  })

  it('does not take prices, dates or codes for phone numbers', () => {
    expect(ids('Your total was $1,234,567.00 on 2026-11-23, code 482913. Urgent.')).not.toContain('phone-international')
  })
})

describe('bad input', () => {
  it('refuses empty, whitespace-only, non-text and over-long input with a clear message', () => {
    expect(validateText('')).toMatchObject({ ok: false, problem: { status: 400 } })
    expect(validateText(' \n\t ')).toMatchObject({ ok: false, problem: { status: 400, msg: expect.stringContaining('empty') } })
    expect(validateText(42)).toMatchObject({ ok: false, problem: { status: 400 } })
    expect(validateText('a'.repeat(10_001))).toMatchObject({ ok: false, problem: { status: 413, msg: expect.stringContaining('10,000') } })
    expect(validateText('\u0000\u0001\u0002binary\u0003\u0004')).toMatchObject({
      ok: false,
      problem: { msg: expect.stringContaining('file') },
    })
    expect(validateText('a'.repeat(10_000))).toMatchObject({ ok: true })
  })

  it('answers normally for HTML, emoji, right-to-left overrides and 1,000 links', () => {
    const html = checkMessage('<script>alert(1)</script> buy gift cards <img src=x onerror=alert(1)>')
    expect(html.flags[0].excerpt).toContain('<script>') // plain text; React renders it as text
    expect(checkMessage('🎉🎉 You have won 🎁 a prize 🎉 claim your prize now').verdict).not.toBe('no-signs')
    expect(ids('Open invoice_\u202Efdp.exe today')).toContain('hidden-characters')
    const links = Array.from({ length: 1000 }, (_, i) => `https://site${i}.example.com/`).join(' ')
    expect(checkMessage(links).verdict).toBe('no-signs')
  })
})

describe('work stays linear (ReDoS shapes, counted in steps)', () => {
  // Inputs that make backtracking regular expressions explode; each is 10,000 characters.
  const N = 10_000
  const shapes: [string, string][] = [
    ['one long word', 'a'.repeat(N)],
    ['a run of letters then a bang', `${'a'.repeat(N - 1)}!`],
    ['nested groups', '('.repeat(N / 2) + ')'.repeat(N / 2)],
    ['dots', '.'.repeat(N)],
    ['a long host', `http://${'a.'.repeat((N - 8) / 2)}x`],
    ['at signs', `http://${'@'.repeat(N - 7)}`],
    ['digits and dashes', '1-'.repeat(N / 2)],
    ['digits', '9'.repeat(N)],
    ['spaces', ' '.repeat(N)],
    ['one long line of words', 'gift '.repeat(N / 5)],
    ['repeated phrase starts', 'your '.repeat(N / 5)],
    ['a shape word again and again (decision 340)', 'card '.repeat(N / 5)],
    ['a request, money and a sender again and again (decision 340)', 'pay fee IRS now '.repeat(N / 16)],
    ['slashes', `https://x.com${'/'.repeat(N - 13)}`],
    ['plus signs', '+1'.repeat(N / 2)],
    ['emoji', '😀'.repeat(N / 2)],
    ['direction overrides', '\u202E'.repeat(N)],
    ['famous names in long hosts', `https://${'gosuslugi-pay-'.repeat(19)}x.ru `.repeat(40).slice(0, N)],
    ['long names one letter off', `${'steamcommunitx'.repeat(4)}.com `.repeat(N / 62).slice(0, N)],
    [
      'a thousand links',
      Array.from({ length: 1000 }, (_, i) => `http://a${i}.co`)
        .join(' ')
        .slice(0, N),
    ],
  ]
  it.each(shapes)('%s: at most 60 steps per character', (_name, text) => {
    expect(text.length).toBeLessThanOrEqual(N)
    const steps = new Steps()
    const result = checkMessage(text, steps)
    expect(['likely-scam', 'suspicious', 'no-signs']).toContain(result.verdict)
    expect(steps.count).toBeGreaterThan(text.length) // the counter really counts
    expect(steps.count).toBeLessThanOrEqual(60 * text.length)
  })

  it('the step count grows in proportion to the text, not faster', () => {
    const at = (n: number) => {
      const steps = new Steps()
      checkMessage('your gift card code '.repeat(n / 20), steps)
      return steps.count
    }
    const small = at(1000)
    const big = at(10_000)
    expect(big / small).toBeLessThan(12) // 10× the text, about 10× the work
  })
})

describe('the answer first (decision 152)', () => {
  it('tells a bank or card alert to call the number on the back of the card, first', () => {
    const result = checkMessage(
      'Chase: unauthorized charge of $489.99 on your debit card. Did you authorize a purchase at Walmart? Reply YES or NO.',
    )
    expect(result.verdict).not.toBe('no-signs')
    expect(result.advice[0]).toMatch(/^If this is about a charge you did not make, call the number on the back of your card now/)
  })

  it('says it in Spanish for a Spanish bank alert', () => {
    const result = checkMessage(
      'Alerta de fraude de su banco: ¿hizo una compra de $489.99? Su tarjeta será bloqueada. Llame ahora al 1-800-555-0199.',
    )
    if (result.flags.some((f) => f.id === 'bank-or-brand') && result.flags.some((f) => f.id === 'security-alarm')) {
      expect(result.advice[0]).toMatch(/reverso de su tarjeta/)
    }
  })

  it('puts the most useful step first for a parcel text: do not click', () => {
    const result = checkMessage('USPS: your package is on hold. Update your address within 12 hours: https://usps-redelivery.top/track')
    expect(result.advice[0]).toMatch(/^Do not click the links/)
  })
})
