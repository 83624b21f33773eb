// The scam checker's public surface: used by the API (worker/api/scam-check.ts), the page's no-JS
// form post (app/features/scam-check) and the benchmark (scripts/bench-scam-check.mjs).
export {
  type CheckResult,
  type Flag,
  LIKELY_SCAM_SCORE,
  MAX_TEXT_LENGTH,
  SUSPICIOUS_SCORE,
  answerLanguage,
  type TextProblem,
  type Verdict,
  checkMessage,
  validateText,
  verdictFor,
} from './check.ts'
export { SIGNALS, type Lang } from './signals.ts'
export { Steps } from './text.ts'
