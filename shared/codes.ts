// The e-mailed 6-digit codes (sign-up, password reset), for both sides: the server refuses a new code
// sooner than this after the last one (worker/auth/signup.ts), and the pages count down from it.
export const CODE_RESEND_COOLDOWN_S = 30
