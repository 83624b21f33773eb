// Scam-awareness videos for the landing page's video carousel (/#videos-section). Each plays on
// YouTube's privacy-enhanced domain only after the visitor presses play.
//
// Every id below was seen in public text next to the publisher named; the source of each is noted
// beside it. Nobody could open YouTube to check them while this list was written, so the company
// confirms each id on YouTube before launch (see docs/content.md, "Videos"). Do not add an id that has not
// been checked the same way: a wrong id shows a broken player, or someone else's video.
//
// `title` is the video's own title only where `titleAsPublished` is true (the title was seen with
// the id in the source). Otherwise it is our own short description of the topic, and the card says so.
//
// Other languages: their words in content/<locale>/videos.json (our description where the title is
// ours, the publisher's name, and how to say that a title kept as published is English), put on these
// videos by `translated` (content/<locale>/videos.ts).
import { fill } from './translate'

export type VideoPoster = 'computer' | 'phone' | 'heart' | 'gift' | 'mail' | 'bank' | 'people'

export interface ScamVideo {
  /** The YouTube video id. */
  id: string
  /** The published title, or our own description of the topic (see `titleAsPublished`). */
  title: string
  /** True only when `title` is the video's title as published. */
  titleAsPublished: boolean
  /** Who made the video: a government agency or a consumer organization. */
  publisher: string
  /** Which illustration the facade shows before the video is played. */
  poster: VideoPoster
}

export const scamVideos: ScamVideo[] = [
  {
    // Linked as "this video" on tech support scams in an FTC post republished by OneOp for
    // Military Consumer Protection Month: https://oneop.org/2019/07/30/military-consumer-protection-month-tech-support-scams/
    id: '6nSP_cnipTY',
    title: 'How tech support scams work, and how to avoid them',
    titleAsPublished: false,
    publisher: 'Federal Trade Commission',
    poster: 'computer',
  },
  {
    // The elder-fraud public service announcement of the U.S. Attorney's Office for the District of
    // Maine (DOJ press release of Jan. 15, 2021, "the ad can also be viewed here"), reproduced at
    // https://thefederalnewswire.com/stories/629207522-u-s-attorney-launches-ad-campaign-aimed-at-protecting-maine-s-elderly-from-fraud
    id: 'BRWKSMG8AvI',
    title: 'A public-service message on fraud against older adults',
    titleAsPublished: false,
    publisher: "U.S. Attorney's Office, District of Maine",
    poster: 'people',
  },
  {
    // Id, title and the matching fbi.gov video page listed together in a public scam-awareness
    // project's data file.
    id: 'RfAquS5wuTc',
    title: 'Beware of Elder Fraud Scams',
    titleAsPublished: true,
    publisher: 'FBI',
    poster: 'phone',
  },
  {
    // Same data file as above; the public-service announcement itself is described on fbi.gov.
    id: 'BNlPQvdRf1E',
    title: 'Former Director William Webster Offers Warning About Elder Fraud',
    titleAsPublished: true,
    publisher: 'FBI',
    poster: 'people',
  },
  {
    // Title and publisher found together in two independent public projects' data files.
    id: 'vUE03dqE0Zw',
    title: 'How Crypto Investment Scams Work',
    titleAsPublished: true,
    publisher: 'AARP',
    poster: 'bank',
  },
  {
    // Publisher and topic from a curated public list whose rules require official publishers and
    // checked embeds (about 1.5 minutes long).
    id: 'Exf4iUD7gRo',
    title: 'Callers who pretend to be from the government',
    titleAsPublished: false,
    publisher: 'Federal Trade Commission',
    poster: 'mail',
  },
  {
    // Same curated list (about 2.5 minutes long).
    id: 'lxReHY2SBrw',
    title: 'Romance scams: when a new online friend asks for money',
    titleAsPublished: false,
    publisher: 'FBI',
    poster: 'heart',
  },
]

/** What a language other than English says: the words only (content/<locale>/videos.json). */
export interface VideosWords {
  /** A title kept as published is English, and the card says so: "{title} (video en inglés)". */
  titleInEnglish: string
  /** Per video id: our description (only where the title is ours, not as published) and the publisher. */
  scamVideos: Record<string, { title?: string; publisher: string }>
}

/** This module in another language: `words` on the English videos (same ids, posters and order). */
export function translated(where: string, words: VideosWords) {
  const extra = Object.keys(words.scamVideos).filter((id) => !scamVideos.some((video) => video.id === id))
  if (extra.length > 0) throw new Error(`${where}: words for videos ${extra.join(', ')}, which the English list does not have`)
  return {
    scamVideos: scamVideos.map((video): ScamVideo => {
      const own = words.scamVideos[video.id]
      if (!own || (!video.titleAsPublished && !own.title)) throw new Error(`${where}: no words for video ${video.id}`)
      const title = video.titleAsPublished ? fill(words.titleInEnglish, { title: video.title }) : (own.title ?? video.title)
      return { ...video, title, publisher: own.publisher }
    }),
  }
}
