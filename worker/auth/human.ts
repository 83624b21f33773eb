// The bot check before mail to an address the requester has not proven (security review 3, U1):
// `send-otp` and `forgot-password` mail any address, so each needs a passed Turnstile check, or proof
// that this browser passed one lately: a short-lived HttpOnly cookie, an HMAC (key derived from
// JWT_SECRET) of its expiry and the client key, so it is worth nothing from another network and
// nothing after HUMAN_PROOF_MS. "Send the code again" then works without a second check.
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { m } from '#shared/paraglide/messages.js'
import { isDevelopment } from '../env'
import { base64url } from '../http/base64url'
import { ApiError } from '../http/errors'
import { clientAddress } from '../http/request'
import { verifyBotCheck } from './turnstile'

export const HUMAN_COOKIE = 'sb_human'
export const HUMAN_PROOF_MS = 30 * 60_000

async function proofKey(env: Pick<Env, 'JWT_SECRET'>) {
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(`human-proof:${env.JWT_SECRET}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
}

async function mac(env: Pick<Env, 'JWT_SECRET'>, expiry: number, client: string) {
  return base64url(await crypto.subtle.sign('HMAC', await proofKey(env), new TextEncoder().encode(`${expiry}|${client}`)))
}

export async function signHumanProof(env: Pick<Env, 'JWT_SECRET'>, client: string, now = Date.now()): Promise<string> {
  const expiry = now + HUMAN_PROOF_MS
  return `${expiry}.${await mac(env, expiry, client)}`
}

export async function verifyHumanProof(env: Pick<Env, 'JWT_SECRET'>, value: string | undefined, client: string, now = Date.now()) {
  const match = /^(\d{13})\.([\w-]{43})$/.exec(value ?? '')
  if (!match) return false
  const expiry = Number(match[1])
  if (expiry <= now || expiry > now + HUMAN_PROOF_MS) return false
  // Constant-time enough: both sides are MACs of the same length; a mismatch says nothing about the key.
  return (await mac(env, expiry, client)) === match[2]
}

/**
 * Passes when this browser (on this client key) passed a bot check in the last HUMAN_PROOF_MS, or when
 * `token` passes Turnstile for `action` now (then the proof cookie is set). Otherwise the 400 (or 503 when
 * Turnstile cannot be reached) the form shows, before anything is counted, stored or mailed.
 */
export async function requireHuman(c: Context<{ Bindings: Env }>, token: string | undefined, action: string, now = Date.now()) {
  const client = clientAddress(c)
  if (await verifyHumanProof(c.env, getCookie(c, HUMAN_COOKIE), client, now)) return
  if (!token) throw new ApiError(400, m.account_err_bot_token())
  const bot = await verifyBotCheck(c.env.TURNSTILE_SECRET_KEY, token, {
    remoteIp: c.req.header('cf-connecting-ip') ?? undefined,
    hostname: new URL(c.req.url).hostname,
    local: isDevelopment(c.env),
    action,
  })
  if (!bot.ok) {
    if (bot.errors.includes('network-error')) throw new ApiError(503, m.server_captcha_unavailable())
    throw new ApiError(400, m.server_captcha_failed())
  }
  setCookie(c, HUMAN_COOKIE, await signHumanProof(c.env, client, now), {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Strict',
    path: '/api/auth',
    maxAge: HUMAN_PROOF_MS / 1000,
  })
}
