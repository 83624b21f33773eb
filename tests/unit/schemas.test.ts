// One rule per field: every input that has a name, a phone or an e-mail field accepts and
// refuses exactly the same values, whatever its wording. If one schema drifts, these tests fail.
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { callbackLimits, callbackMessages } from '#content/callback'
import {
  authMessages,
  changePasswordSchema,
  loginSchema,
  profileSchema,
  resendOtpSchema,
  sendOtpSchema,
  verifyOtpSchema,
} from '#shared/schemas/auth'
import { callbackSchema, checkCallback } from '#shared/schemas/callback'
import { isPhoneNumber, NAME_MAX, normaliseEmail, PHONE_MAX, PHONE_MIN } from '#shared/schemas/fields'
import { newsletterMessages, newsletterSchema } from '#shared/schemas/newsletter'
import { trustedContactSchema } from '#shared/schemas/trusted-contact'

type Input = { name: string; schema: z.core.$ZodType; base: Record<string, unknown> }

const callbackBase = { name: 'Ann Lee', phone: '555-123-4567', timeZone: 'eastern', bestTime: 'morning', topic: 'other' }
const inputs = {
  signUp: { name: 'sign-up', schema: sendOtpSchema, base: { name: 'Ann Lee', email: 'ann@example.com' } },
  resend: { name: 'resend code', schema: resendOtpSchema, base: { email: 'ann@example.com' } },
  codePage: {
    name: 'code page',
    schema: verifyOtpSchema,
    base: { email: 'ann@example.com', otp: '123 456', password: 'a long password', name: 'Ann Lee' },
  },
  login: { name: 'login', schema: loginSchema, base: { email: 'ann@example.com', password: 'x', turnstileToken: 't' } },
  profile: { name: 'profile', schema: profileSchema, base: { name: 'Ann Lee', phone: '555-123-4567' } },
  callback: { name: 'call-back', schema: callbackSchema, base: callbackBase },
  newsletter: { name: 'newsletter', schema: newsletterSchema, base: { email: 'ann@example.com' } },
  trustedContact: {
    name: 'trusted contact',
    schema: trustedContactSchema('holder@example.net'),
    base: { name: 'Beth Lee', email: 'beth@example.com', phone: '555-123-4567', mayAsks: true },
  },
} satisfies Record<string, Input>

/** What `input` makes of `value` in `field`: the cleaned value, or 'refused'. */
function verdict(input: Input, field: string, value: unknown) {
  const parsed = z.safeParse(input.schema, { ...input.base, [field]: value })
  if (parsed.success) return (parsed.data as Record<string, unknown>)[field]
  if (parsed.error.issues.some((i) => i.path[0] === field)) return 'refused'
  throw new Error(`${input.name}: the base values were refused: ${parsed.error.issues[0]?.message}`)
}

const names: unknown[] = [
  'Ann Lee',
  '  Ann   Lee  ',
  'Zoë Ñúñez',
  'Ze\u0301', // NFC makes this "Zé"
  '李小龙',
  '👩‍🦳 Ann',
  'a'.repeat(NAME_MAX),
  'a'.repeat(NAME_MAX + 1),
  '😀'.repeat(NAME_MAX), // 80 characters a person sees, 160 UTF-16 units
  '😀'.repeat(NAME_MAX + 1),
  'Ann\u0000',
  'Ann\u0007Lee',
  'Ann\u0085', // C1 control
  'Ann\u202eeeL', // a direction override
  'Ann\ud800', // half a surrogate pair
  '   ',
  42,
  ['Ann'],
  { name: 'Ann' },
  true,
]

const phones: unknown[] = [
  '555-123-4567',
  '+1 (555) 123-4567',
  '  555 123 4567  ',
  '1234567',
  '123456', // six digits
  '12-34-56', // seven or more characters, but six digits
  '+1 (55) 12', // seven characters, five digits
  '1'.repeat(PHONE_MAX),
  '1'.repeat(PHONE_MAX + 1),
  '555-CALL-NOW',
  '(+) ---- ()',
  '555.123.4567',
  '555-123-4567\u0000',
  '５５５１２３４５６７', // full-width digits are not digits we can dial
  15551234567,
  ['555-123-4567'],
]

const emails: unknown[] = [
  'ann@example.com',
  '  Ann@Example.COM ',
  'ann.lee+alerts@mail.example.ca',
  'ann@example',
  'ann@@example.com',
  'ann example@example.com',
  '<ann@example.com>',
  'ann@example.c',
  `${'a'.repeat(245)}@example.com`, // 257 characters
  `${'a'.repeat(240)}@example.com`, // 252 characters
  'ann\u202e@example.com',
  'ann\u0000@example.com',
  '',
  42,
  null,
]

describe('one name rule', () => {
  const withName = [inputs.signUp, inputs.codePage, inputs.profile, inputs.callback, inputs.trustedContact]
  it.each(names.map((n) => [JSON.stringify(n), n]))('%s gets the same verdict on every form with a name', (_, value) => {
    const verdicts = withName.map((input) => verdict(input, 'name', value))
    expect(new Set(verdicts.map((v) => JSON.stringify(v))).size, JSON.stringify(verdicts)).toBe(1)
  })

  it('tidies a name the same way: spaces collapsed, NFC', () => {
    expect(verdict(inputs.callback, 'name', '  Ann   Lee  ')).toBe('Ann Lee')
    expect(verdict(inputs.signUp, 'name', 'Ze\u0301')).toBe('Z\u00e9')
  })

  it('the call-back form states the same length as the rule', () => {
    expect(callbackLimits.nameMax).toBe(NAME_MAX)
  })
})

describe('one phone rule', () => {
  const withPhone = [inputs.profile, inputs.callback, inputs.trustedContact]
  it.each(phones.map((p) => [JSON.stringify(p), p]))('%s gets the same verdict on every form with a phone', (_, value) => {
    const verdicts = withPhone.map((input) => verdict(input, 'phone', value))
    expect(new Set(verdicts.map((v) => JSON.stringify(v))).size, JSON.stringify(verdicts)).toBe(1)
    if (typeof value === 'string') expect(verdicts[0] !== 'refused').toBe(isPhoneNumber(value.trim()))
  })

  it('needs seven digits, not just seven characters', () => {
    expect(isPhoneNumber('1234567')).toBe(true)
    expect(isPhoneNumber('12-34-56')).toBe(false)
    expect(verdict(inputs.profile, 'phone', '12-34-56')).toBe('refused')
  })

  it('may be left blank only where it is optional (the profile)', () => {
    for (const blank of ['', '   ', null, undefined]) {
      expect(verdict(inputs.profile, 'phone', blank)).toBe(null)
      expect(verdict(inputs.trustedContact, 'phone', blank)).toBe(null)
      expect(verdict(inputs.callback, 'phone', blank)).toBe('refused')
    }
  })

  it('the call-back form states the same lengths as the rule', () => {
    expect([callbackLimits.phoneMin, callbackLimits.phoneMax]).toEqual([PHONE_MIN, PHONE_MAX])
  })
})

describe('one e-mail rule', () => {
  const withEmail = [inputs.signUp, inputs.resend, inputs.codePage, inputs.login, inputs.newsletter, inputs.trustedContact]
  it.each(emails.map((e) => [JSON.stringify(e), e]))('%s gets the same verdict on every form with an e-mail', (_, value) => {
    const verdicts = withEmail.map((input) => verdict(input, 'email', value))
    expect(new Set(verdicts.map((v) => JSON.stringify(v))).size, JSON.stringify(verdicts)).toBe(1)
    expect(verdicts[0]).toBe(normaliseEmail(value) ?? 'refused')
  })

  it('stores the address trimmed and lower-cased', () => {
    expect(verdict(inputs.newsletter, 'email', '  Ann@Example.COM ')).toBe('ann@example.com')
  })
})

describe('messages', () => {
  const first = (schema: z.core.$ZodType, body: unknown) => {
    const parsed = z.safeParse(schema, body)
    return parsed.success ? null : parsed.error.issues[0]?.message
  }

  it('each form keeps its own wording for the same mistake', () => {
    expect(first(sendOtpSchema, { email: 'ann@example.com' })).toBe(authMessages.nameMissing)
    expect(first(callbackSchema, { ...callbackBase, name: undefined })).toBe(callbackMessages.nameMissing)
    expect(first(newsletterSchema, { email: 'nope' })).toBe(newsletterMessages.email)
    expect(first(loginSchema, { email: 'nope', password: 'x', turnstileToken: 't' })).toBe(authMessages.email)
  })

  it('answers with the first problem in the order of the fields', () => {
    expect(first(callbackSchema, {})).toBe(callbackMessages.nameMissing)
    expect(first(callbackSchema, { name: 'Ann' })).toBe(callbackMessages.phoneInvalid)
    expect(first(verifyOtpSchema, { email: 'ann@example.com', otp: '12345', password: '' })).toBe(authMessages.code)
  })

  it('refuses a new password that is the e-mail address, at sign-up, on the code page and when changing it', () => {
    const email = 'ann@example.com'
    expect(first(sendOtpSchema, { name: 'Ann', email, password: ' ANN@example.com' })).toBe(authMessages.passwordIsEmail)
    expect(first(verifyOtpSchema, { email, otp: '123456', password: email })).toBe(authMessages.passwordIsEmail)
    expect(first(changePasswordSchema(email), { oldPassword: 'x', newPassword: email })).toBe(authMessages.passwordIsEmail)
    expect(first(changePasswordSchema(email), { oldPassword: '', newPassword: 'long enough' })).toBe(authMessages.oldPasswordMissing)
  })

  it('the password length rules count characters a person sees', () => {
    expect(first(verifyOtpSchema, { email: 'a@b.co', otp: '123456', password: '😀'.repeat(7) })).toBe(authMessages.newPasswordShort)
    expect(first(verifyOtpSchema, { email: 'a@b.co', otp: '123456', password: '😀'.repeat(128) })).toBe(null)
    expect(first(verifyOtpSchema, { email: 'a@b.co', otp: '123456', password: '😀'.repeat(129) })).toBe(authMessages.newPasswordLong)
  })

  it('the form helper gives one message per field', () => {
    const checked = checkCallback({ name: '', phone: '12' })
    expect(checked.ok).toBe(false)
    if (!checked.ok) {
      expect(checked.errors).toEqual({
        name: callbackMessages.nameMissing,
        phone: callbackMessages.phoneInvalid,
        timeZone: callbackMessages.timeZoneMissing,
        bestTime: callbackMessages.bestTimeMissing,
        topic: callbackMessages.topicMissing,
      })
    }
  })

  it('a filled honeypot is reported, never refused', () => {
    const parsed = callbackSchema.parse({ ...callbackBase, website: 'http://spam.example' })
    expect(parsed.website).toBe(true)
    expect(callbackSchema.parse(callbackBase).website).toBe(false)
  })
})

describe('messages in the language of the parse', () => {
  const first = (schema: z.core.$ZodType, body: unknown) => {
    const parsed = z.safeParse(schema, body)
    return parsed.success ? null : parsed.error.issues[0]?.message
  }

  it('the same schema answers in Spanish while the current language is Spanish, and in English after', async () => {
    const { overwriteGetLocale } = await import('#shared/paraglide/runtime.js')
    overwriteGetLocale(() => 'es')
    try {
      expect(first(sendOtpSchema, { email: 'ann@example.com' })).toBe('Por favor, escriba su nombre.')
      expect(authMessages.nameMissing).toBe('Por favor, escriba su nombre.')
      expect(first(loginSchema, { email: 'nope', password: 'x', turnstileToken: 't' })).toBe(
        'Por favor, escriba un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
      )
      expect(first(newsletterSchema, { email: 'nope' })).toBe(newsletterMessages.email)
      expect(first(verifyOtpSchema, { email: 'a@b.co', otp: '123456', password: 'short' })).toBe(
        'Por favor, elija una contraseña de al menos 8 caracteres.',
      )
      expect(checkCallback({}).ok).toBe(false)
      const errors = (checkCallback({}) as { errors: Record<string, string> }).errors
      expect(errors.name).toBe('Por favor, díganos su nombre.')
      expect(errors.timeZone).toBe('Por favor, elija su zona horaria, para llamarle a la hora correcta.')
    } finally {
      overwriteGetLocale(() => 'en')
    }
    expect(first(sendOtpSchema, { email: 'ann@example.com' })).toBe('Please enter your name.')
    expect(checkCallback({}).ok === false && (checkCallback({}) as { errors: Record<string, string> }).errors.name).toBe(
      callbackMessages.nameMissing,
    )
  })
})
