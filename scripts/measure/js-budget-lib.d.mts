// Types for scripts/measure/js-budget-lib.mjs, so tests can import it.
import type { BrowserContext } from '@playwright/test'

export const BUDGET_KB: { content: number; interactive: number }
export const TRANSLATION_EXTRA_KB: number
export const VISIT_KB: number
export const CHAT_KB: number
export const CHAT_CEILING_KB: number
export const E2E_GATE_KB: { load: number; visit: number; pushIsland: number; helpNowIsland: number; chat: number; translationExtra: number }
export function translatedTwins(page: string): string[]
export const BUDGET_PAGES: { path: string; kind: 'content' | 'interactive' }[]
export function gzipBytes(urlPath: string): number
export function measurePage(
  context: BrowserContext,
  url: string,
  options?: { loadOnly?: boolean },
): Promise<{
  scripts: { path: string; gzip: number }[]
  totalBytes: number
  hydrate?: 'interaction' | 'controls'
  visitBytes: number
  chatBytes: number
}>
export const CHAT_BUTTON: string
export function kb(bytes: number): number
