// A visitor's line is never lost between Send and the room (decision 125): the connection drops right
// after Send, on a phone four times slower than this machine on a slow network. The line goes out again
// on the next connection, once, and the expert reads it once. The page's socket runs through a relay
// (routeWebSocket) to the e2e server's real room; the relay drops the connection the moment the first
// line passes, before the room gets it, as a tunnel or a busy cell would.
import type { Page, WebSocketRoute } from '@playwright/test'
import { CHAT_WORDS, expect, expectAccessible, newPersonPage, openExpertConsole, test, unique } from './fixtures'

test.describe.configure({ mode: 'serial' })

/** Relays the page's chat socket to the room; the first `send_message` is dropped with the connection. */
async function dropFirstLine(page: Page): Promise<{ linesToRoom: string[]; connections: () => number }> {
  const linesToRoom: string[] = []
  let connections = 0
  let dropped = false
  await page.routeWebSocket(/\/parties\/chat-room\/support/, (ws: WebSocketRoute) => {
    connections++
    const room = ws.connectToServer()
    ws.onMessage((raw) => {
      const frame = JSON.parse(String(raw)) as { type: string; message?: string }
      if (frame.type === 'send_message' && !dropped) {
        dropped = true
        room.close()
        ws.close({ code: 1012, reason: 'Connection lost' })
        return
      }
      if (frame.type === 'send_message') linesToRoom.push(frame.message ?? '')
      room.send(raw)
    })
  })
  return { linesToRoom, connections: () => connections }
}

for (const [width, height] of [
  [375, 800],
  [1280, 900],
] as const) {
  test(`a line sent as the connection drops is sent again once it is back, and the expert reads it once (${width} px)`, async ({
    browser,
  }) => {
    const expert = await openExpertConsole(browser, { width: 1280, height: 800 })
    const visitor = await newPersonPage(browser)
    await visitor.setViewportSize({ width, height })
    const relay = await dropFirstLine(visitor)
    const cdp = await visitor.context().newCDPSession(visitor)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 90_000,
    })
    await visitor.goto('/')
    // A person taps Chat as soon as they see it, types and presses Enter, without waiting for "Connected".
    await visitor.getByRole('button', { name: CHAT_WORDS.en.launcher }).click()
    const widget = visitor.getByRole('dialog', { name: CHAT_WORDS.en.window })
    // Its own words each run: a retry's row is never mistaken for the first attempt's.
    const text = `My bank texted me a code, should I read it out? ${width} ${unique()}`
    const box = widget.getByRole('textbox').first()
    await box.fill(text)
    await box.press('Enter')

    // The connection drops as the line goes; the chat connects again and the line reaches the room.
    await expect.poll(relay.connections, { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
    await expect.poll(() => relay.linesToRoom, { timeout: 30_000 }).toEqual([text])
    await expect(widget.locator('[data-chat-unsent]')).toHaveCount(0)
    await expect(widget.locator('[data-chat-pending]')).toHaveCount(0)
    await expect(widget.getByRole('log').getByText(text)).toHaveCount(1)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await expectAccessible(visitor)
    await visitor.screenshot({ path: `test-results/chat-send-delivered-${width}.png` })

    // The expert reads it once, and after a reload of the console it is still there, once.
    const row = expert.getByRole('navigation', { name: 'Conversations' }).locator('[data-conversation]').filter({ hasText: text })
    await expect(row).toHaveCount(1)
    await row.click()
    const log = expert.getByRole('log', { name: /^Messages with/ })
    await expect(log.getByText(text)).toHaveCount(1)
    await expert.reload()
    await row.click()
    await expect(log.getByText(text)).toHaveCount(1)
    await expert.getByRole('button', { name: 'Mark done' }).click()
    await expect(row).toHaveCount(0)
    await visitor.context().close()
    await expert.context().close()
  })
}
