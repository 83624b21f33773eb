// Where our readers live (issue 41 item 5, decision 200): Quebec French (Interac, Desjardins, Hydro-Québec,
// ARC/Revenu Québec, Postes Canada, "tu" forms, "ne dis rien à papa"), Mexican and Central American Spanish
// (SAT, Bienestar, CFE, IMSS, Telcel, bank names, "mamá, este es mi número nuevo") and US tolls and
// agencies. The five French texts are words-review-2's W1 tests (written by the reviewer, not real messages);
// each got "Aucun signe d'alerte trouvé" or only "Prudence" before.
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { trainingTexts } from './training-texts'

// The signs found, hints included (a hint alone lists no flag).
const ids = (text: string) => checkMessage(text, undefined, undefined, false).signs
const verdict = (text: string) => checkMessage(text).verdict

describe('Quebec French', () => {
  it('calls the W1 Interac deposit text a scam and says what a real transfer looks like', () => {
    const text =
      'Virement Interac : Jean Tremblay vous a envoyé 480,00 $ CAD. Déposez les fonds ici : https://etransfer-interac-depot.com/fr'
    const result = checkMessage(text, undefined, 'fr')
    expect(result.verdict).toBe('likely-scam')
    const titles = result.flags.map((f) => f.title)
    expect(titles).toContain('Ce n’est pas l’adresse d’Interac')
    expect(titles).toContain('Un faux avis de virement Interac')
  })

  it('warns about an Interac notice that asks to click, even without an address', () => {
    expect(verdict('Interac : Vous avez reçu un virement de 250,00 $. Cliquez ici pour déposer.')).not.toBe('no-signs')
  })

  it('reads the grandparent scam written with "tu"', () => {
    const text =
      "Grand-maman c'est moi, je suis au poste de police. Ne dis rien à papa, s'il te plaît. Un avocat va passer chercher l'argent ce soir."
    expect(ids(text)).toEqual(expect.arrayContaining(['secrecy', 'cash-courier', 'family-emergency']))
    expect(verdict(text)).toBe('likely-scam')
  })

  it('flags a Hydro-Québec cut-off with a look-alike address', () => {
    const text = 'Hydro-Québec : avis de coupure. Votre électricité sera coupée aujourd’hui. Payez ici : https://hydroquebec-paiement.info'
    expect(verdict(text)).toBe('likely-scam')
  })

  it('names Interac in the payment sign', () => {
    const flag = checkMessage('Envoyez un virement Interac immédiatement pour débloquer votre compte.', undefined, 'fr').flags.find(
      (f) => f.id === 'payment-app',
    )
    expect(flag?.detail).toContain('virement Interac')
  })

  it('leaves ordinary Quebec texts alone', () => {
    for (const text of [
      'Salut maman, on arrive vers 18 h. On apporte le dessert.',
      'Ton rendez-vous chez le dentiste est confirmé pour jeudi à 10 h.',
    ])
      expect(verdict(text), text).toBe('no-signs')
  })
})

describe('a known false alarm (decision 336)', () => {
  // The model learned "Interac" and "virement" from Interac phishing: a friend's note about a transfer, with no link,
  // number or request, reads "Be careful" with the general reason (docs/scam-check.md). No rule flags it, and it must
  // never read "Likely a scam".
  it('a friend’s Interac note is "Be careful" at most, and no rule flags it', () => {
    const text = 'Je te fais un virement Interac pour le souper de samedi, merci encore!'
    expect(checkMessage(text, undefined, undefined, false).verdict).toBe('no-signs')
    expect(verdict(text)).not.toBe('likely-scam')
  })
})

describe('Mexican and Central American Spanish', () => {
  it('reads "mamá, este es mi número nuevo" and "no le digas a papá"', () => {
    expect(ids('Hola mamá, este es mi número nuevo, guárdalo. No le digas a papá, luego te explico.')).toEqual(
      expect.arrayContaining(['family-emergency', 'secrecy']),
    )
  })

  it('knows the SAT, Bienestar, CFE, IMSS and the banks as names scammers borrow', () => {
    expect(ids('El SAT le informa que tiene un adeudo. Pague hoy para evitar el embargo.')).toContain('government')
    expect(ids('Tu pensión del Bienestar está lista, regístrate')).toContain('government')
    expect(ids('CFE: le cortaremos la luz hoy si no paga su recibo')).toContain('fee-to-claim')
    expect(ids('BBVA: se detectó un cargo no reconocido')).toContain('bank-or-brand')
  })

  it('flags a Telcel prize and a Correos customs fee', () => {
    expect(verdict('TELCEL: tu linea salio ganadora de un auto, comunicate al 55 1234 5678')).not.toBe('no-signs')
    expect(verdict('Correos: su envío está retenido. Debe pagar las tasas de aduana (1,99 €) en el enlace')).not.toBe('no-signs')
  })
})

describe('US tolls and agencies', () => {
  it('flags unpaid-toll texts that threaten the licence or a late fee', () => {
    expect(verdict('FasTrak: You have an unpaid toll balance of $6.99. Avoid a late fee and suspension of your drivers license.')).toBe(
      'likely-scam',
    )
    expect(ids('Your Social Security benefits will be suspended. Call now.')).toContain('account-closed')
  })
})

// Round 2 (decision 270), from the development part only (data/scam-check/real/dev2.jsonl and the first blind set).
describe('round-2 signs', () => {
  const rulesOnly = (text: string) => checkMessage(text, undefined, undefined, false)
  it('names a stranger’s “wrong number” opener in three languages', () => {
    for (const text of [
      'Hi, do I know you?',
      'I found your number in my address book',
      'Bonjour, est-ce que je vous connais?',
      'Hola, encontré tu número en mis contactos',
    ])
      expect(
        rulesOnly(text).flags.map((f) => f.id),
        text,
      ).toContain('wrong-number')
    expect(rulesOnly('Do you know if the store is open?').flags.map((f) => f.id)).not.toContain('wrong-number')
  })
  it('flags the French toll, account and refund texts of the development part', () => {
    for (const text of [
      'Un péage autoroutier impayé a été détecté pour votre véhicule. Payez maintenant pour éviter des amendes',
      'Nous avons détecté une activité suspecte sur votre compte - vérifiez maintenant',
      'Cette année, vous avez droit à un remboursement de 750 $. Cliquez ici pour les réclamer. Le lien expire dans 5 jours.',
    ])
      expect(rulesOnly(text).verdict, text).not.toBe('no-signs')
  })
})

// Round 2 (decision 270): a one-time code sent to the reader is what real services do; the danger is being asked for
// it, or a link that is not the company's. From the development part (the first blind set's one-time codes).
describe('one-time code notices', () => {
  it('are not lifted by the model, and "verify your account" there means typing the code', () => {
    const venmo = 'Scotty, 8583 is your Venmo phone verification code. Enter it at venmo.com or in the Venmo app to verify your account.'
    expect(checkMessage(venmo, undefined, undefined, true).verdict).toBe('no-signs')
    const whatsapp = 'WhatsApp code 569-485. You can also tap on this link to verify your phone: v.whatsapp.com/569485'
    expect(checkMessage(whatsapp, undefined, undefined, true).verdict).toBe('no-signs')
  })
  it('still flag a request for the code or a look-alike link', () => {
    expect(checkMessage('Your code is 482913. Reply with the code to verify your account.', undefined, undefined, true).verdict).not.toBe(
      'no-signs',
    )
    expect(checkMessage('Your PayPal code is 482913. Verify your account at paypa1-secure.com', undefined, undefined, true).verdict).toBe(
      'likely-scam',
    )
  })
})

// Round 5 (decision 306): real texts people received or agencies quoted, on the training side
// (data/scam-check/real/round5-local-train.jsonl); the phrases added for them are words these texts hold.
describe('real local scams of the training side', () => {
  const { rows: list, text } = trainingTexts(['real/round5-local-train.jsonl'])
  const rows = Object.fromEntries(list.map((r) => [r.id, r]))
  const rules = (id: string) => checkMessage(text(id), undefined, undefined, false)

  it('reads the Quebec calls: the power cut within the hour, the card in an envelope, the grandparent sworn to silence', () => {
    const cases: [string, string[]][] = [
      ['r5q-hydro-camion', ['account-closed', 'urgency']],
      ['r5q-carte-enveloppe', ['cash-courier', 'security-alarm']],
      ['r5q-grand-maman-secret', ['family-emergency', 'secrecy']],
    ]
    for (const [id, signs] of cases) {
      expect(rules(id).signs, id).toEqual(expect.arrayContaining(signs))
      expect(rules(id).verdict, id).toBe('likely-scam')
    }
  })

  it('names the toll balance, the parcel link and the "did you make this purchase?" opener', () => {
    expect(rules('r5q-peage-solde').signs).toContain('fee-to-claim')
    expect(rules('r5q-colis-livreur').signs).toEqual(expect.arrayContaining(['parcel-problem', 'click-prompt']))
    expect(rules('r5q-inspecteur-achat').signs).toContain('security-alarm')
  })

  it('reads the virtual kidnapping call and the blocked-card and charge texts in Spanish', () => {
    expect(rules('r5q-secuestro-virtual').signs).toEqual(expect.arrayContaining(['family-emergency', 'threat', 'secrecy']))
    expect(rules('r5q-secuestro-virtual').verdict).toBe('likely-scam')
    expect(rules('r5q-me-tienen-secuestrado').signs).toContain('family-emergency')
    expect(rules('r5q-bbva-tarjeta').signs).toEqual(expect.arrayContaining(['account-closed', 'verify-account']))
    expect(rules('r5q-bbva-tarjeta').verdict).toBe('likely-scam')
    expect(rules('r5q-bbva-cargo').signs).toContain('security-alarm')
    expect(rules('r5q-cuenta-recibido').signs).toContain('transfer-deposit')
    expect(rules('r5q-calle-espera').signs).toContain('parcel-problem')
  })

  it('leaves Hydro-Québec’s own outage notice alone', () => {
    expect(rows['r5q-hydro-panne-ordinaire']?.label).toBe('ordinary')
    expect(rules('r5q-hydro-panne-ordinaire').verdict).toBe('no-signs')
    expect(verdict(rows['r5q-hydro-panne-ordinaire']?.text ?? '')).toBe('no-signs')
  })
})
