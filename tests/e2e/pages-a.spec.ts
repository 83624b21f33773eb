import type { Page } from '@playwright/test'
import { businessHeroes, businessServices, businessWhyChoose } from '#content/business-support'
import { callbackMessages } from '#content/callback'
import { defendProSections } from '#content/defendpro'
import { fixFaq } from '#content/fixmytech'
import { homeHero, homeServices } from '#content/home-support'
import { parentBanners } from '#content/parent-solution'
import { fillTokens, site } from '#content/site'
import { expect, expectAccessible, expectNoSidewaysScroll, holdRequests, hydrated, outbox, test } from './fixtures'

const ITEMS = [
  'identity-theft',
  'fraud-detection',
  'scam-protection',
  'scam-alerts',
  'financial-security',
  'password-manager',
  'antivirus',
  'vpn',
  'spam-call',
  'human-support',
] as const

const toggleOf = (page: Page, sectionId: string) => page.locator(`#${sectionId}`).getByRole('button', { name: /^(Expand|Hide)/ })
const panelOf = (page: Page, sectionId: string) => page.locator(`#${sectionId}-panel`)

/** How far the top of an element is below the fixed header (0 to a few px once scrolled to it). */
const belowHeader = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    return (document.querySelector(s)?.getBoundingClientRect().top ?? Number.NaN) - header
  }, selector)
const JUST_BELOW_HEADER = 40

test.describe('/DefendPro', () => {
  test('every section starts collapsed, with its content in the server HTML', async ({ page, request }) => {
    const html = await (await request.get('/DefendPro')).text()
    expect(html).toContain('859,532 complaints in 2024')
    expect(html).toContain('DefendMePro for Business')
    await page.goto('/DefendPro')
    await hydrated(page)
    const sections = page.locator('section.expandable')
    await expect(sections).toHaveCount(defendProSections.length)
    for (const s of defendProSections) {
      await expect(toggleOf(page, s.id)).toHaveAttribute('aria-expanded', 'false')
      await expect(toggleOf(page, s.id)).toHaveAttribute('aria-controls', `${s.id}-panel`)
      await expect(panelOf(page, s.id)).toBeHidden()
    }
    // Collapsed panels can still be found with the browser's find-in-page.
    await expect(panelOf(page, 'vpn')).toHaveAttribute('hidden', 'until-found')
    await expect(page.getByRole('heading', { level: 2, name: 'DefendMePro for Business' })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  for (const item of ITEMS) {
    test(`?item=${item} expands that section and scrolls it into view`, async ({ page }) => {
      const stamp = item === 'scam-alerts' || item === 'financial-security' ? '&t=1700000000000' : ''
      await page.goto(`/DefendPro?item=${item}${stamp}`)
      await hydrated(page)
      await expect(toggleOf(page, item)).toHaveAttribute('aria-expanded', 'true')
      await expect(panelOf(page, item)).toBeVisible()
      await expect(toggleOf(page, item)).toContainText('Hide')
      // Scrolled so the section's top sits just below the fixed header.
      await expect.poll(() => belowHeader(page, `#${item}`)).toBeLessThan(JUST_BELOW_HEADER)
      expect(await belowHeader(page, `#${item}`)).toBeGreaterThanOrEqual(-2)
      // Only that one.
      const others = ITEMS.filter((i) => i !== item)
      await expect(toggleOf(page, others[0])).toHaveAttribute('aria-expanded', 'false')
      await expect(toggleOf(page, 'reality-in-numbers')).toHaveAttribute('aria-expanded', 'false')
    })
  }

  test('junk query values are ignored, never an error', async ({ page, request }) => {
    for (const query of ['?item=junk', '?item=', '?item=%7B%22a%22%3A1%7D&t=zz', '?item=vpn%3Cscript%3E', '?t=5']) {
      const res = await request.get(`/DefendPro${query}`)
      expect(res.status(), query).toBe(200)
    }
    // With reduced motion a scroll to a section is instant. The page asks for it in an animation frame
    // once its own part has hydrated (which may be after the root): so wait until the page is idle,
    // then two frames. (With `?item=vpn` this catches the scroll every time.)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/DefendPro?item=not-a-section&t=abc')
    await hydrated(page)
    await page.evaluate(
      () => new Promise((r) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(r)), { timeout: 5_000 })),
    )
    for (const item of ITEMS) await expect(toggleOf(page, item)).toHaveAttribute('aria-expanded', 'false')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a later change of the query expands and scrolls again', async ({ page }) => {
    await page.goto('/DefendPro')
    await hydrated(page)
    const topics = page.getByRole('navigation', { name: 'Jump to a topic' })
    await topics.getByRole('link', { name: 'VPN and privacy' }).click()
    await expect(page).toHaveURL(/\/DefendPro\?item=vpn$/)
    await expect(toggleOf(page, 'vpn')).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => belowHeader(page, '#vpn')).toBeLessThan(JUST_BELOW_HEADER)
    // Hide it, go back to the top, choose it again: it opens and scrolls again.
    await toggleOf(page, 'vpn').click()
    await expect(panelOf(page, 'vpn')).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 0))
    await topics.getByRole('link', { name: 'VPN and privacy' }).click()
    await expect(toggleOf(page, 'vpn')).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => belowHeader(page, '#vpn')).toBeLessThan(JUST_BELOW_HEADER)
    // A different item.
    await page.evaluate(() => window.scrollTo(0, 0))
    await topics.getByRole('link', { name: 'Password manager' }).click()
    await expect(page).toHaveURL(/item=password-manager/)
    await expect(toggleOf(page, 'password-manager')).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => belowHeader(page, '#password-manager')).toBeLessThan(JUST_BELOW_HEADER)
  })

  test('Expand/Hide toggles by mouse and keyboard', async ({ page }) => {
    await page.goto('/DefendPro')
    await hydrated(page)
    const button = toggleOf(page, 'reality-in-numbers')
    const panel = panelOf(page, 'reality-in-numbers')
    await expect(button).toHaveAccessibleName('Expand The reality in numbers')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await expect(panel).toContainText('859,532 complaints in 2024')
    await expect(button).toHaveAccessibleName('Hide The reality in numbers')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    // Keyboard: Enter and Space on the focused button.
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Space')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    // Tab reaches the next section's toggle.
    await page.keyboard.press('Tab')
    await expect(toggleOf(page, 'whats-included')).toBeFocused()
  })

  test('is accessible with a section open', async ({ page }) => {
    await page.goto('/DefendPro?item=scam-protection')
    await hydrated(page)
    await expect(panelOf(page, 'scam-protection')).toBeVisible()
    await expectAccessible(page)
  })
})

test.describe('home and business support', () => {
  test('/for-your-home: hero, 12 service cards, personal tech team and why choose us', async ({ page }) => {
    for (const path of ['/for-your-home', '/ForYourHome']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.heading)
      const cards = page.getByTestId('home-services').locator(':scope > li')
      await expect(cards).toHaveCount(12)
      for (const s of homeServices) await expect(page.getByRole('heading', { level: 3, name: s.title })).toBeVisible()
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Your Personal Tech Team' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'One Flat Plan, No Hourly Charges' })).toBeVisible()
    await expectAccessible(page)
  })

  test('/for-your-business: 3 heroes, 12 banners revealed on scroll, 8 points and the ™ plan name', async ({ page }) => {
    await page.goto('/for-your-business')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(businessHeroes[0].heading)
    await expect(page.locator('.business-hero h2')).toHaveText(businessHeroes.slice(1).map((h) => h.heading))
    const banners = page.locator('.business-service')
    await expect(banners).toHaveCount(12)
    await expect(banners.locator('h3')).toHaveText(businessServices.map((s) => new RegExp(s.title)))
    // A reader who only scrolls never starts the page's app (decision 085), so the banners are simply
    // there ('static'); once the app runs, a banner below the fold waits and is shown when scrolled to.
    const last = banners.last()
    const reveal = await last.getAttribute('data-reveal')
    expect(['static', 'waiting']).toContain(reveal)
    await last.scrollIntoViewIfNeeded()
    await expect(last).toBeVisible()
    if (reveal === 'waiting') await expect(last).toHaveAttribute('data-reveal', 'shown')
    await expect(page.locator('ol.business-why > li')).toHaveCount(8)
    expect(businessWhyChoose).toHaveLength(8)
    await expect(page.getByRole('heading', { level: 2, name: /SaffeSupport Assist Business™/ }).first()).toBeVisible()
    await page.goto('/ForYourBusiness')
    await expect(page.locator('.business-service')).toHaveCount(12)
    await expectAccessible(page)
  })
})

test.describe('/ParentSolution', () => {
  test('shows every banner and feature; Explore Features scrolls; Get NetHaven opens the call-us dialog', async ({ page }) => {
    await page.goto('/ParentSolution')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(parentBanners[0].heading)
    for (const b of parentBanners.slice(1)) await expect(page.getByRole('heading', { level: 2, name: b.heading })).toBeVisible()
    await expect(page.locator('#features article')).toHaveCount(9)
    await expect(page.getByRole('heading', { name: 'Why families choose NetHaven' })).toBeVisible()

    await page.getByRole('link', { name: 'Explore Features' }).first().click()
    await expect(page).toHaveURL(/#features$/)
    await expect(page.getByRole('heading', { level: 2, name: 'NetHaven features' })).toBeInViewport()
    await expect.poll(() => belowHeader(page, '#features')).toBeLessThan(JUST_BELOW_HEADER)

    await page.evaluate(() => window.scrollTo(0, 0))
    const opener = page.getByRole('button', { name: 'Get NetHaven' }).first()
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Your safety matters to us.' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('NetHaven AI Powered')
    await expect(dialog.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', site.phoneHref)
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })
})

test.describe('FixMyTech', () => {
  test('hero links, cards, 6 FAQ answers and the closing call', async ({ page }) => {
    await page.goto('/FixMyTech')
    await hydrated(page)
    await expect(page.getByRole('link', { name: 'Fix It Now' })).toHaveAttribute('href', '/Pricing')
    await expect(page.getByRole('link', { name: 'Talk to a Tech' })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('heading', { level: 3, name: 'FixMyTech Home' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'FixMyTech Business' })).toBeVisible()
    await expect(page.getByText('US$89.99', { exact: true })).toBeVisible()
    await expect(page.getByText('US$149.99', { exact: true })).toBeVisible()
    for (const name of ['How it works', 'What is included, and what is not', 'Why choose FixMyTech']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    const faqs = page.locator('.fix-faq section.expandable')
    await expect(faqs).toHaveCount(6)
    await expect(faqs.locator('h3')).toHaveText(fixFaq.map((f) => fillTokens(f.question)))
    const first = faqs.first().getByRole('button')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await first.click()
    await expect(faqs.first().locator('.expandable-panel')).toContainText('One problem is a single issue')
    await expectAccessible(page)
    const closing = page.locator('.closing-call')
    await expect(closing.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', site.phoneHref)
    // Cards reveal as they scroll into view.
    await closing.scrollIntoViewIfNeeded()
    await page.getByRole('link', { name: 'Talk to a Tech' }).scrollIntoViewIfNeeded()
    await page.getByRole('link', { name: 'Talk to a Tech' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('/fixmytech shows the same page with the canonical /FixMyTech', async ({ page }) => {
    await page.goto('/fixmytech')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One Problem. One Fix. One Flat Price.')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/FixMyTech`)
  })
})

test.describe('reading pages with a closing call', () => {
  for (const path of ['/LearnMore', '/solution', '/features', '/HowSaffeSupportWorks']) {
    test(`${path} renders its article and a call to action`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await page.locator('.prose h2').count()).toBeGreaterThan(2)
      const closing = page.locator('.closing-call')
      await expect(closing.getByRole('heading', { level: 2 })).not.toBeEmpty()
      await expect(closing.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', site.phoneHref)
      await expect(closing.getByRole('link', { name: 'See plans and prices' })).toHaveAttribute('href', '/Pricing')
      const title = await page.title()
      expect(title.match(/SaffeSupport/g)?.length ?? 0, title).toBeLessThanOrEqual(2)
      expect(title).not.toMatch(/\| SaffeSupport \| SaffeSupport/)
      await expectAccessible(page)
    })
  }
})

test.describe('/live-support', () => {
  test('Live Chat opens the chat widget and says it is loading while it connects (no alert box)', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await page.goto('/live-support')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protecting Seniors Across the US and Canada, One Call at a Time')
    const chatCard = page.locator('[data-card="chat"]')
    await expect(chatCard.getByRole('status')).toBeEmpty()
    await chatCard.getByRole('button', { name: 'Start a Chat' }).click()
    await expect(chatCard.getByRole('status')).toHaveText('Chat service is loading... please wait a moment.')
    await expect(page.locator('#site-chat-window')).toBeVisible()
    expect(dialogs).toEqual([])
  })

  test('Toll-Free Helpline and E-mail Support go to /contact', async ({ page }) => {
    for (const [card, name] of [
      ['phone', 'Call Us'],
      ['email', 'Send an E-mail'],
    ] as const) {
      await page.goto('/live-support')
      await hydrated(page)
      await page
        .locator(`[data-card="${card}"]`)
        .getByRole('link', { name: new RegExp(name) })
        .click()
      await expect(page).toHaveURL(/\/contact$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
    }
  })

  test('Emergency Help opens the steps to take right now', async ({ page }) => {
    await page.goto('/live-support')
    await hydrated(page)
    const button = page.getByRole('button', { name: 'Get Emergency Help' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const panel = page.locator('#emergency-help-panel')
    await expect(panel).toBeHidden()
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Hide the emergency steps' })).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await expect(panel.locator('li h3')).toHaveText([
      'In Danger? Call 911',
      'Hang Up or Stop Replying',
      'Do Not Pay or Send Anything',
      'Call Your Bank',
      'Change Your Passwords',
      'Call SaffeSupport',
    ])
    await expect(panel.getByRole('link', { name: /Call us now/ })).toHaveAttribute('href', site.phoneHref)
    await expectAccessible(page)
  })
})

test.describe('/contact', () => {
  test('phone, e-mail and hours; no site footer', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('link', { name: site.phone, exact: true })).toHaveAttribute('href', site.phoneHref)
    await expect(page.getByRole('link', { name: site.email, exact: true })).toHaveAttribute('href', `mailto:${site.email}`)
    await expect(page.getByText(site.hours)).toBeVisible()
    await expect(page.getByText(site.supportHours)).toBeVisible()
    await expect(page.locator('footer')).toHaveCount(0)
  })

  test('the call-back form shows clear inline errors', async ({ page }) => {
    await page.goto('/contact')
    await hydrated(page)
    const submit = page.getByRole('button', { name: 'Request a call back' })
    await submit.click()
    const name = page.getByLabel('Your name')
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription(callbackMessages.nameMissing)
    await expect(page.getByText(callbackMessages.phoneInvalid)).toBeVisible()
    await expect(page.getByText(callbackMessages.timeZoneMissing)).toBeVisible()
    await expect(page.getByText(callbackMessages.bestTimeMissing)).toBeVisible()
    await expect(page.getByText(callbackMessages.topicMissing)).toBeVisible()
    await expectAccessible(page)

    await name.fill('Ann Smith')
    await page.getByLabel('Phone number').fill('call me')
    await page.getByLabel('Your time zone').selectOption('pacific')
    await page.getByLabel('Best time to call').selectOption('evening')
    await page.getByLabel('What would you like to talk about?').selectOption('nethaven')
    await submit.click()
    await expect(page.getByLabel('Phone number')).toBeFocused()
    await expect(page.locator('.field-error')).toHaveText([`⚠ ${callbackMessages.phoneInvalid}`])
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('shows the server message when the request is refused', async ({ page }) => {
    await page.route('**/api/callback', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ msg: 'Please try again in 30 minutes.' }) }),
    )
    await page.goto('/contact')
    await hydrated(page)
    await page.getByLabel('Your name').fill('Ann Smith')
    await page.getByLabel('Phone number').fill('555-123-4567')
    await page.getByLabel('Your time zone').selectOption('eastern')
    await page.getByLabel('Best time to call').selectOption('any')
    await page.getByLabel('What would you like to talk about?').selectOption('other')
    await page.getByRole('button', { name: 'Request a call back' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please try again in 30 minutes.' })).toBeVisible()
  })

  test('by keyboard alone: a request reaches the sales inbox, with a loading state', async ({ page, request }) => {
    // A name is plain letters (U2): the time's digits written as letters keep it unique.
    const name = `Keyboard Tester ${String(Date.now()).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`
    const { release } = await holdRequests(page, '**/api/callback')
    await page.goto('/contact')
    await hydrated(page)
    await page.getByLabel('Your name').focus()
    await page.keyboard.type(name)
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Phone number')).toBeFocused()
    await page.keyboard.type('+1 (555) 010-2030')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Your time zone')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Best time to call')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('What would you like to talk about?')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    const submit = page.getByRole('button', { name: 'Request a call back' })
    await expect(submit).toBeFocused()
    await page.keyboard.press('Enter')
    const busy = page.getByRole('button', { name: 'Sending your request…' })
    await expect(busy).toBeDisabled()
    release()
    const status = page.getByRole('status').filter({ hasText: 'Your request has been sent.' })
    await expect(status).toBeVisible()
    await expect(status).toContainText(`Thank you, ${name}.`)
    await expect(status).toBeFocused()

    const messages = await outbox(request, site.salesEmail)
    const mail = messages.find((m) => m.subject === `Call-back request: ${name}`)
    expect(mail, 'e-mail to the sales inbox').toBeTruthy()
    expect(mail?.text).toContain('Phone: +1 (555) 010-2030')
    expect(mail?.text).toContain('Time zone: Newfoundland time')
    expect(mail?.text).toContain('Best time: Morning (8 am to noon)')
    expect(mail?.text).toContain('Topic: I am worried about a scam or fraud')
  })
})

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 800 } })
  test('no page of this set scrolls sideways at 375 px, with its widest state open', async ({ page }) => {
    await expectNoSidewaysScroll(page, [
      ['/DefendPro?item=human-support'],
      ['/for-your-home'],
      ['/for-your-business'],
      ['/ParentSolution'],
      ['/FixMyTech'],
      ['/LearnMore'],
      ['/solution'],
      ['/features'],
      ['/HowSaffeSupportWorks'],
      ['/live-support', (p) => p.getByRole('button', { name: 'Get Emergency Help' }).click()],
      ['/contact', (p) => p.getByRole('button', { name: 'Request a call back' }).click()],
    ])
  })
})
