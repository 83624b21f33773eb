// Round 15 of the checker's signs, tuned on the retired blind19/: the mailbox-quota mail ("Your mailbox has exceeded the
// storage limit ... re-validate your mailbox") asks to sign in where a real quota notice asks to delete or archive; and a
// mailbox said to be closed is pressure. Proved on the retired texts, read from the data files by id.
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { REAL_FILES } from '../../scripts/measure/scam-model-lib.mjs'
import { trainingTexts } from './training-texts.ts'

const { text } = trainingTexts(REAL_FILES)
/** The rules alone (no model): their signs and verdict. */
const rules = (t: string) => checkMessage(t, undefined, undefined, false)

describe('the mailbox-quota mail', () => {
  it.each(['r14-en-iastate-mailbox-almost-full', 'r14-en-sandiego-mailbox-20gb'])('flags the retired %s', (id) => {
    const answer = rules(text(id))
    expect(answer.signs).toContain('verify-account')
    expect(answer.verdict).not.toBe('no-signs')
  })

  it.each([
    ['en', 'Your mailbox will be deactivated today. Verify your mailbox here.'],
    ['es', 'Su buzón está lleno. Valide su buzón aquí.'],
    ['fr', 'Votre boîte est pleine. Validez votre boîte aux lettres ici.'],
  ])('%s', (lang, t) => {
    expect(rules(t).signs, lang).toContain('verify-account')
  })

  it('leaves a real quota notice that asks to delete or archive', () => {
    expect(rules('Your mailbox is almost full. Delete or archive items to free up space.').signs).not.toContain('verify-account')
  })
})
