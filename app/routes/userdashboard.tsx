import { createFileRoute, Link } from '@tanstack/react-router'
import { PhoneLink } from '#app/components/PhoneLink'
import { SignedInPage } from '#app/features/auth/SignedInPage'
import type { StoredUser } from '#app/lib/auth-state'
import { pageHead } from '#app/lib/seo'
import type { SiteLink } from '#app/lib/site-link'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/userdashboard')({
  head: () => pageHead({ title: m.account_dash_title(), description: m.account_dash_description(), path: '/userdashboard', noindex: true }),
  component: () => (
    <SignedInPage
      heading={m.account_dash_heading()}
      lead={m.account_dash_lead()}
      loading={m.account_loading()}
      width="max-w-3xl"
      content={Dashboard}
    />
  ),
})

function Dashboard({ user }: { user: StoredUser }) {
  return (
    <div className="flex flex-col gap-6">
      <section className="card md:p-8" aria-labelledby="dashboard-user">
        <h2 id="dashboard-user" className="m-0 text-2xl break-words">
          {m.account_dash_hello({ name: user.name })}
        </h2>
        <dl className="mt-4 mb-0 grid grid-cols-1 sm:grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold">{m.account_in_name()}</dt>
          <dd className="m-0 break-words">{user.name}</dd>
          <dt className="font-semibold">{m.account_in_email()}</dt>
          <dd className="m-0 break-all">{user.email}</dd>
          <dt className="font-semibold">{m.account_dash_role()}</dt>
          <dd className="m-0">{user.role === 'expert' ? m.account_dash_role_expert() : m.account_dash_role_user()}</dd>
        </dl>
      </section>
      <section className="card md:p-8" aria-labelledby="dashboard-help">
        <h2 id="dashboard-help" className="m-0 text-2xl">
          {m.account_dash_next()}
        </h2>
        <ul className="mt-4 mb-0 pl-5 flex flex-col gap-2">
          {(
            [
              { to: '/AccountIn', label: m.account_dash_account_link(), text: m.account_dash_account_text() },
              { to: '/live-support', label: m.account_dash_live_link(), text: m.account_dash_live_text() },
              { to: '/resources', label: m.account_dash_resources_link(), text: m.account_dash_resources_text() },
            ] satisfies (SiteLink & { text: string })[]
          ).map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
              {item.text}
            </li>
          ))}
          <li>
            <Link to="/contact">{m.account_dash_contact_link()}</Link>
            {m.account_dash_contact_text()} <PhoneLink />.
          </li>
        </ul>
      </section>
    </div>
  )
}
