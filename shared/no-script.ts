// Shared by the pages and the worker: where the forms that carry a password, a sign-up code or personal
// details post when JavaScript has not run, so nothing typed ever lands in a URL (S17).
// The account forms work as plain forms there (worker/api/auth-forms.ts, issue 42); the account page's
// forms need a signed-in browser, so theirs explains (worker/api/no-script.ts).

export const NO_SCRIPT_FORMS = {
  login: { path: '/login', label: 'sign-in page' },
  signup: { path: '/signup', label: 'sign-up page' },
  'verify-otp': { path: '/verify-otp', label: 'code page' },
  'forgot-password': { path: '/forgot-password', label: 'new password page' },
  account: { path: '/AccountIn', label: 'account page' },
} as const
export type NoScriptForm = keyof typeof NO_SCRIPT_FORMS

/** The `action` of such a form, always with method="post". */
export const noScriptAction = (form: NoScriptForm | 'reset-password') =>
  form === 'account' ? '/api/no-script?form=account' : `/api/auth/form/${form}`
