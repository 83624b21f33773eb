// Scam-awareness videos for the landing page's video carousel (/#videos-section). Each plays on
// YouTube's privacy-enhanced domain only after the visitor presses play.
//
// Every id below was found in a stored copy of a public page that links to the video; the source
// of each is noted beside it. Do not add an id that has not been checked the same way: a wrong id
// shows a broken player, or someone else's video.
export type VideoPoster = 'computer' | 'phone' | 'heart' | 'gift' | 'mail' | 'bank' | 'people'

export interface ScamVideo {
  /** The YouTube video id. */
  id: string
  title: string
  /** Who made the video. */
  publisher: string
  /** Which illustration the facade shows before the video is played. */
  poster: VideoPoster
}

export const scamVideos: ScamVideo[] = [
  {
    // Linked as "this video" on tech support scams in an FTC post republished by OneOp for
    // Military Consumer Protection Month: https://oneop.org/2019/07/30/military-consumer-protection-month-tech-support-scams/
    id: '6nSP_cnipTY',
    title: 'How to Avoid Tech Support Scams',
    publisher: 'Federal Trade Commission',
    poster: 'computer',
  },
  {
    // The elder-fraud public service announcement of the U.S. Attorney's Office for the District of
    // Maine (DOJ press release of Jan. 15, 2021, "the ad can also be viewed here"), reproduced at
    // https://thefederalnewswire.com/stories/629207522-u-s-attorney-launches-ad-campaign-aimed-at-protecting-maine-s-elderly-from-fraud
    id: 'BRWKSMG8AvI',
    title: 'Protecting Older Adults from Fraud',
    publisher: "U.S. Attorney's Office, District of Maine",
    poster: 'people',
  },
]
