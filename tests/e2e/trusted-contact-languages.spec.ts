// The trusted contact's invitation in Spanish and in French (decision 160), as two people use it: the
// holder names the contact on the account page in that language, the invitation arrives in it with only
// our words in the subject (docs/security.md, U2), and the contact accepts on a browser without
// JavaScript; the holder's page then names the contact. The English journey is trusted-contact.spec.ts.
import { type Account, expect, expectAccessible, hydrated, latestMail, logIn, signUp, test, unique } from './fixtures'

const WORDS = {
  es: {
    contact: 'Lucía Gómez',
    heading: 'Su contacto de confianza',
    nameButton: 'Nombrar un contacto de confianza',
    name: 'Nombre de su contacto',
    email: 'Correo electrónico de su contacto',
    asks: /Mensajes que le pida revisar/,
    send: 'Enviar la invitación',
    invited: (email: string) => `Enviamos una invitación a ${email}.`,
    waiting: 'Esperando que Lucía Gómez acepte',
    subject: 'Un cliente de SaffeSupport le pide que sea su contacto de confianza',
    accept: 'Sí, acepto',
    acceptHeading: 'Ser contacto de confianza',
    acceptedHeading: 'Usted es contacto de confianza',
    accepted: (email: string) => `Lucía Gómez (${email}) es su contacto de confianza.`,
  },
  fr: {
    contact: 'Élise Dubois',
    heading: 'Votre personne de confiance',
    nameButton: 'Nommer une personne de confiance',
    name: 'Son nom',
    email: 'Son adresse courriel',
    asks: /Les messages que je lui demande de regarder/,
    send: 'Envoyer l’invitation',
    invited: (email: string) => `Nous avons envoyé une invitation à ${email}.`,
    waiting: 'En attente de l’acceptation d’Élise Dubois',
    subject: 'Un client de SaffeSupport vous demande d’être sa personne de confiance',
    accept: 'Oui, j’accepte',
    acceptHeading: 'Devenir personne de confiance',
    acceptedHeading: 'Vous êtes une personne de confiance',
    accepted: (email: string) => `Élise Dubois (${email}) est votre personne de confiance.`,
  },
} as const

for (const [lang, t] of Object.entries(WORDS)) {
  test(`${lang}: a holder invites a contact in this language, and the contact accepts from the mail without JavaScript`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const holder: Account = { name: 'Rosa Herrera', email: `titular-${lang}-${unique()}@example.com`, password: 'a long enough password' }
    const contactEmail = `contacto-${lang}-${unique()}@example.com`
    await signUp(page, holder)
    await logIn(page, holder)
    await expect(page).toHaveURL(/\/home$/)
    await page.goto(`/${lang}/AccountIn`)
    await hydrated(page)

    const section = page.getByTestId('trusted-contact')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(t.heading)
    await section.getByRole('button', { name: t.nameButton }).click()
    await section.getByLabel(t.name).fill(t.contact)
    await section.getByLabel(t.email).fill(contactEmail)
    await section.getByLabel(t.asks).check()
    await section.getByRole('button', { name: t.send }).click()
    await expect(section.getByRole('alert')).toContainText(t.invited(contactEmail))
    await expect(section).toContainText(t.waiting)
    await expectAccessible(page)

    // The mail is in the holder's language; its subject has our words only, its link the language's page.
    const invitation = await latestMail(page.request, contactEmail)
    expect(invitation.subject).toBe(t.subject)
    expect(invitation.text).toContain(holder.email)
    const acceptUrl = new URL(new RegExp(`https?://\\S+/${lang}/trusted-contact\\?accept=[\\w-]+`).exec(invitation.text)![0])

    const context = await browser.newContext({ javaScriptEnabled: false })
    const contact = await context.newPage()
    await contact.goto(`${acceptUrl.pathname}${acceptUrl.search}`)
    await expect(contact.getByRole('heading', { level: 1 })).toHaveText(t.acceptHeading)
    await contact.getByRole('button', { name: t.accept }).click()
    await expect(contact).toHaveURL(new RegExp(`/${lang}/trusted-contact\\?result=accepted$`))
    await expect(contact.getByRole('heading', { level: 1 })).toHaveText(t.acceptedHeading)
    await context.close()

    await page.reload()
    await hydrated(page)
    await expect(section).toContainText(t.accepted(contactEmail))
  })
}
