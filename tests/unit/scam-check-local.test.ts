// Where our readers live (issue 41 item 5, decision 200): Quebec French (Interac, Desjardins, Hydro-Québec,
// ARC/Revenu Québec, Postes Canada, "tu" forms, "ne dis rien à papa"), Mexican and Central American Spanish
// (SAT, Bienestar, CFE, IMSS, Telcel, bank names, "mamá, este es mi número nuevo") and US tolls and
// agencies. The five French texts are words-review-2's W1 tests (written by the reviewer, not real messages);
// each got "Aucun signe d'alerte trouvé" or only "Prudence" before.
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'

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
      'Je te fais un virement Interac pour le souper de samedi, merci encore!',
      'Salut maman, on arrive vers 18 h. On apporte le dessert.',
      'Ton rendez-vous chez le dentiste est confirmé pour jeudi à 10 h.',
    ])
      expect(verdict(text), text).toBe('no-signs')
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
