// The choices on the /fr/help-now form, in French. Data only: the same values in the same order as
// content/help-now-choices.ts, which also reads the query (?country=ca&s=...).
import type * as en from '../help-now-choices'
import type { TranslatedChoices } from '../help-now-choices'

export const countries: TranslatedChoices<typeof en.countries> = [
  { value: 'us', label: 'États-Unis', heading: 'Aux États-Unis' },
  { value: 'ca', label: 'Canada', heading: 'Au Canada' },
  {
    value: 'abroad',
    label: 'J’habite à l’extérieur des États-Unis et du Canada (par exemple au Mexique, au Panama ou au Costa Rica)',
    heading: 'À l’extérieur des États-Unis et du Canada',
  },
]

export const situations: TranslatedChoices<typeof en.situations> = [
  {
    value: 'on-the-line',
    label: 'La personne est encore au téléphone, ou elle continue d’appeler',
    short: 'la personne est encore au téléphone',
  },
  { value: 'remote', label: 'J’ai laissé quelqu’un accéder à mon ordinateur', short: 'vous avez laissé quelqu’un accéder à l’ordinateur' },
  {
    value: 'bank-login',
    label: 'J’ai donné mes identifiants bancaires, un code à usage unique ou un NIP',
    short: 'vous avez donné vos identifiants bancaires, un code ou un NIP',
  },
  { value: 'gift-card', label: 'J’ai payé avec une carte-cadeau', short: 'vous avez payé avec une carte-cadeau' },
  { value: 'wire', label: 'J’ai fait un virement', short: 'vous avez fait un virement' },
  {
    value: 'crypto',
    label: 'J’ai payé en cryptomonnaie ou à un guichet automatique de cryptomonnaie',
    short: 'vous avez payé en cryptomonnaie ou à un guichet de cryptomonnaie',
  },
  { value: 'card', label: 'J’ai payé par carte de crédit ou de débit', short: 'vous avez payé par carte de crédit ou de débit' },
  {
    value: 'cash',
    label: 'J’ai remis de l’argent comptant à un messager ou je l’ai envoyé par la poste',
    short: 'vous avez remis ou posté de l’argent comptant',
  },
  {
    value: 'id-number',
    label: 'J’ai donné mon numéro de sécurité sociale (Social Security, États-Unis) ou mon numéro d’assurance sociale (NAS, Canada)',
    short: 'vous avez donné un numéro de sécurité sociale ou d’assurance sociale',
  },
  { value: 'medicare', label: 'J’ai donné mes renseignements Medicare', short: 'vous avez donné vos renseignements Medicare' },
]
