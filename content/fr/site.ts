// The company's phrases in French (Quebec). The contact details (phone, e-mail, address of the site) are the
// English module's, spread in unchanged: one source for every number.
import { site as en } from '../site'

export const site = {
  ...en,
  hours: 'Une seule ligne, 24 heures sur 24, 7 jours sur 7, pour l’aide contre les arnaques et pour les achats.',
  supportHours: 'De vraies personnes vous répondent 7 jours sur 7.',
  foundedYearsText: 'plus de 9 ans',
  claims: {
    years: 'Plus de 9 ans en affaires',
    rating: 'Un soutien patient, qui ne vous presse jamais',
    resolved: 'Plus de 100 000 problèmes informatiques réglés',
    devices: 'plus de 100 000 appareils protégés',
    humans: 'De vraies personnes pour vous aider 7 jours sur 7',
    usBased: 'Soutien basé aux États-Unis',
    guarantee: 'Garantie de remboursement de 30 jours',
    pricing: 'Prix spéciaux pour les aînés et les anciens combattants',
  },
}

/** The same path in every language (the router adds /fr). */
export { contentTokens, howItWorksPath } from '../site'
