import { Link, createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { NotSignedIn } from '#app/features/auth/NotSignedIn'
import { useSignedIn } from '#app/features/auth/use-signed-in'
import { pageHead } from '#app/lib/seo'
import { PhoneLink } from '#app/components/PhoneLink'

export const Route = createFileRoute('/userdashboard')({
  head: () =>
    pageHead({
      title: 'Dashboard',
      description: 'Your SaffeSupport dashboard: a quick view of your account and where to get help.',
      path: '/userdashboard',
      noindex: true,
    }),
  component: UserdashboardPage,
})

function UserdashboardPage() {
  const { ready, user } = useSignedIn()
  return (
    <>
      <PageHero heading="Your dashboard" lead="A quick view of your account with us." />
      <div className="container py-10">
        <div className="max-w-3xl mx-auto">
          {!ready ? (
            <p className="m-0">Loading…</p>
          ) : !user ? (
            <NotSignedIn />
          ) : (
            <div className="flex flex-col gap-6">
              <section className="card md:p-8" aria-labelledby="dashboard-user">
                <h2 id="dashboard-user" className="m-0 text-2xl break-words">
                  Hello, {user.name}
                </h2>
                <dl className="mt-4 mb-0 grid grid-cols-1 sm:grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                  <dt className="font-semibold">Name</dt>
                  <dd className="m-0 break-words">{user.name}</dd>
                  <dt className="font-semibold">E-mail</dt>
                  <dd className="m-0 break-all">{user.email}</dd>
                  <dt className="font-semibold">Role</dt>
                  <dd className="m-0">{user.role ?? 'user'}</dd>
                </dl>
              </section>
              <section className="card md:p-8" aria-labelledby="dashboard-help">
                <h2 id="dashboard-help" className="m-0 text-2xl">
                  Where to next
                </h2>
                <ul className="mt-4 mb-0 pl-5 flex flex-col gap-2">
                  <li>
                    <Link to="/AccountIn">Your account</Link>: change your name, phone or password.
                  </li>
                  <li>
                    <Link to="/live-support">Live support</Link>: talk to a real person, 7 days a week.
                  </li>
                  <li>
                    <Link to="/resources">Scam and fraud resources</Link>: guides you can download and print.
                  </li>
                  <li>
                    <Link to="/contact">Contact us</Link>, or call <PhoneLink />.
                  </li>
                </ul>
              </section>
            </div>
          )}
        </div>
      </div>
    </>
  )
}
