// Types for scripts/measure/picture-samples.mjs (the end-to-end tests import it).
import type { Browser } from '@playwright/test'

export function messageHtml(text: string, options?: { dark?: boolean; sender?: string; time?: string }): string
export function messageScreenshot(
  browser: Browser,
  text: string,
  options?: { dark?: boolean; sender?: string; time?: string },
): Promise<Buffer>
export function qrCodePng(data: string): Promise<Buffer>
export function plainPicture(browser: Browser): Promise<Buffer>
