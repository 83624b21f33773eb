// How long the site keeps each kind of record, one constant per period. The privacy policy
// (content/pages/privacy-policy.md, "How long we keep it") states the same numbers, and
// tests/unit/retention-policy.test.ts fails if the two disagree. No imports: the unit test reads this
// file in Node.

/** A sign-up that was never finished (name, e-mail, hashed password, hashed code): days after its code expired. */
export const UNFINISHED_SIGNUP_DAYS = 1
/** A sign-in session: days after it ended (signed out, replaced by a password change, or expired). */
export const ENDED_SESSION_DAYS = 1
/** A counter that limits repeated tries (keyed by IP address or e-mail): days after its time window ended. */
export const RATE_LIMIT_COUNTER_DAYS = 1
/** A newsletter address whose owner never followed the confirmation link: days after the last link was sent. */
export const UNCONFIRMED_NEWSLETTER_DAYS = 7
/** A call-back request: months after it was made. */
export const CALLBACK_REQUEST_MONTHS = 12
/** A trusted-contact invitation never accepted (the contact's name, e-mail, phone): days after it expired. */
export const UNACCEPTED_INVITATION_DAYS = 1
/** A browser an account signed in from (SHA-256 of a random cookie value): months after its last sign-in. */
export const KNOWN_BROWSER_MONTHS = 13

/** The note a visitor attached to a call-back request (often a pasted scam message): days after the request. */
export const CALLBACK_NOTE_DAYS = 30
/** A browser's push subscription (its endpoint): months after the last push its service accepted (or it was made). */
export const PUSH_SUBSCRIPTION_IDLE_MONTHS = 12
/** The record that an alert was sent, dropped or failed for one recipient: days after it was made. */
export const ALERT_DELIVERY_DAYS = 90
/** The `lang` cookie (the language a visitor chose): days, set by the site itself (Max-Age). */
export const LANG_COOKIE_DAYS = 365

/** A report saved to an account (issue 45) and its reference numbers: months after it last changed. */
export const SAVED_REPORT_MONTHS = 24
/** The record of one check-in after a report (sent, stopped or failed): days after it was due. */
export const CHECKIN_RECORD_DAYS = 90
/** Something sent to our team for review (issue 41 item 6) that no expert labelled: days after it was sent. */
export const UNLABELLED_REVIEW_DAYS = 180
/** Something sent to our team for review and labelled by an expert (checker examples): months after it was sent. */
export const LABELLED_REVIEW_MONTHS = 24

/** Local development only (mail that was not sent): days. Not personal data of real visitors. */
export const DEV_OUTBOX_DAYS = 7

/** The job runs once a day (worker/cron CRON.daily), so a record may stay up to a day past its period. */
export const RETENTION_RUN_INTERVAL_DAYS = 1

/** Each period with the row of the privacy policy's table that promises it (for the binding test). */
export const POLICY_PERIODS = [
  { row: 'Sign-ups never finished', value: UNFINISHED_SIGNUP_DAYS, unit: 'day' },
  { row: 'Sign-in sessions', value: ENDED_SESSION_DAYS, unit: 'day' },
  { row: 'Counters that limit repeated tries', value: RATE_LIMIT_COUNTER_DAYS, unit: 'day' },
  { row: 'Newsletter e-mail never confirmed', value: UNCONFIRMED_NEWSLETTER_DAYS, unit: 'day' },
  { row: 'Call-back requests', value: CALLBACK_REQUEST_MONTHS, unit: 'month' },
  { row: 'Trusted-contact invitations never accepted', value: UNACCEPTED_INVITATION_DAYS, unit: 'day' },
  { row: 'Browsers you signed in from', value: KNOWN_BROWSER_MONTHS, unit: 'month' },
  { row: 'Notes attached to a call-back request', value: CALLBACK_NOTE_DAYS, unit: 'day' },
  { row: 'Browser notifications (push subscription)', value: PUSH_SUBSCRIPTION_IDLE_MONTHS, unit: 'month' },
  { row: 'Records of scam alerts sent to you', value: ALERT_DELIVERY_DAYS, unit: 'day' },
  { row: 'Language choice (the lang cookie)', value: LANG_COOKIE_DAYS, unit: 'day' },
  { row: 'Reports you save to your account', value: SAVED_REPORT_MONTHS, unit: 'month' },
  { row: 'Records of the check-ins we e-mailed you after a report', value: CHECKIN_RECORD_DAYS, unit: 'day' },
  { row: 'What you send to our team that no expert has labelled', value: UNLABELLED_REVIEW_DAYS, unit: 'day' },
  { row: 'What you send to our team, once an expert has labelled it', value: LABELLED_REVIEW_MONTHS, unit: 'month' },
] as const
