// Paths the page cache never stores (and that answer `Cache-Control: no-store`), in a module of their
// own beside the route list (worker/seo/routes.ts), which the cache (worker/cache/) reads too.

import { stripLocale } from '#shared/i18n'

/** Never cached (case-insensitive, the router matches paths that way): the path itself and below it. */
export const PRIVATE_PATHS = [
  '/AccountIn',
  '/userdashboard',
  '/login',
  '/signup',
  '/verify-otp',
  '/expert',
  '/forgot-password',
  '/my-reports',
] as const
const PRIVATE_LOWER = PRIVATE_PATHS.map((p) => p.toLowerCase())
const WORKER_PREFIXES = ['/api/', '/parties/', '/_serverfn']

export function isPrivatePath(pathname: string): boolean {
  const lower = pathname.toLowerCase()
  if (WORKER_PREFIXES.some((p) => lower.startsWith(p))) return true
  // A private page's twin in another language is private too (/es/login, /fr/login).
  const rest = stripLocale(lower)
  return PRIVATE_LOWER.some((p) => rest === p || rest.startsWith(`${p}/`))
}
