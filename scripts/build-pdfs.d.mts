// Types for scripts/build-pdfs.mjs, so tests can import it.
export interface GuideSource {
  data: { title: string; subtitle: string; filename: string } & Record<string, unknown>
  body: string
}
export type GuideLocale = 'en' | 'es' | 'fr'
export interface GuideWords {
  lang: string
  sourceDir: string
  outDir: string
  coverLine: string
  pageOf: (page: number, count: number) => string
  closingLead: string
  closingText: string
}
export const LOCALES: Record<GuideLocale, GuideWords>
export function readGuide(file: string, locale?: string): GuideSource
export function guideToPdf(guide: GuideSource, locale?: GuideLocale): Promise<Buffer>
