// The printable guides offered on /resources. Sources are content/guides/*.md; scripts/build-pdfs.mjs
// turns each into public/guides/<filename> before the site is built and records the file sizes in
// public/guides/manifest.json, which is read here at build time. The Spanish guides (content/es/guides,
// public/guides/es/<filename> and public/guides/es/manifest.json) are read the same way into `guidesEs`.

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

const metas = import.meta.glob<Meta>('./guides/*.md', { eager: true, query: '?meta', import: 'default' })
const manifests = import.meta.glob<Manifest>('../public/guides/manifest.json', { eager: true, import: 'default' })
// The Spanish guides: content/es/guides/<source>.md, built to public/guides/es/<filename>.
const metasEs = import.meta.glob<Meta>('./es/guides/*.md', { eager: true, query: '?meta', import: 'default' })
const manifestsEs = import.meta.glob<Manifest>('../public/guides/es/manifest.json', { eager: true, import: 'default' })

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

export const guides: Guide[] = listGuides(metas, manifests, '/guides/')

/** The same guides in Spanish (PDFs under /guides/es/), in the same order. */
export const guidesEs: Guide[] = listGuides(metasEs, manifestsEs, '/guides/es/')

/** "PDF, 12 KB" */
export function fileLabel(guide: Guide): string {
  if (!guide.bytes) return 'PDF'
  const kb = guide.bytes / 1024
  return kb < 1024 ? `PDF, ${Math.max(1, Math.round(kb))} KB` : `PDF, ${(kb / 1024).toFixed(1)} MB`
}
