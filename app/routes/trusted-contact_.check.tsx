import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'
import { currentLocale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

// W5 (docs/on-the-phone.md): the invitation mail says how to check it without pressing anything in it,
// by typing this address and the invitation's reference. The form GETs /trusted-contact?accept=, the
// same page the mail's button opens, where nothing happens until its own button is pressed.
export const Route = createFileRoute('/trusted-contact_/check')({
  head: () =>
    pageHead({
      title: m.trusted_page_code_heading(),
      description: m.trusted_page_code_lead(),
      path: '/trusted-contact/check',
      noindex: true,
    }),
  component: TypedReference,
})

/** A plain GET form: the reference becomes ?accept=, the same page as the invitation's button opens. */
function TypedReference() {
  return (
    <PageHero heading={m.trusted_page_code_heading()} lead={m.trusted_page_code_lead()}>
      <form method="get" action={localizeHref('/trusted-contact', currentLocale())} className="grid gap-3 w-full max-w-xl">
        <label htmlFor="trusted-reference" className="text-lg font-semibold">
          {m.trusted_page_code_label()}
        </label>
        <input
          id="trusted-reference"
          name="accept"
          required
          autoComplete="off"
          spellCheck={false}
          className="min-h-12 rounded-lg border-2 border-navy bg-white px-3 text-lg text-ink"
        />
        <div>
          <button type="submit" className="btn-primary text-lg">
            {m.trusted_page_code_submit()}
          </button>
        </div>
      </form>
    </PageHero>
  )
}
