// The scam checker in French (Quebec): French scam wording is detected by the French phrase table,
// everyday French messages are not flagged, a French page gets a French answer (Canadian reporting
// routes first) whatever the message's language, and the rules alone already flag these scams (the trained model
// reads French too since decision 336 and may lift them further).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { answerLanguage, checkMessage } from '#worker/scam-check/index.ts'

describe('French scam wording is detected', () => {
  it.each([
    [
      'Votre compte a été suspendu. Vérifiez vos renseignements ici : https://bit.ly/3xYz',
      ['account-closed', 'verify-account', 'link-shortener'],
      'likely-scam',
    ],
    ['URGENT : achetez des cartes-cadeaux Google Play et envoyez-moi les numéros au dos.', ['gift-card'], 'likely-scam'],
    [
      "Ici l'Agence du revenu du Canada. Un mandat d'arrestation est émis contre vous. Payez aujourd'hui même en cartes-cadeaux.",
      ['government', 'threat', 'gift-card'],
      'likely-scam',
    ],
    [
      'Grand-maman, c’est moi. Je suis en prison, j’ai besoin de la caution. N’en parlez à personne.',
      ['family-emergency', 'secrecy'],
      'likely-scam',
    ],
    [
      'Postes Canada : votre colis est retenu, adresse incomplète. Payez les frais de livraison de 1,99 $ ici : https://postes-canada.top/suivi',
      ['parcel-problem', 'fee-to-claim', 'link-odd-ending'],
      'likely-scam',
    ],
    [
      'Hydro-Québec : votre électricité sera coupée dans 30 minutes. Appelez immédiatement le 1-876-555-0199.',
      ['account-closed', 'urgency', 'phone-looks-local'],
      'likely-scam',
    ],
    [
      'Votre ordinateur est infecté. Ne fermez pas cette fenêtre et appelez le soutien Microsoft. Un technicien prendra le contrôle à distance.',
      ['security-alarm', 'remote-access'],
      'likely-scam',
    ],
    // A prize and a request to act ("asks-to-act", decision 340): 4 + 1 + 1.
    [
      'Félicitations, vous avez gagné un prix de 1 000 $. Cliquez ici pour le réclamer.',
      ['prize', 'click-prompt', 'asks-to-act'],
      'likely-scam',
    ],
  ])('%s', (text, signs, verdict) => {
    const result = checkMessage(text)
    expect(result.messageLang).toBe('fr')
    expect(result.lang).toBe('fr')
    expect(result.verdict).toBe(verdict)
    expect(result.flags.map((f) => f.id)).toEqual(expect.arrayContaining(signs))
    // The rules alone already flag it: the model never lowers what they found.
    expect(checkMessage(text, undefined, undefined, false).verdict).not.toBe('no-signs')
  })

  it('leaves ordinary French messages alone', () => {
    for (const text of [
      'Bonjour maman, je vais arriver en retard pour le souper. Garde-moi un morceau de gâteau.',
      'Votre rendez-vous chez le médecin est mardi à 10 h. Répondez OUI pour confirmer.',
      'Votre commande arrivera aujourd’hui entre 14 h et 17 h.',
      'Rappel : nous ne vous demanderons jamais votre numéro d’assurance sociale par texto.',
      'Merci pour la belle soirée! On se voit dimanche au chalet avec les enfants.',
      'La réunion du club de lecture est déplacée à jeudi, même heure, à la bibliothèque.',
    ]) {
      expect(checkMessage(text).verdict, text).toBe('no-signs')
    }
  })
})

describe('French texts of the training side (decision 305)', () => {
  const read = (path: string) =>
    readFileSync(new URL(`../../data/scam-check/${path}`, import.meta.url), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; text: string; label: string; lang: string })
  const french = [...read('real/round5-fr-train.jsonl'), ...read('real/round5-esfr.jsonl')].filter((r) => r.lang === 'fr')

  it.each([
    ['r5-fr-grandparent-cba', 'family-emergency'],
    ['r5-fr-parcel-numi', 'parcel-problem'],
    ['r5-fr-sub-clubic-netflix', 'urgency'],
    ['r5-fr-health-epochtimes', 'verify-account'],
  ])('the scam %s is flagged (%s)', (id, sign) => {
    const row = french.find((r) => r.id === id)
    expect(row?.label).toBe('scam')
    const result = checkMessage(row?.text ?? '')
    expect(result.verdict).not.toBe('no-signs')
    expect(result.flags.map((f) => f.id)).toContain(sign)
  })

  it('app notices and everyday sentences are not flagged', () => {
    const ordinary = read('real/round5-fr-train.jsonl').filter((r) => r.label === 'ordinary')
    expect(ordinary.length).toBeGreaterThanOrEqual(60)
    expect(ordinary.filter((r) => checkMessage(r.text).verdict !== 'no-signs').map((r) => r.id)).toEqual([])
  })
})

describe('a French message is read as French (decision 305)', () => {
  it('even when it shares "de", "la", "que", "tu" with Spanish', () => {
    // Everyday sentences of the training side (real/round5-fr-train.jsonl, Common Voice CC0); read as Spanish before.
    for (const text of [
      'Je me demandais si tu accepterais de me dépanner.',
      'Le compromis de vente devrait être signé la semaine prochaine.',
      'Veux-tu venir déjeuner à la maison dimanche prochain?',
      'La journée de demain sera décisive pour la suite de ce projet.',
    ])
      expect(checkMessage(text).messageLang, text).toBe('fr')
    for (const text of [
      'Hola mamá, te escribo de la casa de Ana, que se me rompió el teléfono.',
      'Su cuenta de la tienda está lista para usar.',
    ])
      expect(checkMessage(text).messageLang, text).toBe('es')
  })

  it('a bare address with .ca stays out of French', () => {
    expect(checkMessage('https://407etr.com-fttx.org/ca').messageLang).toBe('en')
  })
})

describe('the answer in French', () => {
  const ENGLISH = 'Grandma it is me. I am in jail and need bail money. Buy Target gift cards and do not tell anyone.'

  it('a French page answers an English message in French: verdict, signs and advice, Canada first', () => {
    const result = checkMessage(ENGLISH, undefined, answerLanguage('fr'))
    expect(result.messageLang).toBe('en')
    expect(result.lang).toBe('fr')
    expect(result.verdictText).toBe('Probablement une arnaque')
    expect(result.flags.map((f) => f.title)).toEqual(
      expect.arrayContaining(['Demande des cartes-cadeaux', 'Vous demande de garder le secret']),
    )
    const advice = result.advice
    const canada = advice.findIndex((line) => line.includes('Centre antifraude du Canada'))
    const us = advice.findIndex((line) => line.includes('ReportFraud.ftc.gov'))
    expect(canada).toBeGreaterThan(-1)
    expect(us).toBeGreaterThan(canada)
    expect(advice.join(' ')).toContain('1-888-495-8501')
  })

  it('hidden characters are counted in French', () => {
    const result = checkMessage('Facture\u202Efdp.exe : payez maintenant avec une carte-cadeau', undefined, answerLanguage('fr'))
    expect(result.flags.find((f) => f.id === 'hidden-characters')?.excerpt).toBe('1 caractère invisible')
  })
})

describe('French training data with a pedigree (decision 281)', () => {
  const read = (path: string) =>
    readFileSync(new URL(`../../data/scam-check/${path}`, import.meta.url), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  const rows = [...read('real/round4-fr.jsonl'), ...read('real/round5-fr-train.jsonl')]
  const blind = ['blind', 'blind2', 'blind3'].flatMap((dir) => read(`${dir}/messages.jsonl`))

  it('says where every text comes from, under which licence, and what was filled in', () => {
    expect(rows.length).toBeGreaterThanOrEqual(85)
    for (const row of rows) {
      expect(row.lang, String(row.id)).toBe('fr')
      expect(['scam', 'ordinary']).toContain(row.label)
      // A repository file at a commit, or a public page.
      expect(String(row.source)).toMatch(/^(github\.com\/[\w.-]+\/[\w.-]+@[0-9a-f]{40}:\S+|https?:\/\/\S+)$/)
      for (const key of ['licence', 'obtained', 'kind', 'family', 'channel']) expect(String(row[key] ?? '').length, key).toBeGreaterThan(0)
      expect(typeof row.edited).toBe('string')
    }
  })

  it('is training-side only: no id or text of a frozen blind set', () => {
    const ids = new Set(blind.map((r) => r.id))
    const texts = new Set(blind.map((r) => r.text))
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length)
    for (const row of rows) {
      expect(ids.has(row.id)).toBe(false)
      expect(texts.has(row.text)).toBe(false)
    }
  })
})
