// The checker's sign tests of rounds 10 to 24 (two rounds' link tests beside them), each round tuned on the set
// retired at its start or on the training side; one setup serves all. Each round's section says what it added.
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { REAL_FILES } from '../../scripts/measure/scam-model-lib.mjs'
import { trainingTexts } from './training-texts.ts'

const { text } = trainingTexts(REAL_FILES)
/** The rules alone (no model): their signs and verdict. */
const rules = (t: string) => checkMessage(t, undefined, undefined, false)
/** Rules and model together: the verdict a visitor sees. */
const flagged = (t: string) => checkMessage(t, undefined, undefined, true).verdict !== 'no-signs'
/** A training-side text, by its id, read by the rules alone: this sign, and a verdict other than "No warning signs". */
function expectFlaggedWith(id: string, sign: string) {
  const answer = rules(text(id))
  expect(answer.signs).toContain(sign)
  expect(answer.verdict).not.toBe('no-signs')
  return answer
}

// Round 10 of the checker's signs (decision 340): fewer false alarms on real notices, judged held out by source
// (`npm run cv:scam-check`). A way of paying named alone and unasked is a trade's notice, not a trick; an opt-out line
// ("Reply STOP to cancel") asks nothing; two French words read in their everyday sense ("garder votre compte
// sécurisé", an address "saisie" in a form). Proved on training-side real texts, read from the data files by id.
describe('a way of paying named alone and unasked counts 2 points, not a warning by itself', () => {
  it.each([
    'r7-en-bisq-trade-started', // "The BTC buyer has started the payment for the trade"
    'r7-en-bisq-price-alert',
    'r7-es-bisq-trade-started',
    'r7-es-bisq-price-alert',
    'r7-fr-bisq-trade-started',
    'r7-fr-bisq-price-alert',
  ])('an exchange’s notice: %s', (id) => {
    const r = rules(text(id))
    expect(r.signs).toEqual(['crypto'])
    expect(r.rulesScore).toBe(2)
    expect(r.verdict).toBe('no-signs')
  })

  it.each([
    'r6-es-mama-transferencia-laopinion', // "¿Me puedes hacer una transferencia para pagar…?": asked to pay
    'r8-en-recovery-lost-laya', // crypto and an investment
    'r7e9-familyemergency-stranded-spamlaws', // a wire with pressure
    'r5-es-payment-articulo14', // "Te he enviado un Bizum por error": a payment app alone is the trick
  ])('still flagged by the rules: %s', (id) => {
    expect(rules(text(id)).verdict).not.toBe('no-signs')
  })
})

describe('an opt-out line ("Reply STOP", "Reply HELP") is no request to act', () => {
  it('a carrier’s delivery notice', () => {
    // "USPS … Delivered … Reply HELP 4 info-STOP to cancel"
    expect(rules(text('r2-en-usps-sample')).signs).not.toContain('asks-to-act')
  })
  it('"Reply NO if this was not you" still asks', () => {
    expect(rules(text('r8e11-bank-safebrowz-2')).signs).toContain('asks-to-act')
  })
})

describe('French words in their everyday sense', () => {
  it('"garder votre compte sécurisé" is no transfer to a "safe account"', () => {
    expect(rules(text('r4-fr-mastodon-newip')).signs).not.toContain('wire-transfer')
    expect(rules('Mettez vos économies sur un compte sécurisé avant ce soir.').signs).toContain('wire-transfer')
  })
  it('an address "saisie" in a form is no seizure', () => {
    expect(rules(text('r8b12-fr-loomio-motdepasse')).signs).not.toContain('threat')
    expect(rules('Nous procéderons à la saisie de vos biens dès lundi.').signs).toContain('threat')
  })
})

// Round 11: a sender's reminder of what it never asks is a status notice the model may not lift (check.ts
// STATUS_PHRASES); with a flagged link it is read as before.
describe('"we will never ask you for…" alone is an honest reminder', () => {
  it.each([
    'Reminder: we will never ask for your Social Security number by text.',
    'Recuerde: nunca le pediremos su contraseña por mensaje de texto ni por teléfono.',
    'Rappel : nous ne vous demanderons jamais votre numéro d’assurance sociale par texto.',
  ])('%s', (message) => {
    expect(checkMessage(message).verdict).toBe('no-signs')
  })

  it('a scam that quotes it with a look-alike link is still flagged', () => {
    const scam = 'We will never ask for your password. Your account is locked: confirm at http://paypa1-secure-login.xyz now.'
    expect(checkMessage(scam).verdict).not.toBe('no-signs')
  })
})

// Round 12 of the checker's signs, tuned on the retired blind15/ and blind16/: words spelt with look-alike letters of
// other alphabets ("fеԝ ⅿοոthѕ" with Cyrillic, Armenian and Roman-numeral letters), the way mail slips past filters;
// and the sextortion mail's first-person claims ("I have full access to your account", "infected with malware through
// an adult site") in English, Spanish and French.
describe('words spelt with look-alike letters of other alphabets', () => {
  it('flags the disguised sextortion mail of blind15/ and quotes its first words', () => {
    const answer = expectFlaggedWith('r11e15-extortion-kyrtin', 'disguised-letters')
    const flag = answer.flags.find((f) => f.id === 'disguised-letters')
    expect(flag?.title).toBe('Words spelt with letters of other alphabets')
  })

  it('explains itself in Spanish and French', () => {
    const disguised = 'Tu сuеntа fuе blоqսеаdа hоу pоr sеgսrіdаd'
    expect(checkMessage(disguised, undefined, 'es', false).flags.find((f) => f.id === 'disguised-letters')?.title).toBe(
      'Palabras escritas con letras de otros alfabetos',
    )
    expect(checkMessage(disguised, undefined, 'fr', false).flags.find((f) => f.id === 'disguised-letters')?.title).toBe(
      'Des mots écrits avec les lettres d’autres alphabets',
    )
  })

  it.each([
    'Take 10 μg twice daily; your μmol/L result is normal.', // a Greek mu in units, twice
    'Привет, как дела? See you at 5 at the café.', // Russian words and English words, none mixed
    'Ѕее уоu аt the party', // two mixed words ("уоu", "аt") are not three
  ])('leaves ordinary text alone: %s', (t) => {
    expect(rules(t).signs).not.toContain('disguised-letters')
  })
})

describe("the sextortion mail's claims", () => {
  it("flags the mail of blind15/ that claims the reader's device", () => {
    expect(rules(text('r11e15-extortion-bitcoinorg-2826')).signs).toEqual(expect.arrayContaining(['threat', 'security-alarm']))
  })

  it.each([
    'As you may have noticed, I sent you an email from your account. This means that I have full access to your account. You were infected with malware through an adult site that you visited.',
    "J'ai un accès complet à votre appareil. J'enverrai cette vidéo à tous vos contacts.",
    'Tengo acceso completo a tu dispositivo. Enviaré el video a todos tus contactos.',
  ])('reads as a threat: %s', (t) => {
    expect(rules(t).signs).toContain('threat')
    expect(rules(t).verdict).not.toBe('no-signs')
  })

  it("a real notice that an app has access to the reader's account is not one", () => {
    expect(rules('Zoom now has full access to your Google Account. If this was not you, review your account.').signs).not.toContain(
      'threat',
    )
  })
})

// Round 13 of the checker's signs, tuned on the retired blind13/–blind17/: an account said to be blocked or closed
// ("Your SBI YONO Account Closed Today", "permanently blocked") is pressure like one said to be locked; and money
// offered (a loan, a prize, an inheritance) with a contact at a free e-mail provider, which no lender, agency or prize
// programme uses. Proved on retired and training-side real texts, read from the data files by id.
describe('an account said to be blocked or closed', () => {
  it('reads as pressure in the retired set', () => {
    expect(rules(text('r12-en-mountainmessenger-security-blocked')).signs).toContain('account-closed')
  })

  it.each(['Your account has been blocked. Verify now.', 'Dear Customer your YONO Account Closed Today, update your PAN'])('%s', (t) => {
    expect(rules(t).signs).toContain('account-closed')
  })
})

describe('money offered through a free e-mail address', () => {
  it("flags the private lender's offer of blind15/", () => {
    expectFlaggedWith('r11e15-loan-cardano-1266', 'free-mail-offer')
  })

  it.each([
    [
      'en',
      'Congratulations, you are the winner of our lottery. Contact claims.office@yahoo.com',
      'Money offered through a free e-mail address',
    ],
    ['es', '¿Necesita un préstamo? Escriba a prestamos.rapidos@hotmail.com', 'Ofrece dinero desde un correo gratuito'],
    [
      'fr',
      'Vous êtes bénéficiaire d’un héritage. Écrivez à maitre.dupont@outlook.fr',
      'De l’argent offert par une adresse courriel gratuite',
    ],
  ] as const)('%s: %s', (lang, t, title) => {
    const answer = checkMessage(t, undefined, lang, false)
    expect(answer.flags.find((f) => f.id === 'free-mail-offer')?.title).toBe(title)
  })

  it.each([
    'Hi, my name is Joe, I fix bikes. Prices from $20, email joe.bikes@gmail.com',
    'Our school fund-raiser is on Friday: send questions to pta.oak@gmail.com',
    'I won the office lottery pool! Tell gmail users to check the prize list.', // a prize, but no address
  ])('leaves alone: %s', (t) => {
    expect(rules(t).signs).not.toContain('free-mail-offer')
  })
})

// Round 14 of the checker's signs, tuned on the retired blind18/: a phone number or SIM said to be suspended or blocked
// until a "KYC" is updated (the carrier and bank scare of Indian and African texts) reads as pressure and a request to
// verify; the virtual kidnapping's claim ("Tenemos a tu mamá") and threat ("no la volverás a ver") read as a family
// emergency in Spanish, English and French. Proved on the retired texts, read from the data files by id.
describe('a phone number suspended until its KYC is updated', () => {
  it('flags the retired text', () => {
    const answer = rules(text('r13-en-indiatoday-airtel-kyc'))
    expect(answer.signs).toEqual(expect.arrayContaining(['account-closed', 'verify-account']))
    expect(answer.verdict).not.toBe('no-signs')
  })

  it.each(['Your SIM will be blocked today. Complete your KYC now', 'Your number will be suspended in 24 hours'])('%s', (t) => {
    expect(rules(t).signs).toContain('account-closed')
  })

  it('leaves a number said to be new or changed', () => {
    expect(rules('Our office number has changed to 555-0100.').signs).not.toContain('account-closed')
  })
})

describe('the virtual kidnapping', () => {
  it('flags the retired Spanish text', () => {
    expectFlaggedWith('r13-es-ecatepecnoticias-tenemos-a-tu-mama', 'family-emergency')
  })

  it.each([
    ['en', 'We have your daughter. Send the money or you will never see her again.'],
    ['es', 'Tenemos a tu hija. No la volverás a ver si llamas a la policía.'],
    ['fr', 'Nous avons votre fille. Vous ne la reverrez pas si vous appelez la police.'],
  ])('%s', (lang, t) => {
    expect(rules(t).signs, lang).toContain('family-emergency')
  })
})

// Round 15 of the checker's signs, tuned on the retired blind19/: the mailbox-quota mail ("Your mailbox has exceeded the
// storage limit ... re-validate your mailbox") asks to sign in where a real quota notice asks to delete or archive; and a
// mailbox said to be closed is pressure. Proved on the retired texts, read from the data files by id.
describe('the mailbox-quota mail', () => {
  it.each(['r14-en-iastate-mailbox-almost-full', 'r14-en-sandiego-mailbox-20gb'])('flags the retired %s', (id) => {
    expectFlaggedWith(id, 'verify-account')
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

// Round 16 of the checker's signs, tuned on the retired blind20/ (universities' phishing warnings): mail accounts said
// to be deleted "to create more space", the fake bounce that holds mail, the advance-fee letter's "reliable person",
// the fake-check job that pays for "software", and the full mailbox in French. Proved on the retired texts, read from
// the data files by id.
describe('the e-mail shapes of round 16', () => {
  it.each([
    ['r15-en-swarthmore-unused-accounts', 'account-closed'],
    ['r15-en-ideaofprogress-nmsc-overinvoice', 'prize'],
    ['r15-en-fitnyc-job-check', 'job-offer'],
    ['r15-fr-uparis-boite-pleine', 'verify-account'],
  ])('flags the retired %s (%s)', (id, sign) => {
    expectFlaggedWith(id, sign)
  })

  it.each([
    ['account-closed', 'Some messages could not be delivered to your inbox. Sign in to release your pending messages.'],
    ['account-closed', 'We are deleting all unused email accounts. Log in to keep yours from being closed.'],
    ['job-offer', 'The company will send a check to purchase the equipment for your home office.'],
  ])('%s: %s', (sign, t) => {
    expect(rules(t).signs).toContain(sign)
  })

  it('leaves a real bounce that names the address it could not reach', () => {
    expect(rules('Delivery has failed to these recipients: anna@example.com. The address was not found.').signs).not.toContain(
      'account-closed',
    )
  })
})

// Round 17 of the checker's signs, tuned on the retired blind21/, and round 20 of its links, tuned on the retired
// blind-links14/ (LabHost's domains as the FBI published them: Canadian banks, carriers, tax and post). The retired text
// is read from the data files by id; the addresses are from blind-links14/ and from the carriers' own sites.
describe('the ultimatum on an account (round 17)', () => {
  it('flags the retired library-account mail: expired, "reactivate it immediately or it will be closed"', () => {
    const answer = rules(text('r16-en-liveresources-library-account-expired'))
    expect(answer.signs).toEqual(expect.arrayContaining(['account-closed', 'verify-account']))
    expect(answer.verdict).not.toBe('no-signs')
  })

  it('leaves a real expiry notice that only says how to renew', () => {
    expect(rules('Your library card expired on 3 March. Renew it at any branch desk with a photo ID.').signs).not.toContain(
      'account-closed',
    )
  })
})

describe("Canada's carriers and banks in other people's addresses (round 20)", () => {
  it.each([
    'https://verifiedrbc.com',
    'https://secure-rbcclient.com',
    'https://rbcvalidation.ca',
    'https://td-myvalidation.com',
    'https://rogersmobile.tk',
    'https://mytelushelp-mobility.cfd',
  ])('flags %s', (link) => {
    expect(flagged(link)).toBe(true)
  })

  it.each(['https://www.rogers.com/', 'https://www.fido.ca/', 'https://www.telus.com/', 'https://www.freedommobile.ca/'])(
    'leaves the carrier’s own %s',
    (link) => {
      expect(flagged(link)).toBe(false)
    },
  )

  it.each(['https://www.bancosantander.es/', 'https://www.anpost.com/', 'https://www.tdameritrade.com/', 'https://www.rogersgroup.com/'])(
    'leaves %s (a bank’s own address, another country’s post, a name holding "td" or "rogers")',
    (link) => {
      expect(flagged(link)).toBe(false)
    },
  )
})

// Round 19 of the checker's signs, tuned on the retired blind23/: a photo or copy of an ID asked for by message
// (`asks-id-document`), in English, Spanish and French. Round 22 of its links, tuned on the retired blind-links16/: a
// most impersonated name that is no word, one slip off on a cheap ending of the abuse reports ("tikok.store").
describe('an ID document asked for by message (round 19)', () => {
  it('flags the retired Spanish text that asks for the passport "por mensaje"', () => {
    expectFlaggedWith('r18-es-elheraldo-abogada-migratoria-pasaporte', 'asks-id-document')
  })

  it.each([
    ['en', 'To finish, send a photo of your passport and a selfie with your ID.'],
    ['es', 'Para terminar, envíe una foto de su INE por este medio.'],
    ['fr', 'Pour terminer, envoyez une copie de votre pièce d’identité par courriel.'],
  ])('%s: %s', (_lang, t) => {
    expect(rules(t).signs).toContain('asks-id-document')
  })

  it('leaves a notice that says it never asks for one', () => {
    expect(rules('We will never ask you for a photo of your ID by text or e-mail.').signs).not.toContain('asks-id-document')
  })
})

describe('the most impersonated names on new endings (round 22)', () => {
  it.each(['https://tikok.store', 'https://tiktak.club', 'https://githubr.lat'])('flags %s', (link) => {
    expect(flagged(link)).toBe(true)
  })

  it.each(['https://www.youtube.com/', 'https://github.com/', 'https://nzpost.co.nz/', 'https://openad.network/', 'https://dropbox.tech/'])(
    'leaves %s',
    (link) => {
      expect(flagged(link)).toBe(false)
    },
  )
})

// Rounds 20 to 23 of the checker's signs, each tuned on the set retired at its start or the training side (in one file:
// the same setup serves all four).
// - Round 20 (retired blind24/): money lost to a scam "recovered" for a fee (`recovery-offer`), in English, Spanish and
//   French; a secret asked for in the Spanish "tú" form.
// - Round 21 (training side): a mailbox "full", "expiring" or to "validate" (the webmail phishing mails, an
//   `account-closed` shape), and government money "sent" or "qualified for" out of the blue (`prize` phrases).
// - Round 22 (retired blind26/): a car warranty "about to expire" (`car-warranty`, the robocall), in English, Spanish
//   and French. (Its Spanish password-reset notice, flagged at the freeze, reads "No warning signs" once learnt: the
//   retrained model lowers it; "borre este correo" as an ignore notice was tried and changed nothing.)
// - Round 23 (retired blind27/ and the training side): a bank account "locked" until one calls to "restore" it, a
//   payment one is "eligible for", the "sugar mummy", the mail-password phish's "Keep Same Password", a traffic fine
//   "unresolved", the Spanish parcel "en retención".
describe('lost money "recovered" for a fee (round 20)', () => {
  it('flags the retired testimonial that sends readers to a "hacker" on Telegram', () => {
    expectFlaggedWith('r19-en-cryptotheft-blackhathacker-telegram', 'recovery-offer')
  })

  it.each([
    ['en', 'Our fund recovery team got back the bitcoin I lost. Write to them today.'],
    ['es', 'Podemos recuperar sus fondos perdidos en inversiones falsas.'],
    ['fr', 'Nous pouvons récupérer vos fonds perdus dans une fausse plateforme.'],
  ])('%s: %s', (_lang, t) => {
    expect(rules(t).signs).toContain('recovery-offer')
  })

  it('leaves a bank notice that says it never offers one', () => {
    expect(rules('We never contact you to offer fund recovery.').signs).not.toContain('recovery-offer')
  })

  it('leaves recovery codes and account recovery', () => {
    for (const t of ['You have 2 recovery codes left.', 'Use your recovery email to get back into your account.'])
      expect(rules(t).signs).not.toContain('recovery-offer')
  })

  it('is explained in the three languages, with what to do', () => {
    for (const lang of ['en', 'es', 'fr'] as const) {
      const answer = checkMessage('Our fund recovery team can help.', undefined, lang, false)
      const flag = answer.flags.find((f) => f.id === 'recovery-offer')
      expect(flag?.title.length).toBeGreaterThan(10)
      expect(flag?.detail.length).toBeGreaterThan(40)
    }
  })
})

describe('a secret asked for in the "tú" form (round 20)', () => {
  it('flags the retired Ecuadorian text: "te pido que guardes el secreto"', () => {
    expect(rules(text('r19-es-elmercurio-maletas-panama')).signs).toContain('secrecy')
  })
})

describe('a mailbox threatened (round 21)', () => {
  it('flags the retired "exceeded its storage limit" mail', () => {
    expectFlaggedWith('r14-en-telesites-mailbox-limit', 'account-closed')
  })

  it.each([
    'Your mailbox is almost full. Upgrade it here to keep receiving mail.',
    'We are deactivating the older mailbox version. Validate your webmail today.',
    'Su buzón está lleno y será desactivado.',
  ])('%s', (t) => {
    expect(rules(t).signs).toContain('account-closed')
  })

  it('leaves a mailbox without a threat, and a French notice of a quota reached', () => {
    for (const t of [
      'Your parcel was left in your mailbox at 2:14 PM.',
      'Les utilisateurs reçoivent une alerte mentionnant que le quota de leur boîte aux lettres est atteint.',
    ])
      expect(rules(t).signs).not.toContain('account-closed')
  })
})

describe('government money out of the blue (round 21)', () => {
  it('flags the training-side Alberta "relief payment" text', () => {
    expect(rules(text('r10e13-gov-reddeer-affordability')).signs).toContain('prize')
  })

  it.each([
    'The relief fund has sent you a deposit of $1,375.50.',
    'You have an outstanding tax refund of $265.84.',
    'You are eligible to receive a one-time grocery rebate.',
  ])('%s', (t) => {
    expect(rules(t).signs).toContain('prize')
  })
})

describe('a car warranty "about to expire" (round 22)', () => {
  it('flags the retired robocall script', () => {
    expectFlaggedWith('r21-en-staugustine-warranty-robocall', 'car-warranty')
  })

  it.each([
    ['en', 'We are calling about your vehicle warranty. Press 1 to speak to an agent.'],
    ['es', 'Le llamamos porque la garantía de su vehículo está por vencer.'],
    ['fr', 'Nous vous appelons au sujet de la garantie de votre voiture, qui arrive à échéance.'],
  ])('%s: %s', (_lang, t) => {
    expect(rules(t).signs).toContain('car-warranty')
  })

  it('leaves a store receipt with a product warranty', () => {
    expect(rules('Thank you for your order. Your blender comes with a 2-year warranty.').signs).not.toContain('car-warranty')
  })
})

describe('round 23', () => {
  it('flags the training-side text that locks a bank account until one calls a number', () => {
    const answer = rules(text('r23-en-eriefcu-lock-bank-access'))
    expect(answer.signs).toContain('account-closed')
    expect(answer.verdict).toBe('likely-scam')
  })

  it('flags the retired payment one is "eligible for" out of the blue', () => {
    expectFlaggedWith('r22-en-extraie-revenue-covid', 'prize')
  })

  it('flags the retired "sugar mummy" text', () => {
    expectFlaggedWith('r22-en-ddghelp-sugar-mummy', 'romance')
  })

  it('reads the Spanish parcel "en retención" (2 points: the retired text, with no link, still reads "No warning signs")', () => {
    expect(rules(text('r22-es-heraldodemexico-encomienda-retencion')).signs).toContain('parcel-problem')
  })

  it('reads "Keep Same Password" as a password asked for, and a traffic fine "unresolved" as unpaid', () => {
    expect(rules('Your password expires today. Keep Same Password').signs).toContain('asks-password')
    expect(rules('An unresolved traffic fine is linked to your driving account.').signs).toContain('unpaid-fine')
  })

  it('leaves a bike locked by a friend', () => {
    expect(rules('Sorry, I had to lock your bike to the rail, the key is with Sam.').signs).not.toContain('account-closed')
  })
})

// Round 24, tuned on the retired blind28/ and the training side: "late fees" (the plural), a boss's task done
// "discreetly", and "If NOT, update your details" read as an ask: "if not" is a condition, not a denial.
describe('round 24', () => {
  it('flags the retired toll text that threatens "additional late fees"', () => {
    expectFlaggedWith('r23-en-fox35-express-lanes-toll', 'fee-to-claim')
  })

  it('flags the retired French "tâche discrètement" of a mayor in a meeting', () => {
    expectFlaggedWith('r23-fr-vedia-faux-bourgmestre-tache-discrete', 'secrecy')
  })

  it.each([
    ['en', 'Can you do a quick task for me discreetly? I am in a meeting.'],
    ['es', 'Necesito que haga una tarea discretamente, estoy en una reunión.'],
  ])('%s: %s', (_lang, t) => {
    expect(rules(t).signs).toContain('secrecy')
  })

  it('flags the training-side bank text: "Recognise this? If NOT, update your details"', () => {
    expectFlaggedWith('r24-en-thebitnz-bnz-new-device', 'verify-account')
  })

  it('still reads "never" and a real notice\'s "if you have no idea what this is about" as denials', () => {
    expect(rules('We will never ask you to update your details by text.').signs).not.toContain('verify-account')
    for (const id of ['r5-en-ff-failedlogin', 'r5-en-ff-newip']) expect(rules(text(id)).signs).not.toContain('asks-password')
  })
})
