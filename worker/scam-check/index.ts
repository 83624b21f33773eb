// The scam checker's public surface: used by the API (worker/api/scam-check.ts), the page's no-JS
// form post (app/features/scam-check) and the benchmark (scripts/measure/bench-scam-check.mjs).
export {
  answerLanguage,
  type CheckResult,
  checkMessage,
  type Flag,
  LIKELY_SCAM_SCORE,
  MAX_TEXT_LENGTH,
  SUSPICIOUS_SCORE,
  type TextProblem,
  type Verdict,
  validateText,
  verdictFor,
} from './check.ts'
export { type Lang, SIGNALS } from './signals.ts'
export { Steps } from './text.ts'
