import type { ComponentType } from 'react'
import { PageHero } from '#app/components/PageHero'
import type { StoredUser } from '#app/lib/auth-state'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { NotSignedIn } from './NotSignedIn'
import { useSignedIn } from './use-signed-in'

/**
 * A page for signed-in visitors only (/AccountIn, /userdashboard): its hero, then a loading line
 * while the page is still the server's HTML (the same for everyone), the sign-in prompt for a
 * visitor who is not signed in, or the page's own content for the signed-in user.
 */
export function SignedInPage({
  heading,
  lead,
  loading,
  width,
  content: Content,
}: {
  heading: string
  lead: string
  /** Shown until the browser has read the signed-in state. */
  loading: string
  /** Width of the content column. */
  width: 'max-w-2xl' | 'max-w-3xl'
  /** The page's own content, given the signed-in user. */
  content: ComponentType<{ user: StoredUser }>
}) {
  const { ready, user } = useSignedIn()
  return (
    <>
      <PageHero heading={heading} lead={lead} />
      <div className="container py-10">
        <div className={`${width} mx-auto`}>
          {!ready ? <p className="m-0">{loading}</p> : user ? <Content user={user} /> : <NotSignedIn />}
          {/* Without JavaScript this page cannot read the sign-in: the worker's plain account page can (decision 290). */}
          <noscript>
            <p>
              <a href={`/api/auth/form/account?lang=${currentLocale()}`} className="font-semibold underline">
                {m.account_in_plain_page()}
              </a>
            </p>
          </noscript>
        </div>
      </div>
    </>
  )
}
