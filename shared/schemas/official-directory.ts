// What an expert may send to propose an addition, a correction or a removal in the official-contacts
// directory (POST /api/official-directory/proposals) and to review one (…/proposals/:id/review).
// The console is staff-only and in English (like the System view), so the messages are English.
// Besides the shape, a proposed entry must hold together: its website is one of its own addresses,
// each number's printed form says the same digits as its E.164 form, every fact has a dated source.
import * as z from 'zod/mini'
import { DIRECTORY_COUNTRIES, DIRECTORY_KINDS, lookupByAddress, type OfficialEntry, phoneCandidates } from '#content/official-directory'

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const HOST = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/
const PAGE = /^(?=.{3,300}$)([a-z0-9-]+\.)+[a-z]{2,63}(\/[a-z0-9._~-]+)+$/
const E164 = /^\+[1-9]\d{6,14}$/

const line = (max: number, what: string) =>
  z.pipe(
    z.string({ error: () => `${what} is missing.` }),
    z.pipe(
      z.transform((v: string) => v.normalize('NFC').trim().replace(/\s+/g, ' ')),
      z.string().check(z.minLength(1, `${what} is missing.`), z.maxLength(max, `${what} is too long (at most ${max} characters).`)),
    ),
  )

const trilingual = (max: number, what: string) =>
  z.object({ en: line(max, `${what} in English`), es: line(max, `${what} in Spanish`), fr: line(max, `${what} in French`) })

const httpUrl = (what: string) =>
  z.pipe(
    line(500, what),
    z.string().check(
      z.refine((v) => {
        try {
          const u = new URL(v)
          return u.protocol === 'https:' || u.protocol === 'http:'
        } catch {
          return false
        }
      }, `${what} must be a full web address starting with https:// or http://.`),
    ),
  )

const source = z.object({
  url: httpUrl('The source page'),
  checked: z.string().check(z.regex(DATE, 'The date a source was checked must be written YYYY-MM-DD.')),
})

const phone = z.object({
  e164: z.string().check(z.regex(E164, 'A phone number must be written in E.164 form, like +18008291040.')),
  display: line(60, 'The printed phone number'),
  label: z.optional(trilingual(160, 'What the phone line is for')),
  source,
})

/** A whole entry, as content/official-directory.ts types it. */
export const officialEntrySchema = z.object({
  id: z.string().check(z.regex(ID, 'The id must be lowercase letters and digits joined by dashes, like "revenu-quebec".'), z.maxLength(60)),
  names: trilingual(160, 'The name'),
  aliases: z.array(line(60, 'An alias')).check(z.maxLength(20, 'At most 20 aliases.')),
  country: z.enum(DIRECTORY_COUNTRIES, { error: () => `The country must be one of ${DIRECTORY_COUNTRIES.join(', ')}.` }),
  region: z.optional(z.string().check(z.regex(/^[A-Z]{2,3}$/, 'A region is a 2- or 3-letter code, like QC or NY.'))),
  kind: z.enum(DIRECTORY_KINDS, { error: () => `The kind must be one of ${DIRECTORY_KINDS.join(', ')}.` }),
  website: httpUrl('The website'),
  domains: z
    .array(z.string().check(z.regex(HOST, 'A domain is written like "irs.gov" (lowercase, no https://, no path).')))
    .check(z.maxLength(10, 'At most 10 domains.')),
  pages: z.optional(
    z
      .array(z.string().check(z.regex(PAGE, 'A page on a shared domain is written like "gob.mx/profeco".')))
      .check(z.maxLength(10, 'At most 10 pages.')),
  ),
  phones: z.array(phone).check(z.maxLength(6, 'At most 6 phone numbers.')),
  never: z.array(trilingual(400, 'A "never" sentence')).check(z.maxLength(8, 'At most 8 "never" sentences.')),
  sources: z.array(source).check(z.minLength(1, 'Give at least one source page and the date it was checked.'), z.maxLength(10)),
})

/** What makes a well-shaped entry wrong, in plain words, or null. */
export function entryProblem(entry: OfficialEntry): string | null {
  if (entry.domains.length === 0 && (entry.pages ?? []).length === 0) return 'Give at least one domain (or one page on a shared domain).'
  if (!lookupByAddress(entry.website, [entry]).some((e) => e.id === entry.id))
    return 'The website must be on one of the entry’s own domains or pages.'
  for (const p of entry.phones)
    if (!phoneCandidates(p.display).includes(p.e164)) return `The printed number "${p.display}" does not read as ${p.e164}.`
  for (const a of entry.aliases) if (a !== a.toLowerCase()) return `Aliases are lowercase ("${a.toLowerCase()}").`
  return null
}

const note = line(1000, 'The note (what changed, and where you checked it)')

export const proposalSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('upsert'), entry: officialEntrySchema, note }),
  z.object({
    action: z.literal('remove'),
    id: z.string().check(z.regex(ID, 'The id must be lowercase letters and digits joined by dashes.')),
    note,
  }),
])

export const reviewSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: () => 'Choose approve or reject.' }),
  note: z.optional(z.string().check(z.maxLength(1000, 'The review note is too long (at most 1000 characters).'))),
})
