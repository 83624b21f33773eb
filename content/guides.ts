// The printable guides offered on /resources. Sources are content/guides/*.md; scripts/build-pdfs.mjs
// turns each into public/guides/<filename> before the site is built and records the file sizes in
// public/guides/manifest.json, which is read here at build time. Each other language's guides
// (content/<locale>/guides, public/guides/<locale>/<filename> and public/guides/<locale>/manifest.json) are
// read the same way into `guidesByLocale`.
import type { Locale } from './locales.ts'

export interface Guide {
  /** The markdown file's name without `.md`. */
  source: string
  title: string
  subtitle: string
  filename: string
  /** The public path of the PDF. */
  href: string
  /** Size of the built PDF in bytes; undefined when the PDFs have not been built (unit tests, dev). */
  bytes?: number
}

type Meta = { data: Record<string, unknown> }
type Manifest = { filename: string; bytes: number }[]

// English: ./guides/<source>.md, built to /guides/<filename>; another language: ./<locale>/guides/<source>.md,
// built to /guides/<locale>/<filename>.
const metas = import.meta.glob<Meta>(['./guides/*.md', './*/guides/*.md'], { eager: true, query: '?meta', import: 'default' })
const manifests = import.meta.glob<Manifest>(['../public/guides/manifest.json', '../public/guides/*/manifest.json'], {
  eager: true,
  import: 'default',
})
const GUIDE_DIRS: Readonly<Record<Locale, string>> = { en: '', es: 'es/', fr: 'fr/' }

/** In the order the resources page lists them. */
const ORDER = ['scam-toolkit', 'securing-devices', 'financial-warning-signs']

function listGuides(files: Record<string, Meta>, manifest: Record<string, Manifest>, folder: string): Guide[] {
  const sizes = new Map(Object.values(manifest).flatMap((list) => list.map((m) => [m.filename, m.bytes] as const)))
  return Object.entries(files)
    .map(([path, m]) => {
      const filename = String(m.data.filename)
      const bytes = sizes.get(filename)
      return {
        source: path.replace(/^.*\/|\.md$/g, ''),
        title: String(m.data.title),
        subtitle: String(m.data.subtitle),
        filename,
        href: `${folder}${filename}`,
        ...(bytes ? { bytes } : {}),
      }
    })
    .sort((a, b) => ORDER.indexOf(a.source) - ORDER.indexOf(b.source))
}

/** The guides of one language: its markdown and its manifest only. */
function guidesIn(locale: Locale): Guide[] {
  const dir = GUIDE_DIRS[locale]
  const only = <T>(files: Record<string, T>, prefix: string) =>
    Object.fromEntries(Object.entries(files).filter(([path]) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/')))
  return listGuides(only(metas, `./${dir}guides/`), only(manifests, `../public/guides/${dir}`), `/guides/${dir}`)
}

/** Every language's guides, in the same order. */
export const guidesByLocale: Readonly<Record<Locale, Guide[]>> = Object.fromEntries(
  Object.keys(GUIDE_DIRS).map((locale) => [locale, guidesIn(locale as Locale)]),
) as Record<Locale, Guide[]>

/** The English guides. */
export const guides: Guide[] = guidesByLocale.en

/** "PDF, 12 KB" */
export function fileLabel(guide: Guide): string {
  if (!guide.bytes) return 'PDF'
  const kb = guide.bytes / 1024
  return kb < 1024 ? `PDF, ${Math.max(1, Math.round(kb))} KB` : `PDF, ${(kb / 1024).toFixed(1)} MB`
}
