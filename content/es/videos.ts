// Spanish data for the landing page's video carousel. Same names and types as content/videos.ts.
// The videos themselves are the publishers' own. A title published in English (`titleAsPublished`)
// stays as published, in English (the card marks it lang="en"); our own descriptions are in Spanish.
import type * as en from '../videos'

export const scamVideos: typeof en.scamVideos = [
  {
    id: '6nSP_cnipTY',
    title: 'Cómo funcionan las estafas de falso soporte técnico y cómo evitarlas',
    titleAsPublished: false,
    publisher: 'Comisión Federal de Comercio (FTC)',
    poster: 'computer',
  },
  {
    id: 'BRWKSMG8AvI',
    title: 'Un mensaje de servicio público sobre el fraude contra adultos mayores',
    titleAsPublished: false,
    publisher: 'Fiscalía Federal de EE. UU. para el Distrito de Maine',
    poster: 'people',
  },
  {
    id: 'RfAquS5wuTc',
    title: 'Beware of Elder Fraud Scams',
    titleAsPublished: true,
    publisher: 'FBI',
    poster: 'phone',
  },
  {
    id: 'BNlPQvdRf1E',
    title: 'Former Director William Webster Offers Warning About Elder Fraud',
    titleAsPublished: true,
    publisher: 'FBI',
    poster: 'people',
  },
  {
    id: 'vUE03dqE0Zw',
    title: 'How Crypto Investment Scams Work',
    titleAsPublished: true,
    publisher: 'AARP',
    poster: 'bank',
  },
  {
    id: 'Exf4iUD7gRo',
    title: 'Personas que llaman haciéndose pasar por el gobierno',
    titleAsPublished: false,
    publisher: 'Comisión Federal de Comercio (FTC)',
    poster: 'mail',
  },
  {
    id: 'lxReHY2SBrw',
    title: 'Estafas románticas: cuando un nuevo amigo de internet le pide dinero',
    titleAsPublished: false,
    publisher: 'FBI',
    poster: 'heart',
  },
]
