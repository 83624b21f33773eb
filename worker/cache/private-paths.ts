// Paths the page cache never stores (and that answer `Cache-Control: no-store`), in a module of their
// own so the route list (worker/seo/routes.ts) and the cache (page-cache.ts) can both use it.

/** Never cached (case-insensitive, the router matches paths that way): the path itself and below it. */
export const PRIVATE_PATHS = ['/AccountIn', '/userdashboard', '/login', '/signup', '/verify-otp', '/expert', '/forgot-password'] as const
const PRIVATE_LOWER = PRIVATE_PATHS.map((p) => p.toLowerCase())
const WORKER_PREFIXES = ['/api/', '/parties/', '/_serverfn']

export function isPrivatePath(pathname: string): boolean {
  const lower = pathname.toLowerCase()
  // The Spanish twin of a private page is private too (/es/login).
  if (lower === '/es' || lower.startsWith('/es/')) {
    const rest = lower.slice(3) || '/'
    return PRIVATE_LOWER.some((p) => rest === p || rest.startsWith(`${p}/`))
  }
  if (WORKER_PREFIXES.some((p) => lower.startsWith(p))) return true
  return PRIVATE_LOWER.some((p) => lower === p || lower.startsWith(`${p}/`))
}
