// The query parameters of the pages that read any (each route's `validateSearch`): one schema per
// page. A query is typed by people and by mail programs, so nothing in it is an error: a missing,
// unknown, repeated or badly typed value falls back to the page's default (`z.catch`), and the page
// opens as if the parameter were absent. Parameters a page does not know are dropped.
//
// The route options that hold these schemas stay in the main bundle, so this module imports only the
// small lists (content/defendpro-items.ts, content/help-now-choices.ts), never a page's long content.
// The page cache (worker/cache/known-routes.ts) reads /help-now and /alerts with these same schemas.
import * as z from 'zod/mini'
import type { DefendProItem } from '#content/defendpro-items'
import { defendProItems } from '#content/defendpro-items'
import { type Country, countries, type HelpNowSearch, SITUATION_SEPARATOR, situations } from '#content/help-now-choices'
import { ALLOW_TOKEN, CONFIRM_TOKEN, INVITE_TOKEN, MANAGE_TOKEN, PAUSE_TOKEN, STOP_TOKEN } from './rules'

/** Longer values are never a slug, item or token of this site: they are cut before any other check. */
export const SEARCH_VALUE_MAX = 200

/** A parameter repeated in the query (`?a=1&a=2`) arrives as a list: the first value counts. */
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value)

/** An optional parameter: the value `schema` accepts, or absent (undefined) for anything else. */
const optionalParam = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined)

/** Text cut to SEARCH_VALUE_MAX characters; any other type (a list, an object, a number) is no value. */
const cut = (value: unknown): string | undefined => (typeof value === 'string' ? value.slice(0, SEARCH_VALUE_MAX) : undefined)

/** One text value. */
const text = z.pipe(z.unknown(), z.transform(cut))
/** One text value, the first if the parameter is repeated (`?country=CA&country=US`). */
const firstText = z.pipe(
  z.unknown(),
  z.transform((value: unknown) => cut(first(value))),
)

/** One of fixed values (after `clean`), or absent. */
const oneOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  { repeated = false, clean = (v: string) => v }: { repeated?: boolean; clean?: (v: string) => string } = {},
) =>
  optionalParam(
    z.pipe(
      z.pipe(
        repeated ? firstText : text,
        z.transform((v: string | undefined) => (v === undefined ? v : clean(v))),
      ),
      z.enum(values),
    ),
  )

/** A token of the shape `pattern`, or absent. */
const token = (pattern: RegExp) => optionalParam(z.pipe(text, z.string().check(z.regex(pattern))))

/** /blog?article=<slug>: the no-JavaScript "Select a Blog" form; the route redirects to the article or to /blog. */
export const blogSearch = z.object({ article: optionalParam(z.pipe(text, z.string())) })

/** /alerts?country=US|CA filters the list; anything else shows every alert. */
export const alertsSearch = z.object({ country: oneOf(['US', 'CA'], { repeated: true }) })

/** /newsletter/confirm?token=, and ?result= where the no-JavaScript confirm form's POST lands. */
export const newsletterConfirmSearch = z.object({
  token: token(CONFIRM_TOKEN),
  result: oneOf(['confirmed', 'invalid']),
  /** Where the no-JavaScript form lands once confirmed: the personal token for the change and stop links. */
  manage: token(MANAGE_TOKEN),
})

/** /newsletter/preferences?token= */
export const newsletterPreferencesSearch = z.object({ token: token(MANAGE_TOKEN) })

/** /newsletter/unsubscribe?token=, and ?result= where the no-JavaScript form's POST lands. */
export const newsletterUnsubscribeSearch = z.object({
  token: token(MANAGE_TOKEN),
  result: oneOf(['unsubscribed', 'already', 'invalid']),
})

/**
 * /trusted-contact?accept=<invitation token> or ?stop=<stop token>, and ?result= where the page's
 * no-JavaScript form lands (decision 160).
 */
export const trustedContactSearch = z.object({
  accept: token(INVITE_TOKEN),
  stop: token(STOP_TOKEN),
  allow: token(ALLOW_TOKEN),
  result: oneOf(['accepted', 'stopped', 'allowed', 'invalid']),
})

/** The stop link of the check-ins after a report (issue 45): `<report id>.<HMAC-SHA256, base64url>`. */
/** The holder's stop link `<report id>.<mac>`, or the trusted contact's `<report id>.c.<mac>` (her copies only). */
export const REPORT_STOP_TOKEN = /^[0-9a-f-]{36}\.(c\.)?[\w-]{43}$/

/** /report-checkins?stop=<token>: the page's button stops the e-mailed check-ins of one report. */
export const reportCheckinsSearch = z.object({ stop: token(REPORT_STOP_TOKEN), result: oneOf(['stopped', 'copy-stopped', 'invalid']) })

/**
 * /on-the-phone?q=<answers so far>: one letter per question answered, `y` (yes or not sure) or `n`,
 * at most three (docs/on-the-phone.md). Anything else is the first question.
 */
export const onThePhoneSearch = z.object({
  q: optionalParam(z.pipe(text, z.string().check(z.regex(/^[yn]{1,3}$/)))),
})

/** /on-the-phone/answer?t=<watch token>&result=<where the no-JavaScript form lands>. */
export const pauseAnswerSearch = z.object({
  t: token(PAUSE_TOKEN),
  result: oneOf(['calling', 'not-me', 'over', 'invalid']),
})

const defendProItemIds = defendProItems.map((d) => d.item) as [DefendProItem, ...DefendProItem[]]

/**
 * /DefendPro?item=<one of the ten>&t=<timestamp>: `t` (added by the menu so choosing the same item
 * again scrolls to it again) counts only with an item. Nothing here is an error: the page then opens
 * with every section closed.
 */
export const defendProSearch = z.pipe(
  z.object({
    item: oneOf(defendProItemIds),
    // The router reads `t=1732300000000` as a number.
    t: optionalParam(
      z.pipe(
        z.unknown(),
        z.transform((v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, 40) : undefined)),
      ),
    ),
  }),
  z.transform(({ item, t }): { item?: DefendProItem; t?: string } => ({
    ...(item ? { item } : {}),
    ...(item && t ? { t } : {}),
  })),
)

const countryValues = countries.map((c) => c.value) as [Country, ...Country[]]

/**
 * /help-now?country=us|ca&s=<situations>: accepts the no-JavaScript form's repeated `s=a&s=b`, the
 * canonical `s=a.b`, or a list; unknown, repeated or badly typed values are ignored; situations come
 * back in the page's order, joined with SITUATION_SEPARATOR (one URL per combination).
 */
export const helpNowSearch = z.pipe(
  z.object({
    country: oneOf(countryValues, { repeated: true, clean: (v) => v.trim().toLowerCase() }),
    s: optionalParam(
      z.pipe(
        z.unknown(),
        z.transform((value: unknown) => {
          const raw: unknown[] = Array.isArray(value) ? value.slice(0, 50) : [value]
          const typed = new Set(
            raw.flatMap((v) =>
              typeof v === 'string'
                ? v
                    .slice(0, 500)
                    .toLowerCase()
                    .split(/[.,\s]+/)
                : [],
            ),
          )
          const chosen = situations.filter((x) => typed.has(x.value)).map((x) => x.value)
          return chosen.length > 0 ? chosen.join(SITUATION_SEPARATOR) : undefined
        }),
      ),
    ),
  }),
  z.transform(
    ({ country, s }): HelpNowSearch => ({
      ...(country ? { country } : {}),
      ...(s ? { s } : {}),
    }),
  ),
)

/** The /help-now query as the page reads it; never throws. */
export const parseHelpNowSearch = (search: Record<string, unknown>): HelpNowSearch => helpNowSearch.parse(search)

/** /official-contacts?q=: a name, a phone number or a web address to look up (the form posts it by GET, with or without scripts). */
export const officialContactsSearch = z.object({ q: optionalParam(z.pipe(text, z.string())) })
