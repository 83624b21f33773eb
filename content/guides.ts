// The printable guides offered on /resources. Sources are content/guides/*.md; scripts/build-pdfs.mjs
// turns each into public/guides/<filename> before the site is built and records the file sizes in
// public/guides/manifest.json, which is read here at build time.

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

const metas = import.meta.glob<{ data: Record<string, unknown> }>('./guides/*.md', {
  eager: true,
  query: '?meta',
  import: 'default',
})
const manifests = import.meta.glob<{ filename: string; bytes: number }[]>('../public/guides/manifest.json', {
  eager: true,
  import: 'default',
})
const sizes = new Map(Object.values(manifests).flatMap((list) => list.map((m) => [m.filename, m.bytes] as const)))

/** In the order the resources page lists them. */
const ORDER = ['scam-toolkit', 'securing-devices', 'financial-warning-signs']

export const guides: Guide[] = Object.entries(metas)
  .map(([path, m]) => {
    const filename = String(m.data.filename)
    const bytes = sizes.get(filename)
    return {
      source: path.replace(/^\.\/guides\/|\.md$/g, ''),
      title: String(m.data.title),
      subtitle: String(m.data.subtitle),
      filename,
      href: `/guides/${filename}`,
      ...(bytes ? { bytes } : {}),
    }
  })
  .sort((a, b) => ORDER.indexOf(a.source) - ORDER.indexOf(b.source))

/** "PDF, 12 KB" */
export function fileLabel(guide: Guide): string {
  if (!guide.bytes) return 'PDF'
  const kb = guide.bytes / 1024
  return kb < 1024 ? `PDF, ${Math.max(1, Math.round(kb))} KB` : `PDF, ${(kb / 1024).toFixed(1)} MB`
}
