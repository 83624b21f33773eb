import { describe, expect, it, vi } from 'vitest'

// Count how often the site's route list is built: the page cache asks for it on every request.
const built = vi.hoisted(() => ({ count: 0 }))
vi.mock('#worker/seo/routes', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#worker/seo/routes')>()
  return {
    ...actual,
    publicRoutes: () => {
      built.count++
      return actual.publicRoutes()
    },
  }
})

const { knownRoutes } = await import('#worker/cache/known-routes')

describe('knownRoutes', () => {
  it('builds the route list once per isolate, not once per request', () => {
    const first = knownRoutes()
    for (let i = 0; i < 100; i++) expect(knownRoutes()).toBe(first)
    expect(built.count).toBe(1)
  })

  it('knows the home page in both languages and answers other spellings with a redirect', () => {
    const routes = knownRoutes()
    expect(routes.match('/')).toEqual({ kind: 'known', path: '/' })
    expect(routes.match('/es')).toEqual({ kind: 'known', path: '/es' })
    expect(routes.match('/ABOUT')).toEqual({ kind: 'redirect', path: '/about' })
  })
})
