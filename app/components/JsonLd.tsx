import { useRouter } from '@tanstack/react-router'
import { jsonLd } from '#app/lib/structured-data'

/**
 * Structured data rendered inside a page's body, for data too large for the route's head(): head()
 * stays in the main bundle on every page, the component is code-split with its page. A data block
 * never executes; it still carries the response's nonce like every other script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useRouter().options.ssr?.nonce
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (jsonLd), from our own content
      dangerouslySetInnerHTML={{ __html: jsonLd({ '@context': 'https://schema.org', ...data }) }}
    />
  )
}
