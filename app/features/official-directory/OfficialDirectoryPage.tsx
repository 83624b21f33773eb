// /official-contacts: "Is this really my bank, the IRS, the CRA, the SAT?" (docs/official-directory.md).
// The form is a plain GET the server answers (?q=), so the lookup works with no script and needs no app;
// the whole directory is listed below it by country and kind, so the page also reads and prints alone.
import { Link } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'
import {
  DIRECTORY_KINDS,
  DIRECTORY_VERSION,
  type DirectoryCountry,
  type DirectoryKind,
  directoryCountriesFor,
  entriesByCountry,
  type LookupKind,
  lookup,
  type OfficialEntry,
  type OfficialPhone,
} from '#content/official-directory'
import { currentLocale, formatLongDate, localizeHref, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

const PATH = '/official-contacts'
/** A name can match many entries ("bank"): the first ones are shown, the list below has them all. */
const MAX_MATCHES = 12

const countryName: Record<DirectoryCountry, () => string> = {
  us: m.directory_country_us,
  ca: m.directory_country_ca,
  mx: m.directory_country_mx,
  pa: m.directory_country_pa,
  cr: m.directory_country_cr,
}

const kindName: Record<DirectoryKind, () => string> = {
  agency: m.directory_kind_agency,
  bank: m.directory_kind_bank,
  payment: m.directory_kind_payment,
  delivery: m.directory_kind_delivery,
  toll: m.directory_kind_toll,
  utility: m.directory_kind_utility,
  carrier: m.directory_kind_carrier,
  platform: m.directory_kind_platform,
}

const readAs: Record<LookupKind, () => string> = {
  phone: m.directory_read_phone,
  address: m.directory_read_address,
  name: m.directory_read_name,
}

const foundText: Record<LookupKind, () => string> = {
  phone: m.directory_found_phone,
  address: m.directory_found_address,
  name: m.directory_found_name,
}

const notFoundAdvice: Record<LookupKind, () => string> = {
  phone: m.directory_not_found_phone,
  address: m.directory_not_found_address,
  name: m.directory_not_found_name,
}

function hostOfUrl(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

function PhoneLine({ phone }: { phone: OfficialPhone }) {
  return (
    <li>
      {/* Each part of "1-800-MEDICARE (1-800-633-4227)" stays on one line: a number split in two is copied wrongly
          (`phone-number`: at a phone's largest text it shrinks to fit whole, app/styles/base.css). */}
      <a href={`tel:${phone.e164}`} className="font-semibold">
        {phone.display.split(/ (?=\()/).map((part, i) => (
          <span key={part} className="phone-number whitespace-nowrap">
            {i > 0 ? ' ' : ''}
            {part}
          </span>
        ))}
      </a>
      {phone.label ? <span> ({pick(phone.label)})</span> : null}
    </li>
  )
}

/** One entry: its name, web address, numbers, what it never does, and where each was checked. */
function EntryCard({ entry, heading: Heading = 'h5' }: { entry: OfficialEntry; heading?: 'h3' | 'h5' }) {
  const sources = [...entry.sources, ...entry.phones.map((p) => p.source)].filter(
    (s, i, all) => all.findIndex((o) => o.url === s.url) === i,
  )
  return (
    <li className="directory-entry min-w-0 rounded-lg border-2 border-line bg-white p-4 list-none" id={`entry-${entry.id}`}>
      <Heading className="m-0 text-xl">{pick(entry.names)}</Heading>
      {entry.region ? <p className="m-0 text-base text-muted">{m.directory_region({ region: entry.region })}</p> : null}
      <p className="mt-2 mb-0">
        <span className="font-semibold">{m.directory_website()}</span>{' '}
        <a href={entry.website} className="break-all">
          {hostOfUrl(entry.website)}
        </a>
      </p>
      {entry.phones.length > 0 ? (
        <div className="mt-1">
          <span className="font-semibold">{m.directory_phone()}</span>
          <ul className="m-0 pl-6 list-disc">
            {entry.phones.map((p) => (
              <PhoneLine key={p.e164} phone={p} />
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-1 mb-0 text-base">{m.directory_no_phone()}</p>
      )}
      {entry.never.length > 0 ? (
        <div className="mt-2">
          <span className="font-semibold">{m.directory_never()}</span>
          <ul className="m-0 pl-6 list-disc">
            {entry.never.map((n) => (
              <li key={n.en}>{pick(n)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="directory-sources mt-2 mb-0 text-sm text-muted">
        {m.directory_sources()}{' '}
        {sources.map((s, i) => (
          <span key={s.url}>
            {i > 0 ? '; ' : ''}
            <a href={s.url} className="text-muted break-words" rel="noopener">
              {hostOfUrl(s.url)}
            </a>{' '}
            ({m.directory_checked({ date: formatLongDate(s.checked) })})
          </span>
        ))}
      </p>
    </li>
  )
}

function LookupResult({ query, entries }: { query: string; entries: readonly OfficialEntry[] }) {
  const { kind, matches } = lookup(query, entries)
  const shown = matches.slice(0, MAX_MATCHES)
  return (
    <section aria-labelledby="directory-result-heading" id="directory-result" className="flex flex-col gap-3">
      <h2 id="directory-result-heading" className="m-0 text-2xl">
        {m.directory_result_heading({ query })}
      </h2>
      <p className="m-0 text-base text-muted">{readAs[kind]()}</p>
      {shown.length > 0 ? (
        <>
          <p className="m-0 rounded-lg border-l-4 border-goldDark bg-[#fff6dd] p-3">{foundText[kind]()}</p>
          <ul className="m-0 p-0 flex flex-col gap-3">
            {shown.map((e) => (
              <EntryCard key={e.id} entry={e} heading="h3" />
            ))}
          </ul>
        </>
      ) : (
        <div className="rounded-lg border-2 border-danger bg-[#fdeceb] p-4" role="status">
          <p className="m-0 text-xl font-semibold">{m.directory_not_found_title()}</p>
          <p className="mt-2 mb-0">{m.directory_not_found_text()}</p>
          <p className="mt-2 mb-0 font-semibold">{notFoundAdvice[kind]()}</p>
        </div>
      )}
    </section>
  )
}

export function OfficialDirectoryPage({ query, entries }: { query: string | undefined; entries: readonly OfficialEntry[] }) {
  const grouped = entriesByCountry(entries)
  const trimmed = query?.trim() ?? ''
  const hintId = 'directory-hint'
  return (
    <div className="official-directory">
      <PageHero heading={m.directory_heading()} lead={m.directory_lead()} />
      <div className="container py-8 flex flex-col gap-8">
        <aside className="rounded-lg border-4 border-danger bg-white p-4" aria-labelledby="directory-warning">
          <p id="directory-warning" className="m-0 text-xl font-semibold">
            {m.directory_warning_title()}
          </p>
          <p className="mt-2 mb-0">{m.directory_warning_text()}</p>
        </aside>

        <Section id="directory-lookup" title={m.directory_form_title()} size="2xl" className="no-print">
          {/* biome-ignore lint/a11y/useSemanticElements: role="search" on the form is announced by older screen readers that do not know <search> */}
          <form
            method="get"
            action={`${localizeHref(PATH, currentLocale())}#directory-result`}
            role="search"
            data-native-submit=""
            className="mt-3 flex flex-col gap-2 max-w-2xl"
          >
            <label htmlFor="directory-q" className="font-semibold text-lg">
              {m.directory_label()}
            </label>
            <p id={hintId} className="m-0 text-base text-muted">
              {m.directory_hint()}
            </p>
            <div className="flex flex-wrap gap-2">
              <input
                id="directory-q"
                name="q"
                type="search"
                defaultValue={query ?? ''}
                maxLength={200}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={hintId}
                className="flex-1 min-w-[12rem] rounded-lg border-2 border-ink px-3 py-2 text-lg"
              />
              <button type="submit" className="btn-primary text-lg">
                {m.directory_submit()}
              </button>
            </div>
          </form>
        </Section>

        {query !== undefined ? (
          trimmed === '' ? (
            <p id="directory-result" className="m-0 font-semibold text-danger" role="status">
              {m.directory_empty()}
            </p>
          ) : (
            <LookupResult query={trimmed} entries={entries} />
          )
        ) : null}

        <ul className="no-print m-0 p-0 list-none flex flex-wrap gap-3">
          <li>
            <Link to="/scam-check" className="btn-secondary">
              {m.directory_check_message()}
            </Link>
          </li>
          <li>
            <Link to="/help-now" className="btn-secondary">
              {m.directory_scammed()}
            </Link>
          </li>
        </ul>

        <Section id="directory-list" title={m.directory_list_heading()}>
          <p className="mt-2 mb-0">{m.directory_list_lead()}</p>
          {directoryCountriesFor(currentLocale())
            .filter((c) => DIRECTORY_KINDS.some((k) => grouped[c][k].length > 0))
            .map((country) => (
              <section key={country} aria-labelledby={`directory-${country}`} className="directory-country mt-6">
                <h3 id={`directory-${country}`} className="m-0 text-2xl">
                  {countryName[country]()}
                </h3>
                {DIRECTORY_KINDS.filter((k) => grouped[country][k].length > 0).map((kind) => (
                  <div key={kind} className="mt-4">
                    <h4 className="m-0 text-xl">{kindName[kind]()}</h4>
                    <ul className="directory-entries m-0 mt-2 p-0 grid gap-3 md:grid-cols-2">
                      {grouped[country][kind].map((e) => (
                        <EntryCard key={e.id} entry={e} />
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            ))}
        </Section>

        <p className="m-0 text-base">{m.directory_version({ version: DIRECTORY_VERSION })}</p>
        <p className="m-0 text-base no-print">
          {m.directory_mistake()} <PhoneLink />
        </p>
      </div>
    </div>
  )
}
