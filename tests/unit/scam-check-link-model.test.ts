// The link model (worker/scam-check/link-model.ts): a learned reading of how an address looks (the "link-made-up" sign,
// and a famous name borrowed, round 17).
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { LINK_MODEL_BITS, linkFeatures, linkScore, looksMadeUp, modelReading, setLinkModel } from '#worker/scam-check/link-model.ts'
import { LINK_MODEL } from '#worker/scam-check/link-model-weights.ts'

const trained = new Set(
  readFileSync(new URL('../../data/scam-check/link-model/hosts.tsv', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t')[0]),
)
const ids = (text: string) => checkMessage(text, undefined, undefined, false).flags.map((f) => f.id)

afterEach(() => setLinkModel(LINK_MODEL))

describe('the link model', () => {
  it('loads: small, 8-bit weights for every hashed feature, a threshold between 0 and 1', () => {
    expect(atob(LINK_MODEL.weights).length).toBe(1 << LINK_MODEL_BITS)
    expect(JSON.stringify(LINK_MODEL).length).toBeLessThan(100_000)
    expect(LINK_MODEL.threshold).toBeGreaterThan(0.5)
    expect(LINK_MODEL.threshold).toBeLessThan(1)
    for (const f of linkFeatures('secure-login.example.top')) expect(f).toBeLessThan(1 << LINK_MODEL_BITS)
  })

  it('reads made-up scam-like hosts it was never trained on as made up, and official ones as not', () => {
    for (const host of ['postnord-tracking.qyxkzp.top', 'secure-login-verify.wxkzq.shop', 'claim-airdrop-bonus.click']) {
      expect(trained.has(host), host).toBe(false)
      expect(looksMadeUp(host), host).toBe(true)
    }
    for (const host of ['navyfederal.org', 'canada.ca', 'chase.com', 'desjardins.com', 'mercadolibre.com.mx', 'bbva.mx'])
      expect(looksMadeUp(host), host).toBe(false)
    expect(linkScore('claim-airdrop-bonus.click')).toBeGreaterThan(linkScore('canada.ca'))
  })

  it('gives the checker its sign, which alone says "Be careful"; with no model, no sign', () => {
    const result = checkMessage('https://postnord-tracking.qyxkzp.top', undefined, undefined, false)
    expect(result.flags.map((f) => f.id)).toContain('link-made-up')
    expect(result.verdict).not.toBe('no-signs')
    setLinkModel(null)
    expect(ids('https://postnord-tracking.qyxkzp.top')).not.toContain('link-made-up')
  })

  it('when on, never reads an official, government, credit-union or .bank address', () => {
    setLinkModel({ ...LINK_MODEL, threshold: 0 })
    for (const link of ['https://www.canada.ca', 'https://www.irs.gov', 'https://www.navyfederal.org', 'https://wayne.bank'])
      expect(ids(link), link).not.toContain('link-made-up')
    expect(ids('https://postnord-tracking.qyxkzp.top')).toContain('link-made-up')
  })

  it("says a famous name borrowed by a host it reads as a scam's at the lower threshold for such hosts (round 17)", () => {
    expect(LINK_MODEL.borrowedThreshold).toBeGreaterThan(0.5)
    expect(LINK_MODEL.borrowedThreshold).toBeLessThan(LINK_MODEL.threshold)
    for (const [host, own] of [
      ['taobaoqwzkt.com', 'taobao.com'],
      ['alibabax7kq2.shop', 'alibaba.com'],
      ['binancevqx.app', 'binance.com'],
    ]) {
      expect(trained.has(host), host).toBe(false)
      expect(modelReading(host).borrowed, host).toBe(own.slice(0, own.indexOf('.')))
      const flag = checkMessage(`https://${host}`, undefined, undefined, false).flags.find((f) => f.id === 'link-popular-elsewhere')
      expect(flag?.title, host).toBe(`Uses the name of ${own}`)
    }
    // The model decides: at a threshold nothing reaches, the name alone is no sign.
    setLinkModel({ ...LINK_MODEL, borrowedThreshold: 1 })
    expect(ids('https://taobaoqwzkt.com')).not.toContain('link-popular-elsewhere')
    // Never the site's own address, a country's shop of the brand, or the name alone on another ending (links.ts's).
    setLinkModel({ ...LINK_MODEL, borrowedThreshold: 0 })
    for (const host of ['taobao.com', 'www.tiktok.com', 'australiaasics.com', 'alibaba.shop'])
      expect(modelReading(host).borrowed, host).toBeUndefined()
  })

  it("has the sign's words in three languages, French with its no-break spaces", () => {
    for (const lang of ['en', 'es', 'fr'] as const) {
      const messages = JSON.parse(readFileSync(new URL(`../../messages/tools/${lang}.json`, import.meta.url), 'utf8'))
      expect(messages.tools_scam_sign_link_made_up_title, lang).toBeTruthy()
      expect(messages.tools_scam_sign_link_made_up_detail, lang).toMatch(/\S/)
    }
    const fr = JSON.parse(readFileSync(new URL('../../messages/tools/fr.json', import.meta.url), 'utf8'))
    expect(fr.tools_scam_sign_link_made_up_detail).toContain('arnaques\u00a0:')
  })
})
