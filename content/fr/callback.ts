// The "request a call back" form in French: the words of content/callback.ts's choices (their values
// and order come from it) and its messages. Words only; the rules stay in the English module and
// shared/schemas/callback.ts.
import * as en from '../callback'
import { relabel } from '../translate'

const where = 'content/fr/callback.ts'

export const bestTimes: typeof en.bestTimes = relabel(where, en.bestTimes, (c) => c.value, {
  morning: 'Le matin (de 8 h à midi)',
  afternoon: 'L’après-midi (de midi à 17 h)',
  evening: 'Le soir (de 17 h à 20 h)',
  any: 'N’importe quand',
})

export const callbackTopics: typeof en.callbackTopics = relabel(where, en.callbackTopics, (c) => c.value, {
  'scam-worry': 'Une arnaque ou une fraude m’inquiète',
  defendmepro: 'Forfaits de protection (DefendMePro)',
  'home-support': 'Aide informatique pour ma maison',
  'business-support': 'Soutien informatique pour mon entreprise',
  nethaven: 'Contrôle parental (NetHaven)',
  fixmytech: 'Une réparation ponctuelle (FixMyTech)',
  other: 'Autre chose',
})

export const timeZones: typeof en.timeZones = relabel(where, en.timeZones, (c) => c.value, {
  newfoundland: 'Heure de Terre-Neuve',
  atlantic: 'Heure de l’Atlantique',
  eastern: 'Heure de l’Est',
  central: 'Heure du Centre',
  mountain: 'Heure des Rocheuses',
  pacific: 'Heure du Pacifique',
  alaska: 'Heure de l’Alaska',
  hawaii: 'Heure d’Hawaï',
  mexico: 'Mexique (zone centre, heure de Mexico)',
  'costa-rica': 'Heure du Costa Rica',
  panama: 'Heure du Panama',
  other: 'Un autre pays',
})

export const callbackMessages: typeof en.callbackMessages = {
  nameMissing: 'Veuillez nous indiquer votre nom.',
  nameTooLong: 'Votre nom peut avoir au plus 80 caractères.',
  phoneInvalid:
    'Veuillez entrer un numéro de téléphone où nous pouvons vous appeler, en chiffres (par exemple 555-123-4567, ou avec l’indicatif du pays : +52 pour le Mexique, +506 pour le Costa Rica, +507 pour le Panama).',
  bestTimeMissing: 'Veuillez choisir le meilleur moment pour vous appeler.',
  topicMissing: 'Veuillez choisir le sujet dont vous aimeriez parler.',
  timeZoneMissing: 'Veuillez choisir votre fuseau horaire, pour que nous appelions à la bonne heure.',
  noteTooLong: 'La note jointe est trop longue. Veuillez la raccourcir à 10 000 caractères ou moins, ou l’enlever.',
}
