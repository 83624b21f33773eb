// French words for the landing page's video carousel. The videos (ids, posters, and the titles
// published in English, which stay as published and are marked lang="en") come from
// content/videos.ts; this file adds only our own French description and the publisher's name.
import { scamVideos as english, type ScamVideo } from '../videos'

/** Per video id: our French description (only where the title is ours, not as published) and publisher. */
const words: Readonly<Record<string, { title?: string; publisher: string }>> = {
  '6nSP_cnipTY': { title: 'Comment fonctionnent les arnaques au faux soutien technique, et comment les éviter', publisher: 'Federal Trade Commission (FTC) des États-Unis' },
  'BRWKSMG8AvI': { title: 'Un message d’intérêt public sur la fraude envers les aînés', publisher: 'Bureau du procureur fédéral américain pour le district du Maine' },
  'RfAquS5wuTc': { publisher: 'FBI' },
  'BNlPQvdRf1E': { publisher: 'FBI' },
  'vUE03dqE0Zw': { publisher: 'AARP' },
  'Exf4iUD7gRo': { title: 'Les appels de personnes qui se font passer pour le gouvernement', publisher: 'Federal Trade Commission (FTC) des États-Unis' },
  'lxReHY2SBrw': { title: 'Arnaques amoureuses : quand un nouvel ami rencontré en ligne vous demande de l’argent', publisher: 'FBI' },
}

export const scamVideos: ScamVideo[] = english.map((video) => {
  const fr = words[video.id]
  if (!fr || (!video.titleAsPublished && !fr.title)) throw new Error(`content/fr/videos.ts: no French words for video ${video.id}`)
  // A title kept as published is English: say so, as every English-only resource on the French pages does.
  return { ...video, title: video.titleAsPublished ? `${video.title} (vidéo en anglais)` : (fr.title ?? video.title), publisher: fr.publisher }
})
