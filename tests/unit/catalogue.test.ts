// The catalogue and the plans against the product's tables (docs/product.md; content/catalogue.ts, content/plans.ts).
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  loadProduct,
  parseProductId,
  priceValue,
  productHighlights,
  products,
  STORE_ID_THRESHOLD,
  securityProducts,
  storeProducts,
} from '#content/catalogue'
import { comparisonRows, plans } from '#content/plans'
import { renderMarkdownFile } from '../../scripts/markdown-plugin'

const root = new URL('../../', import.meta.url)

/** The spec's product catalogue, copied verbatim. */
const specCatalogue: [number, string, string][] = [
  [1, 'Office 2016 Pro Plus', '$99.99'],
  [2, 'Office 2019 Pro Plus', '$129.99'],
  [3, 'Office 2021 Pro Plus', '$149.99'],
  [4, 'Office 2024 Pro Plus', '$199.99'],
  [5, 'Project 2019 / 2021 Pro', '$179.99'],
  [6, 'Visio 2019 / 2021 Pro', '$159.99'],
  [7, 'Windows 11 Home', '$119.99'],
  [8, 'Windows 11 Pro', '$199.99'],
  [9, 'Windows Server 2019 Standard / Datacenter', '$399.99'],
  [10, 'Windows Server 2022 Standard / Datacenter', '$499.99'],
  [11, 'Norton 360 Premium (10 Devices)', '$99.99'],
  [12, 'Norton 360 with LifeLock Ultimate Plus', '$149.99'],
  [13, 'McAfee Total Protection – Family (10 Devices)', '$89.99'],
  [14, 'McAfee LiveSafe (Unlimited Devices)', '$129.99'],
  [15, 'Symantec Endpoint Protection (SEP)', '$249.99'],
  [16, 'McAfee Endpoint Security (ENS)', '$229.99'],
  [17, 'CrowdStrike Falcon Endpoint Protection', '$299.99'],
]

/** The spec's plans table: name, price, coverage. */
const specPlans: [string, string, string, string][] = [
  ['DefendMePro Home', '$19', '/month', 'Up to 3 devices'],
  ['DefendMePro Business', '$49.99', '/month', 'Up to 10 devices'],
  ['NetHaven AI Powered', '$7.99', '/month', 'Up to 5 devices'],
  ['SaffeSupport Assist Home', '$24.99', '/month', 'Up to 3 devices'],
  ['SaffeSupport Assist Business', '$59.99', '/month', 'Up to 10 devices'],
  ['Home combo', '$34.99', '/month', 'Up to 3 devices'],
  ['Business combo', '$89.99', '/month', 'Up to 10 devices'],
  ['FixMyTech Home', '$89.99', 'one-time', 'One problem on one device'],
  ['FixMyTech Business', '$149.99', 'one-time', 'One business problem on a workstation'],
]

describe('product catalogue', () => {
  it('has the 17 products of the spec, ids 1 to 17, unique, with the exact names and prices', () => {
    expect(products.map((p) => [p.id, p.name, p.price])).toEqual(specCatalogue)
    expect(new Set(products.map((p) => p.id)).size).toBe(17)
  })

  it('splits the listings at the threshold of 10', () => {
    expect(STORE_ID_THRESHOLD).toBe(10)
    expect(storeProducts.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(securityProducts.map((p) => p.id)).toEqual([11, 12, 13, 14, 15, 16, 17])
  })

  it('has one markdown file per product, named by its id, with a long description of 250+ words', () => {
    for (const p of products) {
      const source = readFileSync(new URL(`content/products/${p.id}.md`, root), 'utf8')
      const file = renderMarkdownFile(source)
      expect(Number(file.data.id), `${p.id}.md id`).toBe(p.id)
      expect(file.words, `${p.name} long description words`).toBeGreaterThanOrEqual(250)
    }
  })

  it('has a short description, an image that exists (an SVG with width and height) and alt text', () => {
    for (const p of products) {
      expect(p.desc.length, `${p.name} desc`).toBeGreaterThan(30)
      expect(p.desc.length, `${p.name} desc`).toBeLessThan(220)
      expect(p.image, p.name).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/)
      const svgPath = new URL(`public${p.image}`, root)
      expect(existsSync(svgPath), `${p.image} exists`).toBe(true)
      expect(readFileSync(svgPath, 'utf8')).toMatch(/<svg[^>]*\bwidth="400"[^>]*\bheight="300"/)
      expect(p.imageAlt.length, `${p.name} alt`).toBeGreaterThan(10)
    }
  })

  it('loads a product with its rendered long description, headings below the page h2', async () => {
    const product = await loadProduct(4)
    expect(product?.name).toBe('Office 2024 Pro Plus')
    expect(product?.html).toContain('<h3')
    expect(product?.html).not.toMatch(/<h[12][\s>]/)
    expect(product?.html).not.toContain('{{')
    expect(await loadProduct(18)).toBeNull()
  })

  it('accepts only plain positive integer ids', () => {
    expect(parseProductId('1')).toBe(1)
    expect(parseProductId('17')).toBe(17)
    for (const bad of ['0', '01', 'abc', '1.0', '1abc', '-1', '', ' 1']) expect(parseProductId(bad), bad).toBeNull()
  })

  it('turns display prices into numbers for structured data', () => {
    expect(priceValue('$99.99')).toBe(99.99)
    expect(priceValue('$1,299.99')).toBe(1299.99)
    for (const p of products) expect(Number.isFinite(priceValue(p.price))).toBe(true)
  })

  it('has the five highlights of the spec, named neutrally (each page’s headings are per kind, issue 46)', () => {
    expect(productHighlights.map((h) => h.title)).toEqual(['License', 'Delivery', 'Payment', 'Devices', '24/7 support'])
  })
})

describe('plans', () => {
  it('has every plan of the spec with its exact price, period and coverage', () => {
    expect(plans.map((p) => [p.name, p.price, p.period, p.devices])).toEqual(specPlans)
    expect(new Set(plans.map((p) => p.id)).size).toBe(plans.length)
  })

  it('bills subscriptions yearly plus tax, and FixMyTech once plus taxes', () => {
    for (const p of plans) {
      if (p.kind === 'subscription') expect(p.billing, p.name).toMatch(/^billed US\$[\d,.]+ yearly in advance, plus tax$/)
      else expect(p.billing, p.name).toMatch(/^plus taxes/)
      expect(p.features.length, p.name).toBeGreaterThanOrEqual(3)
    }
  })

  it('links Learn More exactly as the spec lists, and not at all for the combos', () => {
    expect(Object.fromEntries(plans.map((p) => [p.name, p.learnMore ?? null]))).toEqual({
      'DefendMePro Home': '/DefendPro',
      'DefendMePro Business': '/DefendPro',
      'NetHaven AI Powered': '/ParentSolution',
      'SaffeSupport Assist Home': '/ForYourHome',
      'SaffeSupport Assist Business': '/ForYourBusiness',
      'Home combo': null,
      'Business combo': null,
      'FixMyTech Home': '/fixmytech',
      'FixMyTech Business': '/fixmytech',
    })
  })

  it("states combo savings that the listed prices really give (not the spec's 30% and 35%)", () => {
    // $34.99 against $19 + $24.99 is 20.5% less; $89.99 against $49.99 + $59.99 is 18.2% less.
    expect(plans.find((p) => p.id === 'combo-home')?.badge).toBe('Saves about 20% against buying both')
    expect(plans.find((p) => p.id === 'combo-business')?.badge).toBe('Saves about 18% against buying both')
  })

  it('gives every comparison row a value for every plan', () => {
    for (const row of comparisonRows) {
      expect(Object.keys(row.values).sort(), row.feature).toEqual(plans.map((p) => p.id).sort())
    }
    // FixMyTech is not refundable (spec, section 9), so the table must not promise it.
    const guarantee = comparisonRows.find((r) => r.feature.startsWith('30-day money-back'))
    expect(guarantee?.values['fixmytech-home']).toBe(false)
    expect(guarantee?.values['defendmepro-home']).toBe(true)
  })
})
