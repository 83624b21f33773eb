// Shared by the pages and the worker: the forms that carry a password, a sign-up code or personal
// details post here when JavaScript has not run, so nothing typed ever lands in a URL (S17).
// The worker answers at worker/api/no-script.ts.

export const NO_SCRIPT_FORMS = {
  login: { path: '/login', label: 'sign-in page' },
  signup: { path: '/signup', label: 'sign-up page' },
  'verify-otp': { path: '/verify-otp', label: 'code page' },
  'forgot-password': { path: '/forgot-password', label: 'new password page' },
  account: { path: '/AccountIn', label: 'account page' },
} as const
export type NoScriptForm = keyof typeof NO_SCRIPT_FORMS

/** The `action` of such a form, always with method="post". */
export const noScriptAction = (form: NoScriptForm) => `/api/no-script?form=${form}`
