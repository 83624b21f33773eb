// "Is this really SaffeSupport?" end to end (decision 110). A stranger who chats with our expert in
// the public chat gets no code to relay, and nothing they pass on makes another person's /verify-us
// say yes; only the signed-in customer's own chat with the expert is named, by first name.
// (Named to run after chat.spec.ts: an expert online would change what that file's visitors see.)
import type { Page } from '@playwright/test'
import {
  EXPERT,
  expect,
  expectAccessible,
  hydrated,
  latestSignupCode,
  logIn,
  newPersonPage,
  openExpertConsole,
  signUp,
  test,
} from './fixtures'

test.describe.configure({ mode: 'serial' })

const END = 'If we did not call you back after you called us, hang up and call the number on this site:'

async function chatAs(page: Page, text: string, path = '/') {
  await page.goto(path)
  await hydrated(page)
  await page.getByRole('button', { name: 'Chat with a real expert' }).click()
  const widget = page.getByRole('dialog', { name: 'Chat with a SaffeSupport expert' })
  await expect(widget.getByRole('status')).toHaveText(`Connected to ${EXPERT.name}`)
  await widget.getByPlaceholder('Type your message...').fill(text)
  await widget.getByPlaceholder('Type your message...').press('Enter')
}

async function signedInPerson(page: Page, who: string) {
  const account = { name: who, email: `${who.toLowerCase()}-${Date.now()}@example.com`, password: `${who}-long-password-1` }
  await signUp(page, account)
  await logIn(page, account)
  await expect(page).toHaveURL(/\/home$/)
  return account
}

test('a code or name a stranger gets in the public chat cannot make another person’s /verify-us say yes', async ({ browser }) => {
  test.setTimeout(180_000)
  const expert = await openExpertConsole(browser)

  // A stranger, as a guest, asks our expert for a code in the public chat.
  const stranger = await newPersonPage(browser)
  await chatAs(stranger, 'Give me a verification code please, I need to prove who I am.')
  const conversations = expert.getByRole('navigation', { name: 'Conversations' })
  await conversations.getByRole('button').filter({ hasText: 'unread' }).first().click()
  await expect(expert.getByRole('log')).toContainText('verification code')
  // The console has nothing to give: it says how a customer checks instead.
  await expect(expert.getByRole('button', { name: 'Give verification code' })).toHaveCount(0)
  await expect(expert.locator('.verify-howto')).toContainText('A guest cannot check who you are')
  // And the old code API never answers yes, to the expert or to anyone checking.
  const issued = await expert.request.post('/api/verify-us/issue', { data: { conversationId: 'x' } })
  expect(issued.status()).toBe(410)
  const checked = await stranger.request.post('/api/verify-us/check', { data: { code: 'ACD 479' } })
  expect(checked.status()).toBe(410)
  expect(await checked.text()).not.toContain('valid')

  // The victim, signed in to their own account, opens /verify-us while the stranger talks to them.
  const victim = await newPersonPage(browser)
  await signedInPerson(victim, 'Victim')
  await victim.goto('/verify-us')
  await hydrated(victim)
  const answer = victim.locator('.verify-result')
  await expect(answer).toContainText('Nobody from SaffeSupport is with you now: hang up and call us.')
  await expect(answer).toContainText(END)
  await expect(answer).not.toContainText('Sam')
  await expect(victim.getByRole('textbox')).toHaveCount(0) // nothing a caller could have them type
  await expectAccessible(victim)

  // The stranger signs in to their own account and chats on this page: their page names Sam, the victim's still does not.
  await signedInPerson(stranger, 'Stranger')
  await chatAs(stranger, 'Now from my account.', '/verify-us')
  await stranger.getByRole('button', { name: 'Check again' }).click()
  await expect(stranger.locator('.verify-result')).toContainText('Sam from SaffeSupport is in the chat you started from your account.')
  await expect(stranger.locator('.verify-result')).toContainText(END)
  await victim.getByRole('button', { name: 'Check again' }).click()
  await expect(answer).toContainText('Nobody from SaffeSupport is with you now: hang up and call us.')

  // The victim's own chat, open beside the check, is the only way to a yes.
  await chatAs(victim, 'Is someone from SaffeSupport on the phone with me?', '/verify-us')
  await victim.getByRole('button', { name: 'Check again' }).click()
  await expect(answer).toContainText('Sam from SaffeSupport is in the chat you started from your account.')
  await expect(answer).toContainText('If someone on the phone says they are Sam, write in the chat')
  await expect(answer).toContainText(END)

  // U3: once the expert has left, the same page says nobody is with them (and so after the customer leaves).
  await expert.context().close()
  await victim.getByRole('button', { name: 'Check again' }).click()
  await expect(answer).toContainText('Nobody from SaffeSupport is with you now: hang up and call us.')
  await expect(answer).not.toContainText('Sam')
  // The account page, opened after leaving the chat, says the same.
  await victim.goto('/AccountIn')
  await hydrated(victim)
  await expect(victim.locator('.verify-result')).toContainText('Nobody from SaffeSupport is with you now: hang up and call us.')

  await stranger.context().close()
  await victim.context().close()
})

test('/verify-us, signed out: asks to sign in, takes no code, explains that we never send a link to it', async ({ page }) => {
  await page.goto('/verify-us')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Is this really SaffeSupport?' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in, then come back to this page' })).toHaveAttribute('href', '/login')
  await expect(page.locator('.verify-end').first()).toContainText(END)
  await expect(page.getByText('We do not give codes to prove who we are.')).toBeVisible()
  await expect(page.getByText('We never send you a link to it, by text, e-mail or chat.')).toBeVisible()
  await expectAccessible(page)
})

const VERIFY = {
  fr: {
    heading: 'Est-ce vraiment SaffeSupport?',
    signIn: 'Connectez-vous, puis revenez à cette page',
    none: /Personne de SaffeSupport n’est avec vous en ce moment\s:\sraccrochez et appelez-nous\./,
    account: { nameLabel: 'Votre nom', name: 'Lucie Gagnon', email: 'Adresse courriel', password: 'Mot de passe' },
    human: 'Vérifiez que vous êtes humain',
    signUp: 'S’inscrire',
    code: 'Entrez le code à 6 chiffres',
    confirm: 'Confirmer mon courriel',
    login: 'Se connecter',
    check: 'Vérifier de nouveau',
    launcher: 'Clavarder avec un vrai expert',
    hello: 'Est-ce vous au téléphone?',
    title: 'Clavarder avec un expert de SaffeSupport',
    prompt: 'Écrivez votre message…',
    yes: 'Sam, de SaffeSupport, est dans la conversation par clavardage que vous avez commencée à partir de votre compte.',
  },
  es: {
    heading: '¿Es de verdad SaffeSupport?',
    signIn: 'Inicie sesión y vuelva a esta página',
    none: /Ahora nadie de SaffeSupport está con usted: cuelgue y llámenos\./,
    account: { nameLabel: 'Su nombre', name: 'Marta Ruiz', email: 'Correo electrónico', password: 'Contraseña' },
    human: 'Confirme que es una persona',
    signUp: 'Registrarme',
    code: 'Escriba el código de 6 dígitos',
    confirm: 'Confirmar mi correo',
    login: 'Iniciar sesión',
    check: 'Revisar otra vez',
    launcher: 'Chat con un experto de verdad',
    hello: '¿Es usted quien me llama?',
    title: 'Chat con un experto de SaffeSupport',
    prompt: 'Escriba su mensaje...',
    yes: 'Sam, de SaffeSupport, está en el chat que usted empezó desde su cuenta.',
  },
} as const

for (const [lang, t] of Object.entries(VERIFY)) {
  test(`/${lang}/verify-us in its language: signed out it asks to sign in; nobody is with you until your own chat with Sam, and again once Sam has left`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    await page.goto(`/${lang}/verify-us`)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible()
    await expect(page.getByRole('link', { name: t.signIn })).toHaveAttribute('href', `/${lang}/login`)

    // An account made and signed in through the pages in this language, with no chat of its own.
    const email = `verify-${lang}-${Date.now()}@example.com`
    const password = `${lang}-une-longue-phrase`
    await page.goto(`/${lang}/signup`)
    await hydrated(page)
    await page.getByLabel(t.account.nameLabel).fill(t.account.name)
    await page.getByLabel(t.account.email, { exact: true }).fill(email)
    await page.getByLabel(t.account.password, { exact: true }).fill(password)
    await page.getByLabel(t.human).check()
    await page.getByRole('button', { name: t.signUp }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/verify-otp$`))
    await page.getByLabel(t.code).fill(await latestSignupCode(page.request, email))
    await page.getByRole('button', { name: t.confirm }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/login$`))
    await hydrated(page)
    await page.getByLabel(t.account.password).fill(password)
    await page.getByLabel(t.human).check()
    await page.getByRole('button', { name: t.login }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/home$`))

    await page.goto(`/${lang}/verify-us`)
    await hydrated(page)
    const answer = page.locator('.verify-result')
    await expect(answer).toContainText(t.none)
    await page.getByRole('button', { name: t.check }).click()
    await expect(answer).toContainText(t.none)
    await expect(answer).not.toContainText('Sam')
    await expectAccessible(page)

    // The customer's own chat with Sam, started beside the check, is the only yes; it ends when Sam leaves (U3).
    const expert = await openExpertConsole(browser)
    await page.getByRole('button', { name: t.launcher }).click()
    const widget = page.getByRole('dialog', { name: t.title })
    await expect(widget.locator('[data-chat-status]')).toContainText('Sam')
    await widget.getByPlaceholder(t.prompt).fill(t.hello)
    await widget.getByPlaceholder(t.prompt).press('Enter')
    await page.getByRole('button', { name: t.check }).click()
    await expect(answer).toContainText(t.yes)
    await expert.context().close()
    await page.getByRole('button', { name: t.check }).click()
    await expect(answer).toContainText(t.none)
    await expect(answer).not.toContainText('Sam')
  })
}
