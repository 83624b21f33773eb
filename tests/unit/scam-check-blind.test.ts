// The frozen blind sets stay blind (issue 41, decisions 200 and 270; architecture review 2, H2): no rule phrase
// may match a blind text unless it also matches a text training may read. The sets of rounds 1 to 5 (blind/ to
// blind5/) were measured and are training data from round 6 on (decision 336): they left this loop and are `seen`
// (ROUND_6_SEEN) for the sets frozen after them: blind6/ and blind8/ (English), blind7/ (Spanish and French).
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SIGNALS } from '#worker/scam-check/signals.ts'

const jsonl = (path: string): { text: string }[] =>
  readFileSync(new URL(`../../data/scam-check/${path}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
/** Words as the checker reads them, approximately: lower case, no accents or apostrophes, spaced. */
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9#]+/g, ' ')} `

/** What training may read from round 6 on: every real/ file (the round-6 training halves among them), the retired
 * sets blind/ to blind5/ and the team-written templates. */
const ROUND_6_SEEN = [
  ...readdirSync(new URL('../../data/scam-check/real/', import.meta.url))
    .filter((f) => f.endsWith('.jsonl') && !f.startsWith('links'))
    .map((f) => `real/${f}`),
  ...['blind', 'blind2', 'blind3', 'blind4', 'blind5'].map((d) => `${d}/messages.jsonl`),
  'blind4/collected-en.jsonl',
  'messages.jsonl',
]

// Phrases in the rules at each set's freeze (main 7deaffc) that match one of its texts and no text of ROUND_6_SEEN.
const BEFORE_FREEZE_6 = new Set(['internal revenue service', 'citibank'])
const BEFORE_FREEZE_7 = new Set(['verifiez votre identite', 'mon amour', 'suivez le lien'])
const BEFORE_FREEZE_8 = new Set([
  'right away',
  'account has been restricted',
  'you have won',
  'youve won',
  'your prize',
  'unlock your account',
  'verify your information',
  'rogers',
])

/** Each frozen set, the files training may read beside it, and the phrases allowed to match it alone. */
const SETS: { name: string; dir: string; seen: string[]; allowed: ReadonlySet<string> }[] = []
/** Adds a set: the phrases in the rules at its freeze that matched it alone, and those tuned on it once it was retired. */
function addSet(name: string, dir: string, seen: string[], beforeFreeze: ReadonlySet<string>, tunedOnRetired: string[] = []) {
  SETS.push({ name, dir, seen, allowed: new Set([...beforeFreeze, ...tunedOnRetired]) })
}
addSet('the sixth blind set', 'blind6', ROUND_6_SEEN, BEFORE_FREEZE_6)
addSet('the seventh blind set', 'blind7', ROUND_6_SEEN, BEFORE_FREEZE_7)
// Round 21 tuned on the training side, the retired blind8/ among it: a government check "disbursed" out of the blue.
addSet('the eighth blind set', 'blind8', ROUND_6_SEEN, BEFORE_FREEZE_8, ['has been disbursed'])

// Round 7 (issue 41): the ninth set, blind9/ (English), frozen on main b51303d. What training may read beside it is
// every real/ file (round 7's training halves among them) and every earlier set, blind/ to blind8/, all retired.
const ROUND_7_SEEN = [...ROUND_6_SEEN, ...['blind6', 'blind7', 'blind8'].map((d) => `${d}/messages.jsonl`)]
// Phrases in the rules at its freeze (main b51303d) that match one of its texts and no text of ROUND_7_SEEN.
const BEFORE_FREEZE_9 = new Set([
  'within # hour',
  'account has been suspended',
  'account is locked',
  'send me the code',
  'bank account number',
  'routing number',
  'update your information',
  'support team',
  'phone is broken',
  'reschedule your delivery',
  'tap here',
])
addSet('the ninth blind set', 'blind9', ROUND_7_SEEN, BEFORE_FREEZE_9)

// The tenth blind set (blind10/, Spanish and French, round 7, frozen 2026-12-06 at main b51303d): training may read
// every real/ file (round 7's training half, real/round7-esfr.jsonl, among them), the retired sets blind/ to blind8/
// and the team-written templates. The phrases in the rules at its freeze that match one of its texts and none of those:
const BEFORE_FREEZE_10 = new Set(['des maintenant', 'cuenta sera bloqueada', 'coordonnees bancaires', 'haga click'])
addSet('the tenth blind set', 'blind10', ROUND_7_SEEN, BEFORE_FREEZE_10)

// Round 8: the eleventh set, blind11/ (English), frozen on main 874db52. What training may read beside it is every
// real/ file (round 8's training halves among them, real/round8-en.jsonl for English) and every earlier set, blind/ to
// blind10/, all retired.
const ROUND_8_SEEN = [...ROUND_7_SEEN, ...['blind9', 'blind10'].map((d) => `${d}/messages.jsonl`)]
// Phrases in the rules at its freeze (main 874db52) that match one of its texts and no text of ROUND_8_SEEN.
const BEFORE_FREEZE_11 = new Set(['text me the code', 'did you authorize a'])
addSet('the eleventh blind set', 'blind11', ROUND_8_SEEN, BEFORE_FREEZE_11)

// The twelfth blind set (blind12/, Spanish and French, round 8, frozen 2026-12-06 at main 874db52): training may read
// every real/ file (round 8's training halves, real/round8-esfr.jsonl among them), the retired sets blind/ to blind10/
// and the team-written templates. The phrases in the rules at its freeze that match one of its texts and none of those:
const BEFORE_FREEZE_12 = new Set(['urgence', 'dans # heures', 'saisie', 'ganaste un', 'gagnant', 'votre prix'])
addSet('the twelfth blind set', 'blind12', ROUND_8_SEEN, BEFORE_FREEZE_12)

// Round 10: the thirteenth set, blind13/ (English), frozen on main 0ad6820. What training may read beside it is every
// real/ file (round 10's training halves among them, real/round10-en.jsonl for English) and every earlier set, blind/
// to blind12/, all retired (blind11/ and blind12/ since round 9).
const ROUND_10_SEEN = [...ROUND_8_SEEN, ...['blind11', 'blind12'].map((d) => `${d}/messages.jsonl`)]
// Phrases in the rules at its freeze (main 0ad6820) that match one of its texts and no text of ROUND_10_SEEN.
const BEFORE_FREEZE_13 = new Set(['inheritance', 'broke my phone', 'save my new number'])
// Round 13 tuned on the retired blind13/ and blind17/ (accounts said to be blocked or closed).
const TUNED_ON_RETIRED_13 = ['account is closed']
addSet('the thirteenth blind set', 'blind13', ROUND_10_SEEN, BEFORE_FREEZE_13, TUNED_ON_RETIRED_13)
// Round 10: the fourteenth set, blind14/ (Spanish and French), frozen on main 0ad6820. What training may read beside
// it is every real/ file (round 10's training half, real/round10-esfr.jsonl, among them) and every earlier set, blind/
// to blind12/, all retired.
// Phrases in the rules at its freeze (main 0ad6820) that match one of its texts and no text of ROUND_10_SEEN.
const BEFORE_FREEZE_14 = new Set(['avez ete selectionne', 'prix en argent', 'frais de peage'])
addSet('the fourteenth blind set', 'blind14', ROUND_10_SEEN, BEFORE_FREEZE_14)
// Round 11: the fifteenth set, blind15/ (English), frozen on main 3de0682. What training may read beside it is every
// real/ file (round 11's training halves among them, real/round11-en.jsonl for English) and every earlier set, blind/
// to blind14/, all retired (blind13/ and blind14/ since round 11).
const ROUND_11_SEEN = [...ROUND_10_SEEN, ...['blind13', 'blind14'].map((d) => `${d}/messages.jsonl`)]
// Phrases in the rules at its freeze (main 3de0682) that match one of its texts and no text of ROUND_11_SEEN.
const BEFORE_FREEZE_15 = new Set([
  'seize*',
  'cash award',
  'enter your password',
  'provide your password',
  'your password to',
  'viruses detected',
  'capital one',
  'unable to deliver',
])
// Round 12 retired blind15/ and blind16/ (measured once in round 11) and tuned on them: phrases added then from their
// texts (the sextortion mail's claims) match them and no earlier text. Nothing else may.
const TUNED_ON_RETIRED_15 = ['i have full access', 'gives me full access', 'infected with malware']
addSet('the fifteenth blind set', 'blind15', ROUND_11_SEEN, BEFORE_FREEZE_15, TUNED_ON_RETIRED_15)
// Round 11: the sixteenth set, blind16/ (Spanish and French), frozen on main 3de0682. What training may read beside
// it is every real/ file (round 11's training half, real/round11-esfr.jsonl, among them) and every earlier set, blind/
// to blind14/ (blind13/ and blind14/ read as training from round 11 on).
// Phrases in the rules at its freeze (main 3de0682) that match one of its texts and none of those.
const BEFORE_FREEZE_16 = new Set(['tarifa de envio', 'frais de livraison', 'interruption de service'])
addSet('the sixteenth blind set', 'blind16', ROUND_11_SEEN, BEFORE_FREEZE_16)
// Round 12: the seventeenth set, blind17/ (English, Spanish and French), frozen on main f946d22. What training may
// read beside it is every real/ file (round 12's training half, real/round12.jsonl, among them) and every earlier set,
// blind/ to blind16/, all retired (blind15/ and blind16/ since round 12).
const ROUND_12_SEEN = [...ROUND_11_SEEN, ...['blind15', 'blind16'].map((d) => `${d}/messages.jsonl`)]
// Phrases in the rules at its freeze (main f946d22) that match one of its texts and no text of ROUND_12_SEEN.
const BEFORE_FREEZE_17 = new Set(['bell', 'visit the link'])
const TUNED_ON_RETIRED_17 = ['permanently blocked', 'a c will be blocked']
addSet('the seventeenth blind set', 'blind17', ROUND_12_SEEN, BEFORE_FREEZE_17, TUNED_ON_RETIRED_17)
// Round 13: the eighteenth set, blind18/ (English, Spanish and French), frozen on main 26421d9. What training may
// read beside it is every real/ file (round 13's training half, real/round13.jsonl, among them) and every earlier set,
// blind/ to blind17/, all retired (blind17/ from round 13 on).
const ROUND_13_SEEN = [...ROUND_12_SEEN, 'blind17/messages.jsonl']
// Phrases in the rules at its freeze (main 26421d9) that match one of its texts and no text of ROUND_13_SEEN.
const BEFORE_FREEZE_18 = new Set(['claim your prize', 'send it back to me', 'service des fraudes', 'failed delivery'])
// Round 14 retired blind18/ (measured once in round 13) and tuned on it: the virtual kidnapping's words in Spanish.
const TUNED_ON_RETIRED_18 = ['tenemos a tu mama', 'no la volveras a ver']
addSet('the eighteenth blind set', 'blind18', ROUND_13_SEEN, BEFORE_FREEZE_18, TUNED_ON_RETIRED_18)
// Round 14: the nineteenth set, blind19/ (English and French), frozen on main 1f6f238e. What training may read beside
// it is every real/ file (round 14's training half, real/round14.jsonl, among them) and every earlier set, blind/ to
// blind18/, all retired (blind18/ from round 14 on).
const ROUND_14_SEEN = [...ROUND_13_SEEN, 'blind18/messages.jsonl']
// Phrases in the rules at its freeze (main 1f6f238e) that match one of its texts and no text of ROUND_14_SEEN.
const BEFORE_FREEZE_19 = new Set(['i have gained access', 'user name and password', 'alerte de securite'])
// Round 15 retired blind19/ (measured once in round 14) and tuned on it: the mailbox-quota mail's ask.
const TUNED_ON_RETIRED_19 = ['validate your mailbox', 'verify your email account']
addSet('the nineteenth blind set', 'blind19', ROUND_14_SEEN, BEFORE_FREEZE_19, TUNED_ON_RETIRED_19)
// Round 15: the twentieth set, blind20/ (English, French and Spanish), frozen on main 8ed61fcf. What training may read
// beside it is every real/ file (round 15's training half, real/round15.jsonl, among them) and every earlier set, blind/
// to blind19/, all retired (blind19/ from round 15 on).
const ROUND_15_SEEN = [...ROUND_14_SEEN, 'blind19/messages.jsonl']
// Phrases in the rules at its freeze (main 8ed61fcf) that match one of its texts and no text of ROUND_15_SEEN.
const BEFORE_FREEZE_20 = new Set<string>()
// Round 16 retired blind20/ (measured once in round 15) and tuned on it: mail accounts said to be deleted, the fake
// bounce, the advance-fee partner, the fake-check job, the full mailbox in French.
const TUNED_ON_RETIRED_20 = [
  'from being closed',
  'unused email accounts',
  'deleting all unused',
  'could not be delivered to your inbox',
  'reliable person',
  'scammed victim*',
  'boite aux lettres est plein*',
  'doit etre mis a jour maintenant',
  'funds for the software',
]
addSet('the twentieth blind set', 'blind20', ROUND_15_SEEN, BEFORE_FREEZE_20, TUNED_ON_RETIRED_20)
// Round 16: the twenty-first set, blind21/ (English, Spanish and French), frozen on main 74f2c131. What training may
// read beside it is every real/ file (round 16's training half, real/round16.jsonl, among them) and every earlier set,
// blind/ to blind20/, all retired (blind20/ from round 16 on).
const ROUND_16_SEEN = [...ROUND_15_SEEN, 'blind20/messages.jsonl']
// Phrases in the rules at its freeze (main 74f2c131) that match one of its texts and no text of ROUND_16_SEEN.
const BEFORE_FREEZE_21 = new Set<string>()
// Round 17 retired blind21/ (measured once in round 16) and tuned on it: an ultimatum on an account said to have expired.
const TUNED_ON_RETIRED_21 = ['or it will be closed', 'will be closed automatically', 'reactivate it immediately']
addSet('the twenty-first blind set', 'blind21', ROUND_16_SEEN, BEFORE_FREEZE_21, TUNED_ON_RETIRED_21)
// Round 17: the twenty-second set, blind22/ (English, Spanish and French), frozen on main 2278b9eb. What training may
// read beside it is every real/ file (round 17's training half, real/round17.jsonl, among them) and every earlier set,
// blind/ to blind21/, all retired (blind21/ from round 17 on).
const ROUND_17_SEEN = [...ROUND_16_SEEN, 'blind21/messages.jsonl']
// Phrases in the rules at its freeze (main 2278b9eb, worker/ unchanged since) that match one of its texts and no text of
// ROUND_17_SEEN: both older than the set.
const BEFORE_FREEZE_22 = new Set(['in the next # hours', 'inmigracion'])
addSet('the twenty-second blind set', 'blind22', ROUND_17_SEEN, BEFORE_FREEZE_22)
// Round 18: the twenty-third set, blind23/ (English, Spanish and French), frozen on main 2b0d3c98. What training may
// read beside it is every real/ file (round 18's training half, real/round18.jsonl, among them) and every earlier set,
// blind/ to blind22/, all retired (blind22/ from round 18 on).
const ROUND_18_SEEN = [...ROUND_17_SEEN, 'blind22/messages.jsonl']
// Phrases in the rules at its freeze (main 2b0d3c98) that match one of its texts and no text of ROUND_18_SEEN.
const BEFORE_FREEZE_23 = new Set<string>()
// Round 19 retired blind23/ (measured once in round 18) and tuned on it: a passport asked for by message.
const TUNED_ON_RETIRED_23 = ['enviar el pasaporte']
addSet('the twenty-third blind set', 'blind23', ROUND_18_SEEN, BEFORE_FREEZE_23, TUNED_ON_RETIRED_23)
// Round 19: the twenty-fourth set, blind24/ (English, Spanish and French), frozen on main f68ab732. What training may
// read beside it is every real/ file (round 19's training half, real/round19.jsonl, among them) and every earlier set,
// blind/ to blind23/, all retired (blind23/ from round 19 on).
const ROUND_19_SEEN = [...ROUND_18_SEEN, 'blind23/messages.jsonl']
// Phrases in the rules at its freeze (main f68ab732) that match one of its texts and no text of ROUND_19_SEEN: one,
// older than the set.
const BEFORE_FREEZE_24 = new Set(['pay a fee'])
// Round 20 retired blind24/ (measured once in round 19) and tuned on it: money "recovered" for a fee, a helper to write to
// on Telegram, a secret asked for.
const TUNED_ON_RETIRED_24 = [
  'recovered my lost',
  'retrieved my stolen',
  'fund recovery',
  'recovery team',
  'guardes el secreto',
  'message him on telegram',
]
addSet('the twenty-fourth blind set', 'blind24', ROUND_19_SEEN, BEFORE_FREEZE_24, TUNED_ON_RETIRED_24)
// Round 20: the twenty-fifth set, blind25/ (English, Spanish and French), frozen on main fec36f7a. What training may
// read beside it is every real/ file (round 20's training half, real/round20.jsonl, among them) and every earlier set,
// blind/ to blind24/, all retired (blind24/ from round 20 on).
const ROUND_20_SEEN = [...ROUND_19_SEEN, 'blind24/messages.jsonl']
// Phrases in the rules at its freeze (main fec36f7a) that match one of its texts and no text of ROUND_20_SEEN: two,
// both in the rules since their first commit (2026-11-23).
const BEFORE_FREEZE_25 = new Set(['time sensitive', 'security breach'])
addSet('the twenty-fifth blind set', 'blind25', ROUND_20_SEEN, BEFORE_FREEZE_25)
// Round 21: the twenty-sixth set, blind26/ (English, Spanish and French), frozen on main d65e9e3b. What training may
// read beside it is every real/ file (round 21's training half, real/round21.jsonl, among them) and every earlier set,
// blind/ to blind25/, all retired (blind25/ from round 21 on).
const ROUND_21_SEEN = [...ROUND_20_SEEN, 'blind25/messages.jsonl']
// Phrases in the rules at its freeze (main d65e9e3b) that match one of its texts and no text of ROUND_21_SEEN.
const BEFORE_FREEZE_26 = new Set<string>()
// Round 22 retired blind26/ (measured once in round 21) and tuned on it: the car-warranty robocall.
addSet('the twenty-sixth blind set', 'blind26', ROUND_21_SEEN, BEFORE_FREEZE_26, ['automobile warranty'])
// Round 22: the twenty-seventh set, blind27/ (English, Spanish and French), frozen on main 698a4b7b. What training may
// read beside it is every real/ file (round 22's training half, real/round22.jsonl, among them) and every earlier set,
// blind/ to blind26/, all retired (blind26/ from round 22 on).
const ROUND_22_SEEN = [...ROUND_21_SEEN, 'blind26/messages.jsonl']
// Phrases in the rules at its freeze (main 698a4b7b) that match one of its texts and no text of ROUND_22_SEEN: one, in
// the rules since their first commit (2026-11-23).
const BEFORE_FREEZE_27 = new Set(['validate your account'])
// Round 23 retired blind27/ (measured once in round 22) and tuned on it: a payment one is "eligible for", the "sugar
// mummy", the Spanish parcel "en retención".
addSet('the twenty-seventh blind set', 'blind27', ROUND_22_SEEN, BEFORE_FREEZE_27, [
  'eligible for a payment',
  'sugar mummy',
  'en retencion',
  'su encomienda esta',
  'introduzca su nueva direccion',
])
// Round 23: the twenty-eighth set, blind28/ (English, Spanish and French), frozen on main 512d1d45. What training may
// read beside it is every real/ file (round 23's training half, real/round23.jsonl, among them) and every earlier set,
// blind/ to blind27/, all retired (blind27/ from round 23 on).
const ROUND_23_SEEN = [...ROUND_22_SEEN, 'blind27/messages.jsonl']
// Phrases in the rules at its freeze (main 512d1d45) that match one of its texts and no text of ROUND_23_SEEN: one, in
// the rules since round 3 (80f5159b, 2026-12-05).
const BEFORE_FREEZE_28 = new Set(['message me on whatsapp'])
// Round 24 retired blind28/ (measured once in round 23) and tuned on it: a boss's task done "discrètement".
addSet('the twenty-eighth blind set', 'blind28', ROUND_23_SEEN, BEFORE_FREEZE_28, ['discretement'])
// Round 24: the twenty-ninth set, blind29/ (English, Spanish and French), frozen on main c4deeb3b. What training may
// read beside it is every real/ file (round 24's training half, real/round24.jsonl, among them) and every earlier set,
// blind/ to blind28/, all retired (blind28/ from round 24 on).
const ROUND_24_SEEN = [...ROUND_23_SEEN, 'blind28/messages.jsonl']
// Phrases in the rules at its freeze (main c4deeb3b) that match one of its texts and no text of ROUND_24_SEEN.
const BEFORE_FREEZE_29 = new Set<string>()
addSet('the twenty-ninth blind set', 'blind29', ROUND_24_SEEN, BEFORE_FREEZE_29)
// Round 25: the thirtieth set, blind30/ (English and Spanish), frozen on main fab718c8. What training may read beside it
// is every real/ file (round 25's training half, real/round25.jsonl, among them) and every earlier set, blind/ to
// blind29/, all retired (blind29/ from round 25 on).
const ROUND_25_SEEN = [...ROUND_24_SEEN, 'blind29/messages.jsonl']
// Phrases in the rules at its freeze (main fab718c8) that match one of its texts and no text of ROUND_25_SEEN: one, in
// the rules since their first commit (2026-11-23).
const BEFORE_FREEZE_30 = new Set(['call immediately'])
addSet('the thirtieth blind set', 'blind30', ROUND_25_SEEN, BEFORE_FREEZE_30)

describe('the blind sets', () => {
  it('the retired sets are read as training data', () => {
    for (const file of ROUND_6_SEEN) expect(jsonl(file).every((r) => typeof r.text === 'string' && r.text.length > 0)).toBe(true)
  })
  for (const set of SETS)
    it(`no rule phrase exists only in ${set.name}`, () => {
      const blind = jsonl(`${set.dir}/messages.jsonl`).map((r) => words(r.text))
      const seen = set.seen.flatMap((file) => jsonl(file)).map((r) => words(r.text))
      const onlyBlind: string[] = []
      for (const signal of SIGNALS)
        for (const phrase of signal.phrases) {
          const re = new RegExp(` ${phrase.replaceAll('*', '[a-z0-9]*').replaceAll('#', '[0-9]+')} `)
          if (set.allowed.has(phrase) || !blind.some((t) => re.test(t))) continue
          if (!seen.some((t) => re.test(t))) onlyBlind.push(`${signal.id}: ${phrase}`)
        }
      expect(onlyBlind).toEqual([])
    })
})
