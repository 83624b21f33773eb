// /official-contacts: "Is this really my bank, the IRS, the CRA, the SAT?" A person looks up a name, a
// phone number or a web address in three languages; the server answers the plain GET form, so it works
// with no script; every entry is listed by country and kind; "not in our directory" never says "safe".
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures'

async function lookUp(page: import('@playwright/test').Page, label: RegExp, button: RegExp, text: string) {
  const box = page.getByRole('searchbox', { name: label })
  await box.click()
  await box.pressSequentially(text)
  await page.getByRole('button', { name: button }).click()
}

test.describe('official contacts, in English', () => {
  test('by phone number: the IRS line, with the caller-ID warning', async ({ page }) => {
    await page.goto('/official-contacts')
    await expect(page.getByRole('heading', { level: 1, name: /Is this really my bank, the IRS, the CRA, the SAT\?/ })).toBeVisible()
    await lookUp(page, /A name, a phone number or a web address/, /^Look it up$/, '(800) 829-1040')
    const result = page.getByRole('region', { name: /What we found for “\(800\) 829-1040”/ })
    await expect(result).toBeVisible()
    await expect(result.getByText('We read this as a phone number.')).toBeVisible()
    await expect(result.getByRole('heading', { level: 3, name: 'Internal Revenue Service (IRS)' })).toBeVisible()
    await expect(result.getByText(/Caller ID can be faked/)).toBeVisible()
    await expect(result.getByRole('link', { name: '1-800-829-1040' })).toHaveAttribute('href', 'tel:+18008291040')
    await expect(page).toHaveURL(/\?q=%28800%29\+829-1040#directory-result$/)
    await expectAccessible(page)
  })

  test('by web address: a look-alike is "not in our directory", never "safe"', async ({ page }) => {
    await page.goto('/official-contacts')
    await lookUp(page, /A name, a phone number or a web address/, /^Look it up$/, 'https://irs.gov.refund-claim.help/pay')
    const result = page.getByRole('region', { name: /What we found for/ })
    await expect(result.getByText('We read this as a web address.')).toBeVisible()
    await expect(result.getByText('Not in our directory', { exact: true })).toBeVisible()
    await expect(result.getByText(/This does not mean it is safe/)).toBeVisible()
    await expect(result.getByText(/Do not type your password, card or codes there/)).toBeVisible()
    await expect(result.getByRole('heading', { level: 3 })).toHaveCount(0)
    // And the real address finds its owner.
    await page.goto('/official-contacts')
    await lookUp(page, /A name, a phone number or a web address/, /^Look it up$/, 'www.irs.gov/refunds')
    await expect(
      page.getByRole('region', { name: /What we found for/ }).getByRole('heading', { level: 3, name: 'Internal Revenue Service (IRS)' }),
    ).toBeVisible()
  })

  test('by name, and every entry listed by country and kind; an empty search says what to type', async ({ page }) => {
    await page.goto('/official-contacts')
    await lookUp(page, /A name, a phone number or a web address/, /^Look it up$/, 'desjardins')
    const result = page.getByRole('region', { name: /What we found for “desjardins”/ })
    await expect(result.getByRole('heading', { level: 3, name: 'Desjardins' })).toBeVisible()
    await expect(result.getByRole('link', { name: '1-800-CAISSES (1-800-224-7737)' })).toHaveAttribute('href', 'tel:+18002247737')

    const list = page.getByRole('region', { name: 'Every official contact in our directory' })
    for (const country of ['United States', 'Canada', 'Mexico', 'Panama', 'Costa Rica'])
      await expect(list.getByRole('heading', { level: 3, name: country })).toBeVisible()
    await expect(list.getByRole('region', { name: 'Canada' }).getByRole('heading', { level: 5, name: 'Revenu Québec' })).toBeVisible()
    await expect(list.getByRole('region', { name: 'Mexico' }).getByRole('heading', { level: 5, name: /SAT/ })).toBeVisible()
    await expect(page.getByText(/^Directory version \d{4}-\d{2}-\d{2}\.\d+\./)).toBeVisible()

    await page.getByRole('searchbox', { name: /A name, a phone number or a web address/ }).fill('')
    await page.getByRole('button', { name: /^Look it up$/ }).click()
    await expect(page.getByText('Please type a name, a phone number or a web address.')).toBeVisible()
  })

  test('fits at 375 and 1280 px with no sideways scroll, and links to the checker and the first-hour plan', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoSidewaysScroll(page, [
        ['/official-contacts'],
        ['/official-contacts?q=1-800-829-1040'],
        ['/fr/official-contacts?q=canada.ca'],
      ])
    }
    await page.goto('/official-contacts')
    await expect(page.getByRole('link', { name: 'Got a suspicious message? Check it' })).toHaveAttribute('href', '/scam-check')
    await expect(page.getByRole('link', { name: 'Already paid or gave your details? What to do now' })).toHaveAttribute('href', '/help-now')
  })
})

test.describe('official contacts with no script', () => {
  test.use({ javaScriptEnabled: false })

  test('the server answers the form: by name in English, by number in Spanish, by address in French', async ({ page }) => {
    await page.goto('/official-contacts')
    await lookUp(page, /A name, a phone number or a web address/, /^Look it up$/, 'Canada Post')
    await expect(
      page.getByRole('region', { name: /What we found for “Canada Post”/ }).getByRole('heading', { level: 3, name: 'Canada Post' }),
    ).toBeVisible()

    await page.goto('/es/official-contacts')
    await lookUp(page, /Un nombre, un número de teléfono o una dirección web/, /^Buscar$/, '1-800-772-1213')
    const es = page.getByRole('region', { name: /Lo que encontramos para “1-800-772-1213”/ })
    await expect(es.getByText('Lo leímos como un número de teléfono.')).toBeVisible()
    await expect(es.getByRole('heading', { level: 3, name: 'Administración del Seguro Social (SSA)' })).toBeVisible()

    await page.goto('/fr/official-contacts')
    await lookUp(page, /Un nom, un numéro de téléphone ou une adresse Web/, /^Chercher$/, 'hydroquebec.com')
    const fr = page.getByRole('region', { name: /Ce que nous avons trouvé pour « hydroquebec\.com »/ })
    await expect(fr.getByText('Nous l’avons lu comme une adresse Web.')).toBeVisible()
    await expect(fr.getByRole('heading', { level: 3, name: 'Hydro-Québec' })).toBeVisible()
    await expect(fr.getByText(/Vous demander votre numéro de carte de crédit/)).toBeVisible()
  })
})

// Every kind of lookup in every language, answered by the server alone (docs/official-directory.md): a name, a
// number and a real address find their owner; a look-alike address is "not in our directory" and never "safe".
test.describe('every lookup in every language, with no script', () => {
  test.use({ javaScriptEnabled: false })

  const LANGS = {
    en: { path: '', box: /A name, a phone number or a web address/, button: /^Look it up$/, found: /What we found for/ },
    es: { path: '/es', box: /Un nombre, un número de teléfono o una dirección web/, button: /^Buscar$/, found: /Lo que encontramos para/ },
    fr: {
      path: '/fr',
      box: /Un nom, un numéro de téléphone ou une adresse Web/,
      button: /^Chercher$/,
      found: /Ce que nous avons trouvé pour/,
    },
  } as const
  const CASES = [
    ['en', 'Social Security', 'We read this as a name.', 'Social Security Administration (SSA)'],
    ['en', '1-800-829-1040', 'We read this as a phone number.', 'Internal Revenue Service (IRS)'],
    ['en', 'https://www.canadapost-postescanada.ca/track', 'We read this as a web address.', 'Canada Post'],
    ['es', 'seguro social', 'Lo leímos como un nombre.', 'Administración del Seguro Social (SSA)'],
    ['es', '1-800-772-1213', 'Lo leímos como un número de teléfono.', 'Administración del Seguro Social (SSA)'],
    ['es', 'www.sat.gob.mx', 'Lo leímos como una dirección web.', 'Servicio de Administración Tributaria (SAT)'],
    ['fr', 'desjardins', 'Nous l’avons lu comme un nom.', 'Desjardins'],
    ['fr', '1 800 959-8281', 'Nous l’avons lu comme un numéro de téléphone.', 'Agence du revenu du Canada (ARC)'],
    ['fr', 'https://www.interac.ca/fr/', 'Nous l’avons lu comme une adresse Web.', 'Interac (virements)'],
  ] as const

  test('a name, a number and an address find their owner in English, Spanish and French', async ({ page }) => {
    test.setTimeout(60_000)
    for (const [lang, text, readAs, owner] of CASES) {
      const l = LANGS[lang]
      await page.goto(`${l.path}/official-contacts`)
      await lookUp(page, l.box, l.button, text)
      const result = page.getByRole('region', { name: l.found })
      await expect(result.getByText(readAs), `${lang} ${text}`).toBeVisible()
      await expect(result.getByRole('heading', { level: 3, name: owner }), `${lang} ${text}`).toBeVisible()
    }
  })

  test('a look-alike address is "not in our directory", never "safe", in each language', async ({ page }) => {
    for (const [lang, title, notSafe] of [
      ['en', 'Not in our directory', /This does not mean it is safe/],
      ['es', 'No está en nuestro directorio', /Eso no quiere decir que sea seguro/],
      ['fr', 'Absent de notre répertoire', /Cela ne veut pas dire que c’est sans danger/],
    ] as const) {
      const l = LANGS[lang]
      await page.goto(`${l.path}/official-contacts`)
      await lookUp(page, l.box, l.button, 'interac-depot.ca.verify-etransfer.top')
      const result = page.getByRole('region', { name: l.found })
      await expect(result.getByText(title, { exact: true }), lang).toBeVisible()
      await expect(result.getByText(notSafe), lang).toBeVisible()
      await expect(result.getByRole('heading', { level: 3 }), lang).toHaveCount(0)
    }
  })
})

test.describe('official contacts in Spanish and French', () => {
  test('Spanish: by name (SAT), by a fake address, axe clean', async ({ page }) => {
    await page.goto('/es/official-contacts')
    await expect(page.getByRole('heading', { level: 1, name: '¿De verdad es mi banco, el IRS, la CRA, el SAT?' })).toBeVisible()
    await lookUp(page, /Un nombre, un número de teléfono o una dirección web/, /^Buscar$/, 'SAT')
    const found = page.getByRole('region', { name: /Lo que encontramos para “SAT”/ })
    await expect(found.getByRole('heading', { level: 3, name: 'Servicio de Administración Tributaria (SAT)' })).toBeVisible()
    await expect(found.getByRole('link', { name: 'www.sat.gob.mx' }).first()).toBeVisible()
    await expectAccessible(page)

    await page.goto('/es/official-contacts')
    await lookUp(page, /Un nombre, un número de teléfono o una dirección web/, /^Buscar$/, 'sat-gob.mx-devolucion.top')
    await expect(page.getByText('No está en nuestro directorio', { exact: true }).last()).toBeVisible()
    await expect(page.getByText(/Eso no quiere decir que sea seguro/)).toBeVisible()
  })

  test('French: by number (the ARC), by name with accents, axe clean', async ({ page }) => {
    await page.goto('/fr/official-contacts')
    await lookUp(page, /Un nom, un numéro de téléphone ou une adresse Web/, /^Chercher$/, '1 800 959-8281')
    const found = page.getByRole('region', { name: /Ce que nous avons trouvé pour « 1 800 959-8281 »/ })
    await expect(found.getByRole('heading', { level: 3, name: 'Agence du revenu du Canada (ARC)' })).toBeVisible()
    await expect(found.getByText(/L’afficheur peut être falsifié/)).toBeVisible()
    await expectAccessible(page)

    await page.goto('/fr/official-contacts')
    await lookUp(page, /Un nom, un numéro de téléphone ou une adresse Web/, /^Chercher$/, 'postes canada')
    await expect(
      page.getByRole('region', { name: /Ce que nous avons trouvé/ }).getByRole('heading', { level: 3, name: 'Postes Canada' }),
    ).toBeVisible()
  })
})

test.describe('where the directory is offered', () => {
  test('the scam checker’s answer and the first-hour plan link to it', async ({ page }) => {
    await page.goto('/scam-check')
    const box = page.getByRole('textbox', { name: /Paste the message, the web address or the phone number/ })
    await box.click()
    await box.pressSequentially('IRS: your refund of $812 is waiting. Confirm at irs-refund-claim.help today.')
    await page.getByRole('button', { name: /^Check$/ }).click()
    await expect(page.getByRole('link', { name: 'Is it really them? Look up the official number or web address' })).toHaveAttribute(
      'href',
      '/official-contacts',
    )

    await page.goto('/fr/help-now?country=ca&s=on-the-line')
    await expect(
      page.getByRole('link', { name: /Vous ne savez pas si un appel, un texto ou un lien vient vraiment de votre banque/ }),
    ).toHaveAttribute('href', '/fr/official-contacts')
  })
})
