// "Someone is on the phone with me now" as two people use it (docs/on-the-phone.md), in the three
// languages: the contact keeps their page open; the person on a call taps through the three questions,
// reads the script, taps "Tell Beth now"; the contact's page shows the alert live and her "I'm calling
// you" appears on the person's screen. Also: the questions with no script at all, and the code word card
// printed on one page at 14 pt or more.
import type { Browser, Page } from '@playwright/test'
import { expect, expectAccessible, holderWithContact, hydrated, latestMail, newPersonPage, shootTwoSizes, test } from './fixtures'

const WORDS = {
  en: {
    prefix: '',
    yes: 'Yes',
    no: 'No',
    say: 'I will call you back on the number on my card.',
    hangUp: 'Hang up now.',
    tell: 'Tell Beth Daughter now',
    alert: 'Ann Holder is on a call that may be a scam',
    calling: 'I’m calling you',
    shown: 'Beth Daughter: “I’m calling you now.”',
    subject: 'Ann Holder is on a call that may be a scam: call them now',
  },
  es: {
    prefix: '/es',
    yes: 'Sí',
    no: 'No',
    say: 'Le devuelvo la llamada al número que aparece en mi tarjeta',
    hangUp: 'Cuelgue ahora.',
    tell: 'Avisar a Beth Daughter ahora',
    alert: 'Ann Holder está en una llamada que puede ser una estafa',
    calling: 'Le estoy llamando',
    shown: 'Beth Daughter: «Le estoy llamando ahora».',
    subject: 'Ann Holder está en una llamada que puede ser una estafa: llame ahora',
  },
  fr: {
    prefix: '/fr',
    yes: 'Oui',
    no: 'Non',
    say: 'Je vais vous rappeler au numéro inscrit sur ma carte.',
    hangUp: 'Raccrochez maintenant.',
    tell: 'Avertir Beth Daughter maintenant',
    alert: 'Ann Holder est au téléphone avec un possible fraudeur',
    calling: 'Je vous appelle',
    shown: 'Beth Daughter : « Je vous appelle maintenant. »',
    subject: 'Ann Holder est au téléphone avec un possible fraudeur\u00a0: appelez maintenant',
  },
} as const
type Lang = keyof typeof WORDS

async function contactPage(browser: Browser, watch: string): Promise<Page> {
  const contact = await newPersonPage(browser)
  await contact.goto(watch)
  await hydrated(contact)
  return contact
}

for (const lang of Object.keys(WORDS) as Lang[]) {
  const w = WORDS[lang]
  test(`${lang}: a person on a call taps through, the contact sees it live, her answer reaches the person`, async ({ page, browser }) => {
    test.setTimeout(180_000)
    const { watch, contactEmail } = await holderWithContact(page, lang)
    expect(watch.startsWith(`${w.prefix}/on-the-phone/answer?t=`)).toBe(true)
    const contact = await contactPage(browser, watch)

    await page.goto(`${w.prefix}/on-the-phone`)
    await hydrated(page)
    if (lang === 'en') await shootTwoSizes(page, `pause-question-${lang}`)
    await page.getByRole('link', { name: w.yes, exact: true }).click()
    await page.getByRole('link', { name: w.no, exact: true }).click()
    await page.getByRole('link', { name: w.yes, exact: true }).click()
    await expect(page.locator('.pause-say')).toContainText(w.say)
    await expect(page.getByTestId('pause-hang-up')).toHaveText(w.hangUp)
    const tell = page.getByTestId('pause-tell')
    await tell.getByRole('button', { name: w.tell }).click()

    // The contact's open page shows it live (no reload), with the two answers.
    const alert = contact.getByTestId('pause-alert')
    await expect(alert.getByRole('heading', { level: 2 })).toHaveText(w.alert, { timeout: 10_000 })
    await shootTwoSizes(contact, `pause-contact-${lang}`)
    await alert.getByRole('button', { name: w.calling }).click()

    // Her answer appears on the person's screen.
    await expect(tell.getByTestId('pause-answer')).toContainText(w.shown, { timeout: 10_000 })
    await expectAccessible(page)
    await expectAccessible(contact)
    await shootTwoSizes(page, `pause-answered-${lang}`)

    const mail = await latestMail(page.request, contactEmail)
    expect(mail.subject).toBe(w.subject)
    await contact.context().close()
  })
}

test('the questions work with no script at all, and say where to call', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/fr/on-the-phone')
  await page.getByRole('link', { name: 'Non', exact: true }).click()
  await expect(page).toHaveURL(/\/fr\/on-the-phone\?q=n$/)
  await page.getByRole('link', { name: 'Non', exact: true }).click()
  await page.getByRole('link', { name: 'Je ne sais pas', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Ce sont des signes d’arnaque')
  await expect(page.getByText('Elle vous presse ou vous demande le secret.')).toBeVisible()
  await expect(page.getByTestId('pause-hang-up')).toHaveText('Raccrochez maintenant.')
  await expect(page.locator('#main').getByRole('link', { name: /888-555-0142/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Demander qu’on vous rappelle' })).toBeVisible()
  await context.close()
})

test('W5: an invitation can be checked by typing our address and its reference, with no link pressed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/es/trusted-contact/check')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verifique una invitación usted mismo o misma')
  const reference = 'A'.repeat(43)
  await page.getByLabel('Referencia de la invitación').fill(reference)
  await page.getByRole('button', { name: 'Ver la invitación' }).click()
  await expect(page).toHaveURL(new RegExp(`/es/trusted-contact\\?accept=${reference}$`))
  // The same page the mail's button opens: nothing happens until its own button is pressed.
  await expect(page.getByRole('button', { name: 'Sí, acepto' })).toBeVisible()
  await context.close()
})

test('help-now and the scam checker lead to it', async ({ page }) => {
  await page.goto('/es/help-now')
  await page.getByTestId('on-the-phone-link').click()
  await expect(page).toHaveURL(/\/es\/on-the-phone$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alguien está al teléfono conmigo ahora')
  await page.goto('/scam-check')
  await hydrated(page)
  await page
    .getByLabel('Paste the message, the web address or the phone number')
    .fill('This is the IRS. Buy gift cards now or you will be arrested today.')
  await page.getByRole('button', { name: 'Check' }).click()
  await page.getByTestId('on-the-phone-link').click()
  await expect(page).toHaveURL(/\/on-the-phone$/)
})

test('from any page: one tap in the bottom band on a computer, the menu on a phone, with no script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto('/Pricing')
  await page.getByTestId('dock-on-the-phone').click()
  await expect(page).toHaveURL(/\/on-the-phone$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Someone is on the phone with me now')
  await context.close()
  // A phone: the menu (the band has no room), by a person who answered the cookie banner.
  const phone = await newPersonPage(browser)
  await phone.setViewportSize({ width: 375, height: 800 })
  await phone.goto('/fr/Pricing')
  await expect(phone.getByTestId('dock-on-the-phone')).toBeHidden()
  await phone.locator('.site-menu-button').click()
  await phone.getByRole('link', { name: 'Quelqu’un est au téléphone avec moi en ce moment' }).click()
  await expect(phone).toHaveURL(/\/fr\/on-the-phone$/)
  await phone.context().close()
})

test("the bottom band's link fits beside the chat at the largest text, in every language", async ({ page }) => {
  for (const [path, width] of [
    ['/es/Pricing', 992],
    ['/fr/Pricing', 1024],
    ['/Pricing', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(path)
    await page.evaluate(() => document.documentElement.setAttribute('data-text-size', 'larger'))
    const link = await page.getByTestId('dock-on-the-phone').boundingBox()
    const dock = await page.locator('.bottom-dock').boundingBox()
    const chat = (await page.locator('.chat-launcher').boundingBox())?.x ?? width
    expect(link && dock).toBeTruthy()
    if (!link || !dock) continue
    expect(link.y).toBeGreaterThanOrEqual(dock.y)
    expect(link.y + link.height).toBeLessThanOrEqual(dock.y + dock.height)
    expect(link.x + link.width).toBeLessThanOrEqual(chat)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
})

test('every button is a large target at the largest text size on a small phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/es/on-the-phone')
  await page.evaluate(() => document.documentElement.setAttribute('data-text-size', 'larger'))
  for (const link of await page.locator('.pause-choice').all()) {
    const box = await link.boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(64)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320)
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(320)
})

for (const lang of Object.keys(WORDS) as Lang[]) {
  test(`${lang}: the code word card prints on one page at 14 pt or more`, async ({ page }) => {
    await page.goto(`${WORDS[lang].prefix}/code-word`)
    await hydrated(page)
    if (lang === 'en') await shootTwoSizes(page, 'pause-code-word')
    await page.emulateMedia({ media: 'print' })
    const smallest = await page.evaluate(() => {
      let min = Number.POSITIVE_INFINITY
      for (const el of document.querySelectorAll<HTMLElement>('[data-testid="codeword-card"] *')) {
        if (!el.textContent?.trim() || el.offsetParent === null) continue
        min = Math.min(min, Number.parseFloat(getComputedStyle(el).fontSize))
      }
      return min
    })
    // 14 pt = 18.67 CSS px.
    expect(smallest).toBeGreaterThanOrEqual(18.6)
    const pdf = await page.pdf({ format: 'Letter', printBackground: true })
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
    expect(pages).toBe(1)
    if (lang === 'en') await page.screenshot({ path: 'test-results/pause-code-word-print.png', fullPage: true })
  })
}
