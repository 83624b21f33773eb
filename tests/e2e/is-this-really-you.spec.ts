// "Is this really you?" as two people use it (docs/on-the-phone.md), in the three languages. The
// contact accepts the invitation in her own browser (her time zone is her browser's) and is shown the
// page where alerts appear; she opens it. The person, on /code-word while someone on the phone claims to
// be family, taps "Ask Beth Daughter: is this really you?"; the contact's page shows the question at
// once; she taps "It's not me"; the person's screen says so and to hang up. The mail says when it was
// sent in the contact's own zone, named (W7).
import type { Browser, Page } from '@playwright/test'
import { expect, expectAccessible, holderNamesContact, hydrated, latestMail, personAddress, shootTwoSizes, test } from './fixtures'

const WORDS = {
  en: {
    prefix: '',
    zone: 'America/Toronto',
    zoneName: /\(Eastern (Standard|Daylight) Time\)/,
    accept: 'Yes, I accept',
    open: "Open the page where Ann Holder's alerts appear",
    ask: 'Ask Beth Daughter: is this really you?',
    question: 'Ann Holder asks: is this really you on the phone?',
    notMe: 'It’s not me',
    shown: 'Beth Daughter: “It’s not me.”',
    hangUp: 'Hang up now.',
    subject: 'Ann Holder asks: is this really you on the phone?',
    sent: 'Sent on',
  },
  es: {
    prefix: '/es',
    zone: 'America/Mexico_City',
    zoneName: /\(hora (estándar|de verano) central\)/,
    accept: 'Sí, acepto',
    open: 'Abrir la página donde aparecen los avisos de Ann Holder',
    ask: 'Preguntar a Beth Daughter: ¿de verdad eres tú?',
    question: 'Ann Holder pregunta: ¿de verdad es usted quien está al teléfono?',
    notMe: 'No soy yo',
    shown: 'Beth Daughter: «No soy yo».',
    hangUp: 'Cuelgue ahora.',
    subject: 'Ann Holder pregunta: ¿de verdad es usted quien está al teléfono?',
    sent: 'Enviado el',
  },
  fr: {
    prefix: '/fr',
    zone: 'America/Montreal',
    zoneName: /\(heure (normale|avancée) de l’Est\)/,
    accept: 'Oui, j’accepte',
    open: 'Ouvrir la page où s’affichent les alertes envoyées par Ann Holder',
    ask: 'Demander à Beth Daughter : est-ce bien toi?',
    question: 'Ann Holder demande : est-ce bien vous au téléphone?',
    notMe: 'Ce n’est pas moi',
    shown: 'Beth Daughter : « Ce n’est pas moi. »',
    hangUp: 'Raccrochez maintenant.',
    subject: 'Ann Holder demande\u00a0: est-ce bien vous au téléphone?',
    sent: 'Envoyé le',
  },
} as const
type Lang = keyof typeof WORDS

/** The contact, in her own browser and time zone, opens the invitation's button and accepts. */
async function contactAccepts(browser: Browser, lang: Lang, invitationText: string): Promise<Page> {
  const w = WORDS[lang]
  const context = await browser.newContext({ extraHTTPHeaders: personAddress(), timezoneId: w.zone })
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'))
  const contact = await context.newPage()
  const link = new URL(/https?:\/\/\S+\/trusted-contact\?accept=[\w-]+/.exec(invitationText)?.[0] as string)
  await contact.goto(`${link.pathname}${link.search}`)
  await hydrated(contact)
  await contact.getByRole('button', { name: w.accept }).click()
  // Once she accepted, the page shows where alerts will appear; she opens it.
  const open = contact.getByRole('link', { name: w.open })
  await expect(open).toBeVisible()
  if (lang === 'en') await shootTwoSizes(contact, 'pause-accepted')
  await open.click()
  await expect(contact).toHaveURL(new RegExp(`^[^?]*${w.prefix}/on-the-phone/answer\\?t=`))
  await hydrated(contact)
  return contact
}

for (const lang of Object.keys(WORDS) as Lang[]) {
  const w = WORDS[lang]
  test(`${lang}: "is this really you?" reaches the contact at once and her "it's not me" shows on the person's screen`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    const contactEmail = await holderNamesContact(page, lang)
    const contact = await contactAccepts(browser, lang, (await latestMail(page.request, contactEmail)).text)

    await page.goto(`${w.prefix}/code-word`)
    await hydrated(page)
    const ask = page.getByRole('button', { name: w.ask })
    await ask.click()

    // The contact's open page shows the question live, with the two answers.
    const alert = contact.getByTestId('pause-alert')
    await expect(alert.getByRole('heading', { level: 2 })).toHaveText(w.question, { timeout: 10_000 })
    await expect(alert).toContainText(w.zoneName)
    if (lang === 'en') await shootTwoSizes(contact, 'pause-verify-contact')
    await alert.getByRole('button', { name: w.notMe }).click()

    // Her answer appears on the person's screen, with what to do.
    const answer = page.getByTestId('pause-tell').getByTestId('pause-answer')
    await expect(answer).toContainText(w.shown, { timeout: 10_000 })
    await expect(answer).toContainText(w.hangUp)
    await expectAccessible(page)
    await expectAccessible(contact)
    if (lang === 'en') await shootTwoSizes(page, 'pause-verify-answered')

    // The mail says when it was sent, in the zone her browser reported when she accepted (W7).
    const mail = await latestMail(page.request, contactEmail)
    expect(mail.subject).toBe(w.subject)
    expect(mail.text).toContain(w.sent)
    expect(mail.text).toMatch(w.zoneName)
    await contact.context().close()
  })
}
