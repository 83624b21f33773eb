// Spanish words for the landing page's video carousel. The videos (ids, posters, and the titles
// published in English, which stay as published and are marked lang="en") come from
// content/videos.ts; this file adds only our own Spanish description and the publisher's name.
import { scamVideos as english, type ScamVideo } from '../videos'

/** Per video id: our Spanish description (only where the title is ours, not as published) and publisher. */
const words: Readonly<Record<string, { title?: string; publisher: string }>> = {
  '6nSP_cnipTY': { title: 'Cómo funcionan las estafas de falso soporte técnico y cómo evitarlas', publisher: 'Comisión Federal de Comercio (FTC)' },
  'BRWKSMG8AvI': { title: 'Un mensaje de servicio público sobre el fraude contra adultos mayores', publisher: 'Fiscalía Federal de EE. UU. para el Distrito de Maine' },
  'RfAquS5wuTc': { publisher: 'FBI' },
  'BNlPQvdRf1E': { publisher: 'FBI' },
  'vUE03dqE0Zw': { publisher: 'AARP' },
  'Exf4iUD7gRo': { title: 'Personas que llaman haciéndose pasar por el gobierno', publisher: 'Comisión Federal de Comercio (FTC)' },
  'lxReHY2SBrw': { title: 'Estafas románticas: cuando un nuevo amigo de internet le pide dinero', publisher: 'FBI' },
}

export const scamVideos: ScamVideo[] = english.map((video) => {
  const es = words[video.id]
  if (!es || (!video.titleAsPublished && !es.title)) throw new Error(`content/es/videos.ts: no Spanish words for video ${video.id}`)
  // A title kept as published is English: say so, as every English-only resource on the Spanish pages does.
  return { ...video, title: video.titleAsPublished ? `${video.title} (video en inglés)` : (es.title ?? video.title), publisher: es.publisher }
})
