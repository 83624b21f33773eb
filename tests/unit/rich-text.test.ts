import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from '#app/components/RichText'
import { site } from '#content/site'

const html = (text: string) => renderToStaticMarkup(createElement(RichText, { text }))

describe('RichText', () => {
  it('renders paragraphs, headings, lists, quotes and inline marks', () => {
    const out = html('### Steps\n\n- **Hang up.**\n- Call [us]({{phoneHref}}).\n\n1. One\n2. Two\n\n> Say no.\n\nPlain *text*.')
    expect(out).toBe(
      `<div class="prose"><h3>Steps</h3><ul><li><strong>Hang up.</strong></li><li>Call <a href="${site.phoneHref}">us</a>.</li></ul><ol><li>One</li><li>Two</li></ol><blockquote>Say no.</blockquote><p>Plain <em>text</em>.</p></div>`,
    )
  })

  it('escapes HTML and refuses javascript: links', () => {
    const out = html('<img src=x onerror=alert(1)> [click](javascript:alert(1))')
    expect(out).not.toContain('<img')
    expect(out).toContain('&lt;img')
    expect(out).not.toContain('javascript:')
  })
})
