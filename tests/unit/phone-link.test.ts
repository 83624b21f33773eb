import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PhoneLink } from '#app/components/PhoneLink'
import { site } from '#content/site'

const html = (props: Parameters<typeof PhoneLink>[0]) => renderToStaticMarkup(createElement(PhoneLink, props))
const text = (markup: string) => markup.replace(/<[^>]+>/g, '')

describe('PhoneLink', () => {
  it('links to the company line and shows the number, never split over two lines', () => {
    const out = html({})
    expect(out).toBe(`<a href="${site.phoneHref}"><span class="phone-number whitespace-nowrap">${site.phone}</span></a>`)
    expect(html({ nowrapNumber: false })).toBe(`<a href="${site.phoneHref}">${site.phone}</a>`)
  })

  it('puts the icon and the label before the number, with spaces between', () => {
    const out = html({ className: 'btn-gold', icon: 22, label: 'Call' })
    expect(out).toContain('class="btn-gold"')
    expect(out).toContain('<svg')
    expect(text(out)).toBe(` Call ${site.phone}`)
  })

  it('can keep the number on one line', () => {
    const out = html({ label: 'Call us now:', nowrapNumber: true })
    expect(out).toContain(`<span class="phone-number whitespace-nowrap">${site.phone}</span>`)
  })

  it('lets a caller replace the words but not the target', () => {
    const out = html({ children: 'Talk to us' })
    expect(out).toBe(`<a href="${site.phoneHref}">Talk to us</a>`)
  })
})

// One phone rule everywhere: no page or component writes the company's tel: link by hand.
describe('the company phone link is written in one place', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
    )
  const digits = site.phoneHref.replace(/^tel:/, '')

  it('only PhoneLink uses site.phoneHref or the raw number in app/', () => {
    const offenders = files('app').filter((f) => {
      if (f.endsWith(join('components', 'PhoneLink.tsx'))) return false
      const src = readFileSync(f, 'utf8')
      return src.includes('site.phoneHref') || src.includes(digits) || src.includes(site.phone)
    })
    expect(offenders).toEqual([])
  })
})
