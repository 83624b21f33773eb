// Types for scripts/build-pdfs.mjs, so tests can import it.
export interface GuideSource {
  data: { title: string; subtitle: string; filename: string } & Record<string, unknown>
  body: string
}
export function readGuide(file: string): GuideSource
export function guideToPdf(guide: GuideSource): Promise<Buffer>
