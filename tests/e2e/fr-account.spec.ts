// Sign-up and "Forgot your password?" as a person walks them in French (and the reset in Spanish), with
// the local bot check ticked as a person ticks it, the real codes read from the local outbox, and
// names in plain letters. The English journeys are in accounts.spec.ts and password-reset.spec.ts; the
// Spanish sign-up in es-account.spec.ts.
import { expect, expectAccessible, hydrated, latestMail, outbox, test, unique } from './fixtures'

test('a French sign-up gets French messages and a French code e-mail, confirms its address and signs in', async ({ page, request }) => {
  test.setTimeout(120_000)
  const email = `fr-${unique()}@example.com`
  const password = 'une longue phrase secrète'
  const alert = page.getByRole('alert').filter({ hasText: /\S/ })

  await page.goto('/fr/signup')
  await hydrated(page)
  await page.getByLabel('Votre nom').fill('Josée Tremblay')
  await page.getByLabel('Adresse courriel', { exact: true }).fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill('courte')
  await page.getByRole('button', { name: 'S’inscrire' }).click()
  // The server's own check, in French: a short password.
  await expect(alert).toContainText('8 caractères')
  await page.getByLabel('Mot de passe', { exact: true }).fill(password)
  await page.getByLabel('Vérifiez que vous êtes humain').check()
  await page.getByRole('button', { name: 'S’inscrire' }).click()
  await expect(page).toHaveURL(/\/fr\/verify-otp$/)
  await expect(alert).toContainText('Inscription réussie!')
  await expect(page.getByText(email)).toBeVisible()

  const mail = await latestMail(request, email)
  expect(mail.subject).toBe('Votre code d’inscription SaffeSupport')
  expect(mail.html).toContain('lang="fr')
  const code = /est\s:\s(\d{6})/.exec(mail.text)?.[1]
  expect(code).toMatch(/^\d{6}$/)

  // This browser typed the password: the code alone confirms the address.
  await expect(page.getByLabel('Choisissez un mot de passe')).toHaveCount(0)
  await page.getByLabel('Entrez le code à 6 chiffres').fill(code!)
  await page.getByRole('button', { name: 'Confirmer mon courriel' }).click()
  await expect(page).toHaveURL(/\/fr\/login$/)
  await expect(alert).toContainText('Votre adresse courriel est confirmée et votre compte est prêt.')

  await hydrated(page)
  await expect(page.getByLabel('Adresse courriel')).toHaveValue(email)
  await page.getByLabel('Mot de passe').fill(password)
  await page.getByLabel('Vérifiez que vous êtes humain').check()
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/fr\/home$/)
  await expect(alert).toContainText('Bienvenue, Josée Tremblay!')
})

const RESET = {
  fr: {
    name: 'Gisèle Bouchard',
    nameLabel: 'Votre nom',
    email: 'Adresse courriel',
    password: 'Mot de passe',
    human: 'Vérifiez que vous êtes humain',
    signUp: 'S’inscrire',
    codeLabel: 'Entrez le code à 6 chiffres',
    confirm: 'Confirmer mon courriel',
    forgot: 'Mot de passe oublié?',
    heading: 'Choisissez un nouveau mot de passe',
    send: 'M’envoyer un code par courriel',
    sent: 'Nous avons envoyé un courriel à',
    subject: 'Votre code SaffeSupport pour choisir un nouveau mot de passe',
    codeIn: /mot de passe est\s:\s(\d{6})/,
    newPassword: 'Choisissez un nouveau mot de passe',
    save: 'Enregistrer mon nouveau mot de passe',
    wrong: 'Ce code n’est pas le bon.',
    done: 'tous les appareils qui étaient connectés ont été déconnectés',
    signIn: 'Se connecter',
    badLogin: 'L’adresse courriel ou le mot de passe n’est pas le bon.',
    welcome: 'Bienvenue, Gisèle Bouchard!',
  },
  es: {
    name: 'Rosa Herrera',
    nameLabel: 'Su nombre',
    email: 'Correo electrónico',
    password: 'Contraseña',
    human: 'Confirme que es una persona',
    signUp: 'Registrarme',
    codeLabel: 'Escriba el código de 6 dígitos',
    confirm: 'Confirmar mi correo',
    forgot: '¿Olvidó su contraseña?',
    heading: 'Elija una contraseña nueva',
    send: 'Envíenme un código',
    sent: 'Le enviamos un correo a',
    subject: 'Su código de SaffeSupport para elegir una contraseña nueva',
    codeIn: /nueva es: (\d{6})/,
    newPassword: 'Elija una contraseña nueva',
    save: 'Guardar mi contraseña nueva',
    wrong: 'Ese código no es correcto.',
    done: 'se cerró la sesión en todos los dispositivos',
    signIn: 'Iniciar sesión',
    badLogin: 'El correo electrónico o la contraseña no son correctos.',
    welcome: '¡Le damos la bienvenida, Rosa Herrera!',
  },
} as const

for (const [lang, t] of Object.entries(RESET)) {
  test(`${lang}: a person who forgot the password gets a code in their language, chooses a new one and signs in`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const email = `reset-${lang}-${unique()}@example.com`
    const oldPassword = lang === 'fr' ? 'le mot de passe oublié' : 'la contraseña olvidada'
    const newPassword = lang === 'fr' ? 'un nouveau mot de passe à garder' : 'una contraseña nueva que guardo'
    const alert = page.getByRole('alert').filter({ hasText: /\S/ })

    // An account, made through the pages in this language.
    await page.goto(`/${lang}/signup`)
    await hydrated(page)
    await page.getByLabel(t.nameLabel).fill(t.name)
    await page.getByLabel(t.email, { exact: true }).fill(email)
    await page.getByLabel(t.password, { exact: true }).fill(oldPassword)
    await page.getByLabel(t.human).check()
    await page.getByRole('button', { name: t.signUp }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/verify-otp$`))
    const signupCode = /:\s(\d{6})/.exec((await latestMail(request, email)).text)?.[1]
    await page.getByLabel(t.codeLabel).fill(signupCode!)
    await page.getByRole('button', { name: t.confirm }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/login$`))

    // The sign-in page's way back in.
    await hydrated(page)
    await page.getByRole('link', { name: t.forgot }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/forgot-password$`))
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading)
    await expect(page.getByLabel(t.email)).toHaveValue(email)
    await page.getByLabel(t.human).check()
    await page.getByRole('button', { name: t.send }).click()
    await expect(alert).toContainText(`${t.sent} ${email}`)

    let code: string | undefined
    await expect
      .poll(async () => {
        const [mail] = await outbox(request, email)
        code = mail?.subject === t.subject ? t.codeIn.exec(mail.text)?.[1] : undefined
        return code ?? ''
      })
      .toMatch(/^\d{6}$/)
    const wrong = code === '000000' ? '111111' : '000000'
    await page.getByLabel(t.codeLabel).fill(wrong)
    await page.getByLabel(t.newPassword).fill(newPassword)
    await page.getByRole('button', { name: t.save }).click()
    await expect(alert).toContainText(t.wrong)
    await expectAccessible(page)
    await page.getByLabel(t.codeLabel).fill(code!)
    await page.getByRole('button', { name: t.save }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/login$`))
    await expect(alert).toContainText(t.done)

    // The old password no longer opens the account; the new one does.
    await hydrated(page)
    await page.getByLabel(t.password).fill(oldPassword)
    await page.getByLabel(t.human).check()
    await page.getByRole('button', { name: t.signIn }).click()
    await expect(alert).toContainText(t.badLogin)
    await page.getByLabel(t.password).fill(newPassword)
    await page.getByRole('button', { name: t.signIn }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/home$`))
    await expect(alert).toContainText(t.welcome)
  })
}
