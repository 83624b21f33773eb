// The languages stay in step: every interface message and every content file with words exists in
// English and in every other language (Spanish, French), with the same parameters, and the URL rules
// that put Spanish under /es and French under /fr behave. A message or a page added in one language
// only fails here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as navigationEs from '#content/es/navigation'
import * as videosEs from '#content/es/videos'
import * as navigationFr from '#content/fr/navigation'
import * as videosFr from '#content/fr/videos'
import { blogNav as blogNavEn, footerLinks as footerEn, navGroups as navEn } from '#content/navigation'
import { scamVideos as videosEn } from '#content/videos'
import {
  DEFAULT_LOCALE,
  elide,
  formatLocalTime,
  formatLongDate,
  isDefaultLocale,
  LOCALES,
  localeOfPath,
  localizeHref,
  messageCatalogue,
  pick,
  stripLocale,
  withElision,
} from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { knownRoutes } from '#worker/cache/known-routes'
import { rememberedLocaleRedirect, requestLocale, withLocale } from '#worker/http/locale'
import { isPrivatePath } from '#worker/seo/private-paths'

const root = path.resolve(import.meta.dirname, '../..')
const messagesDir = path.join(root, 'messages')
const contentDir = path.join(root, 'content')
/** Every language but English, each with its folder under content/. */
const TRANSLATED = LOCALES.filter((locale) => !isDefaultLocale(locale))

/**
 * Content modules with no words a reader sees (logic, ids, prices, paths only). Every other file in
 * content/ has a twin in each other language at content/<locale>/<same path>. A module joins this list
 * only when it really holds no words: a new module with words needs its twins instead.
 */
const LANGUAGE_NEUTRAL: readonly string[] = [
  // Loaders: they read content/blog/*.md and content/es/blog/*.md (guides likewise) by language.
  'blog.ts',
  'guides.ts',
  // Types only: an internal link's type, from the route tree (content/links.ts).
  'links.ts',
  // How a translation's words (content/<locale>/*.json) go onto the English list's structure (reword, relabel).
  'translate.ts',
  // The shapes page copy shares (PageOpening, TextSection, TitledText).
  'shapes.ts',
  // How an amount of dollars is written (writeDollars), given the language's tag.
  'money.ts',
  // Where the scam checker lists reporting routes, in each language's order (Canada first in French); no words.
  'report-routes.ts',
  // The one rule about our calls holds every language side by side, so they stay word for word (decision 111).
  'call-rule.ts',
  // The official-contacts directory: each entry is one checked record with its three languages side by side (docs/official-directory.md).
  'official-directory.ts',
  'official-directory-entries.ts',
  'official-directory-types.ts',
  // The language list and each language's tags (content/locales.ts), and the report's shape (report-draft.ts).
  'locales.ts',
  'report-draft.ts',
  // Product kinds with their English highlight headings; each language's catalogue.json words them.
  'product-kinds.ts',
]

type Catalogue = Record<string, string>

function readCatalogue(area: string, locale: string): Catalogue {
  const raw = JSON.parse(readFileSync(path.join(messagesDir, area, `${locale}.json`), 'utf8')) as Record<string, unknown>
  const out: Catalogue = {}
  for (const [key, value] of Object.entries(raw)) {
    if (key === '$schema') continue
    out[key] = typeof value === 'string' ? value : JSON.stringify(value)
  }
  return out
}

const areas = readdirSync(messagesDir).filter((name) => statSync(path.join(messagesDir, name)).isDirectory())
const settings = JSON.parse(readFileSync(path.join(root, 'project.inlang/settings.json'), 'utf8')) as {
  locales: string[]
  'plugin.inlang.messageFormat': { pathPattern: string[] }
}

/** `{name}` parameters of a message. */
// The set of parameters: a translation may name a person twice where its grammar needs it (W33).
const params = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'))
/** Every key of a words file, as paths ("hero.heading"), in order: a text's place, not its words. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key))
}

describe('interface messages', () => {
  it('are compiled from every area folder, in every language', () => {
    expect(settings.locales).toEqual([...LOCALES])
    expect([...settings['plugin.inlang.messageFormat'].pathPattern].sort()).toEqual(
      areas.map((area) => `./messages/${area}/{locale}.json`).sort(),
    )
  })

  for (const area of areas) {
    for (const locale of TRANSLATED) {
      it(`${area}: the same keys, parameters and no empty text in English and ${locale}`, () => {
        const en = readCatalogue(area, DEFAULT_LOCALE)
        const other = readCatalogue(area, locale)
        expect(Object.keys(other).sort(), `keys of messages/${area}/${locale}.json`).toEqual(Object.keys(en).sort())
        for (const key of Object.keys(en)) {
          expect(key.startsWith(`${area}_`), `${key} is named after its area (${area}_...)`).toBe(true)
          expect(en[key].trim(), `${area}/en ${key}`).not.toBe('')
          expect(other[key]?.trim(), `${area}/${locale} ${key}`).not.toBe('')
          expect(params(other[key] ?? ''), `parameters of ${key} in ${locale}`).toEqual(params(en[key]))
        }
      })
    }
  }

  it('keys are unique across areas (one compiled namespace)', () => {
    const seen = new Map<string, string>()
    for (const area of areas) {
      for (const key of Object.keys(readCatalogue(area, 'en'))) {
        expect(seen.get(key), `${key} in ${area} and ${seen.get(key)}`).toBeUndefined()
        seen.set(key, area)
      }
    }
  })
})

describe('content files', () => {
  const inLocaleFolder = (f: string) => TRANSLATED.some((locale) => f.startsWith(path.join(contentDir, locale) + path.sep))
  const english = walk(contentDir)
    .filter((f) => !inLocaleFolder(f))
    .filter((f) => /\.(md|ts)$/.test(f))
    .map((f) => path.relative(contentDir, f))

  for (const locale of TRANSLATED) {
    const folder = path.join(contentDir, locale)
    const translated = walk(folder)
      .filter((f) => /\.(md|ts)$/.test(f))
      .map((f) => path.relative(folder, f))

    it(`every English file with words has its twin in content/${locale}/`, () => {
      const missing = english.filter((f) => !LANGUAGE_NEUTRAL.includes(f) && !translated.includes(f))
      expect(missing).toEqual([])
    })

    it(`every file in content/${locale}/ translates an English one (no orphans), and no neutral module is translated`, () => {
      expect(translated.filter((f) => !english.includes(f))).toEqual([])
      expect(translated.filter((f) => LANGUAGE_NEUTRAL.includes(f))).toEqual([])
      for (const f of LANGUAGE_NEUTRAL) expect(existsSync(path.join(contentDir, f)), `${f} exists`).toBe(true)
    })

    it(`the words of content/${locale}/ (*.json) sit beside the module that reads them, with the same keys in every language`, () => {
      const problems: string[] = []
      const words = walk(folder).filter((f) => f.endsWith('.json'))
      for (const file of words) {
        const name = path.relative(folder, file)
        if (!existsSync(file.replace(/\.json$/, '.ts'))) problems.push(`${name}: no module beside it`)
        for (const other of TRANSLATED.filter((l) => l !== locale)) {
          const twin = path.join(contentDir, other, name)
          if (!existsSync(twin)) problems.push(`${name}: none in content/${other}/`)
          else if (keyPaths(readJson(twin)).join() !== keyPaths(readJson(file)).join())
            problems.push(`${name}: other keys than in content/${other}/`)
        }
      }
      expect(problems).toEqual([])
    })

    it(`a markdown file in content/${locale}/ has the same front matter keys and headings count as its twin`, () => {
      const problems: string[] = []
      for (const f of translated.filter((name) => name.endsWith('.md'))) {
        const en = readFileSync(path.join(contentDir, f), 'utf8')
        const other = readFileSync(path.join(folder, f), 'utf8')
        const keys = (text: string) =>
          [...(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1].matchAll(/^([A-Za-z]\w*):/gm) ?? [])].map((m) => m[1])
        const headings = (text: string) => (text.match(/^#{2,3} /gm) ?? []).length
        if (keys(other).join() !== keys(en).join()) problems.push(`${f}: front matter keys ${keys(other)} vs ${keys(en)}`)
        if (headings(other) !== headings(en)) problems.push(`${f}: ${headings(other)} headings vs ${headings(en)}`)
      }
      expect(problems).toEqual([])
    })
  }
})

describe('URLs in other languages', () => {
  it('live under /es with the same path after it', () => {
    expect(localeOfPath('/es')).toBe('es')
    expect(localeOfPath('/es/Pricing')).toBe('es')
    expect(localeOfPath('/essays')).toBe('en')
    expect(localeOfPath('/fr')).toBe('fr')
    expect(localeOfPath('/fr/blog/romance-scam')).toBe('fr')
    expect(localeOfPath('/frank')).toBe('en')
    expect(stripLocale('/fr/Pricing')).toBe('/Pricing')
    expect(localeOfPath('/Pricing')).toBe('en')
    expect(stripLocale('/es')).toBe('/')
    expect(stripLocale('/es/blog/romance-scam')).toBe('/blog/romance-scam')
    expect(stripLocale('/about')).toBe('/about')
  })

  it('localizeHref moves site pages only, keeping query and hash', () => {
    expect(localizeHref('/', 'es')).toBe('/es')
    expect(localizeHref('/Pricing', 'es')).toBe('/es/Pricing')
    expect(localizeHref('/FixMyTech#pricing', 'es')).toBe('/es/FixMyTech#pricing')
    expect(localizeHref('/help-now?country=CA', 'es')).toBe('/es/help-now?country=CA')
    expect(localizeHref('/es/Pricing', 'es')).toBe('/es/Pricing')
    expect(localizeHref('/es/Pricing', 'en')).toBe('/Pricing')
    expect(localizeHref('/es', 'en')).toBe('/')
    expect(localizeHref('/es/Pricing?x=1', 'fr')).toBe('/fr/Pricing?x=1')
    expect(localizeHref('/', 'fr')).toBe('/fr')
    for (const untouched of [
      '/guides/scam-toolkit.pdf',
      '/api/login',
      'https://consumer.ftc.gov/',
      'tel:+18005550100',
      '//x.example/a',
      '/_serverFn/x',
    ]) {
      expect(localizeHref(untouched, 'es')).toBe(untouched)
    }
  })

  it('pick and dates follow the given language', () => {
    expect(pick({ en: 'en', es: 'es', fr: 'fr' }, 'es')).toBe('es')
    expect(pick({ en: 'en', es: 'es', fr: 'fr' }, 'en')).toBe('en')
    expect(formatLongDate('2026-10-13', 'en')).toBe('October 13, 2026')
    expect(formatLongDate('2026-10-13', 'es')).toBe('13 de octubre de 2026')
    expect(formatLongDate('2026-11-26', 'fr')).toBe('26 novembre 2026')
  })

  it("a moment is written in the reader's zone, with the zone named (W7)", () => {
    const at = Date.parse('2026-12-05T14:05:00Z')
    const plain = (s: string) => s.replace(/\s/g, ' ')
    expect(plain(formatLocalTime(at, 'en', 'America/Toronto'))).toBe('December 5, 2026 at 9:05 AM (Eastern Standard Time)')
    expect(plain(formatLocalTime(at, 'es', 'America/Mexico_City'))).toBe('5 de diciembre de 2026 a las 8:05 a.m. (hora estándar central)')
    expect(plain(formatLocalTime(at, 'fr', 'America/Toronto'))).toBe('5 décembre 2026 à 09 h 05 (heure normale de l’Est)')
    expect(plain(formatLocalTime(at, 'en', 'America/Panama', false))).toBe('9:05 AM (Eastern Standard Time)')
  })
})

describe('the language of a request (worker/http/locale.ts)', () => {
  const req = (url: string, headers: Record<string, string> = {}) => new Request(`https://site.test${url}`, { headers })

  it('a page is in the language of its path; an API call in the one its page sent', () => {
    expect(requestLocale(req('/es/Pricing'))).toBe('es')
    expect(requestLocale(req('/Pricing'))).toBe('en')
    expect(requestLocale(req('/api/signup', { 'x-locale': 'es' }))).toBe('es')
    expect(requestLocale(req('/api/signup', { 'x-locale': 'fr' }))).toBe('fr')
    expect(requestLocale(req('/api/signup', { 'x-locale': 'de' }))).toBe('en')
    expect(requestLocale(req('/fr/help-now'))).toBe('fr')
    // A form posted without scripts has no header: the page it came from decides.
    expect(requestLocale(req('/api/scam-check', { referer: 'https://site.test/es/scam-check' }))).toBe('es')
    expect(requestLocale(req('/api/scam-check', { referer: 'https://elsewhere.test/es/x' }))).toBe('en')
  })

  it('a remembered Spanish choice sends / to /es, and nothing else', () => {
    const spanish = { cookie: 'cookieConsent=1; lang=es' }
    const home = rememberedLocaleRedirect(req('/?utm_source=x', spanish))
    expect(home?.status).toBe(302)
    expect(home?.headers.get('location')).toBe('/es?utm_source=x')
    expect(home?.headers.get('cache-control')).toContain('no-store')
    expect(rememberedLocaleRedirect(req('/Pricing', spanish))).toBeNull()
    expect(rememberedLocaleRedirect(req('/', { cookie: 'lang=en' }))).toBeNull()
    expect(rememberedLocaleRedirect(req('/'))).toBeNull()
    expect(rememberedLocaleRedirect(req('/', { cookie: 'xlang=es' }))).toBeNull()
    expect(rememberedLocaleRedirect(req('/', { cookie: 'lang=fr' }))?.headers.get('location')).toBe('/fr')
  })

  it('the page cache knows each page in every language and folds other spellings', () => {
    const routes = knownRoutes()
    expect(routes.match('/es/Pricing')).toEqual({ kind: 'known', path: '/es/Pricing' })
    expect(routes.match('/es')).toEqual({ kind: 'known', path: '/es' })
    expect(routes.match('/ES/pricing')).toEqual({ kind: 'redirect', path: '/es/Pricing' })
    expect(routes.match('/es/')).toEqual({ kind: 'redirect', path: '/es' })
    expect(routes.match('/es/no-such-page')).toEqual({ kind: 'unknown' })
    expect(routes.match('/fr/Pricing')).toEqual({ kind: 'known', path: '/fr/Pricing' })
    expect(routes.match('/FR/pricing')).toEqual({ kind: 'redirect', path: '/fr/Pricing' })
    expect(routes.match('/de/Pricing')).toEqual({ kind: 'unknown' })
    expect(isPrivatePath('/es/login')).toBe(true)
    expect(isPrivatePath('/fr/login')).toBe(true)
    expect(isPrivatePath('/fr/about')).toBe(false)
    expect(isPrivatePath('/es/about')).toBe(false)
  })
})

const TWINS = [
  { locale: 'es', navigation: navigationEs, videos: videosEs, englishVideo: '(video en inglés)' },
  { locale: 'fr', navigation: navigationFr, videos: videosFr, englishVideo: '(vidéo en anglais)' },
] as const

describe('translated twins that repeat a structure keep it', () => {
  it('covers every translated language', () => {
    expect(TWINS.map((t) => t.locale)).toEqual(TRANSLATED)
  })

  for (const { locale, navigation, videos, englishVideo } of TWINS) {
    it(`${locale}: the menu and footer link to the same pages, in the same groups and order`, () => {
      const shape = (groups: typeof navEn) => groups.map((g) => [g.id, g.links.map((l) => l.href)])
      expect(shape(navigation.navGroups)).toEqual(shape(navEn))
      expect(navigation.footerLinks.map((l) => l.href)).toEqual(footerEn.map((l) => l.href))
      expect(navigation.blogNav.map((b) => b.slug)).toEqual(blogNavEn.map((b) => b.slug))
    })

    it(`${locale}: the video cards are the English videos with translated words`, () => {
      const translated = videos.scamVideos
      expect(translated.map((v) => [v.id, v.poster, v.titleAsPublished])).toEqual(videosEn.map((v) => [v.id, v.poster, v.titleAsPublished]))
      videosEn.forEach((v, i) => {
        // A title kept as published stays English and says so ("(video en inglés)", "(vidéo en anglais)").
        if (v.titleAsPublished) expect(translated[i].title).toBe(`${v.title} ${englishVideo}`)
        else expect(translated[i].title).not.toBe(v.title)
      })
    })
  }
})

describe('messageCatalogue', () => {
  it('reads each text when it is read, in the language of that moment', () => {
    const catalogue = messageCatalogue({ greeting: () => pick({ en: 'Hello', es: 'Hola', fr: 'Bonjour' }) })
    expect(withLocale('en', () => catalogue.greeting)).toBe('Hello')
    expect(withLocale('es', () => catalogue.greeting)).toBe('Hola')
    expect(withLocale('fr', () => catalogue.greeting)).toBe('Bonjour')
    expect(withLocale('en', () => catalogue.greeting)).toBe('Hello')
  })

  it('lists its keys like a plain object', () => {
    expect(Object.keys(messageCatalogue({ a: () => 'A', b: () => 'B' }))).toEqual(['a', 'b'])
  })
})

describe("every language's content modules", () => {
  // A words file's key or field too many, or a missing path key, passes tsc and throws only when its
  // module loads (content/translate.ts): load each one here, as the pages do.
  const modules = import.meta.glob('../../content/*/*.ts')
  for (const [file, load] of Object.entries(modules)) {
    it(`${file.replace('../../', '')} loads`, async () => {
      expect(await load()).toBeTruthy()
    })
  }

  // A words file with a key the English module does not have (a misspelt field of a plain object, such
  // as a hero's "leed") passes tsc, since a JSON import is not checked for extra fields, and the page
  // would silently keep the English words: every export has the English export's shape, key for key.
  const english = import.meta.glob<Record<string, unknown>>('../../content/*.ts')
  for (const [file, load] of Object.entries(modules)) {
    const englishFile = file.replace(/content\/[a-z]{2}\//, 'content/')
    if (!english[englishFile]) continue
    it(`${file.replace('../../', '')} has the shape of ${englishFile.replace('../../', '')}`, async () => {
      const [own, en] = [(await load()) as Record<string, unknown>, await english[englishFile]()]
      const differences: string[] = []
      for (const name of Object.keys(own).filter((key) => key in en)) {
        const a = shapeOf(en[name], name)
        const b = shapeOf(own[name], name)
        differences.push(
          ...b.filter((p) => !a.includes(p)).map((p) => `extra ${p}`),
          ...a.filter((p) => !b.includes(p)).map((p) => `missing ${p}`),
        )
      }
      expect(differences).toEqual([])
    })
  }
})

/** Every key path of a value ("hero.lead", "plans[].features[]"), array items merged, functions as leaves. */
function shapeOf(value: unknown, at: string): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => shapeOf(item, `${at}[]`)))]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [`${at}.${key}`, ...shapeOf(inner, `${at}.${key}`)])
  return []
}

describe('French elision before a name (docs/i18n.md)', () => {
  it('writes d’ and qu’ before a vowel, an accented capital or an h, and leaves Beth and the other languages alone', () => {
    const fr = { locale: 'fr' } as const
    expect(withElision(m.pause_tell_waiting, { name: 'Élise' }, fr)).toBe('En attente de la réponse d’Élise…')
    expect(withElision(m.pause_tell_waiting, { name: 'Ann' }, fr)).toBe('En attente de la réponse d’Ann…')
    expect(withElision(m.pause_tell_waiting, { name: 'Hugo' }, fr)).toBe('En attente de la réponse d’Hugo…')
    expect(withElision(m.pause_tell_waiting, { name: 'Beth' }, fr)).toBe('En attente de la réponse de Beth…')
    expect(withElision(m.store_about_product, { name: 'Appareil protégé' }, fr)).toBe('À propos d’Appareil protégé')
    expect(withElision(m.trusted_ask_preview, { name: 'Ann' }, fr)).toBe('Ce qu’Ann recevra')
    expect(withElision(m.trusted_acc_pending, { email: 'ann@example.com', name: 'Ann', date: '8 décembre' }, fr)).toBe(
      'Invitation envoyée à ann@example.com. En attente de l’acceptation d’Ann (jusqu’au 8 décembre).',
    )
    expect(withElision(m.pause_tell_waiting, { name: 'Ann' }, { locale: 'en' })).toBe(
      m.pause_tell_waiting({ name: 'Ann' }, { locale: 'en' }),
    )
    expect(elide('Preguntas de Ann', { name: 'Ann' }, 'es')).toBe('Preguntas de Ann')
    // Only before the value itself: the message's own words and a word that ends in "de" stay.
    expect(elide('garde Ann, puis de Ann', { name: 'Ann' }, 'fr')).toBe('garde Ann, puis d’Ann')
  })
})
