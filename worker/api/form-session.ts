// The session of a browser that signed in through the plain sign-in form (no JavaScript, decision 290):
// the same session token the app keeps in its storage, here in an HttpOnly, SameSite=Strict cookie
// that only the plain account forms under /api/auth/form are sent.
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { currentLocale } from '#shared/i18n'
import { SESSION_TTL_MS } from '../auth/tokens'

type C = Context<{ Bindings: Env }>

export const FORM_SESSION_COOKIE = 'form_session'
const PATH = '/api/auth/form'

/** The plain account page, in the page's language. */
export const plainAccountPath = () => `${PATH}/account?lang=${currentLocale()}`

export function keepFormSession(c: C, token: string) {
  setCookie(c, FORM_SESSION_COOKIE, token, {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Strict',
    path: PATH,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  })
}

export const formSessionToken = (c: C) => getCookie(c, FORM_SESSION_COOKIE)

export const forgetFormSession = (c: C) => deleteCookie(c, FORM_SESSION_COOKIE, { path: PATH })
