import { useId } from 'react'
import { Carousel } from '#app/components/Carousel'
import { Icon } from '#app/components/Icon'
import { scamVideos as videosEs } from '#content/es/videos'
import { scamVideos as videosFr } from '#content/fr/videos'
import { colon } from '#content/locales'
import { type ScamVideo, type VideoPoster, scamVideos as videosEn } from '#content/videos'
import { currentLocale, DEFAULT_LOCALE, isDefaultLocale, pick, withElision } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

/** Spec: the video carousel moves 1000 px per click (one screen on small screens: see Carousel). */
export const VIDEO_STEP = 1000

export function VideoCarousel({ label }: { label: string }) {
  return (
    <Carousel label={label} step={VIDEO_STEP} listClassName="gap-5">
      {pick({ en: videosEn, es: videosEs, fr: videosFr }).map((video) => (
        <VideoFacade key={video.id} video={video} />
      ))}
    </Carousel>
  )
}

/**
 * A lightweight stand-in for an embedded video: an illustrated poster, the title, the publisher and a
 * play button.
 * Nothing is loaded from the video site until the visitor presses play; then the small client entry
 * (app/lib/landing-controls.ts, decision 102) shows "Loading the video" on the poster in the press's
 * own frame and, just after it, puts the privacy-enhanced player in the card's slot, gives it focus
 * and hides the button (decision 350): the press never waits for the app or the player. Without JavaScript the
 * "Watch on YouTube" link still works.
 * The card is `relative` so its visually hidden text is clipped by the carousel's scroll box; otherwise
 * that text, sitting far to the right in a long strip, would make the whole page scroll sideways.
 */
function VideoFacade({ video }: { video: ScamVideo }) {
  // A title published in English stays in English on the Spanish page, marked as such.
  const titleLang = video.titleAsPublished && !isDefaultLocale(currentLocale()) ? DEFAULT_LOCALE : undefined

  return (
    <article className="video-card relative w-[min(19rem,78vw)] md:w-[20rem] flex flex-col h-full card p-0 overflow-hidden">
      <div className="aspect-video bg-navy relative">
        <button
          type="button"
          className="video-play absolute inset-0 w-full h-full p-0 border-0 cursor-pointer bg-transparent"
          aria-label={withElision(m.home_video_play, { title: video.title, publisher: video.publisher })}
          data-video-play={video.id}
          data-video-title={video.title}
          data-video-lang={titleLang}
        >
          <VideoPosterArt kind={video.poster} />
          <span className="video-play-badge" aria-hidden="true">
            <Icon name="play" size={30} />
          </span>
          {/* Shown by the press itself (data-loading) until the player takes the button's place. */}
          <span className="video-loading" data-video-loading="">
            {m.home_video_loading()}
          </span>
        </button>
        {/* The player's place: React leaves what the entry puts here alone (no children of its own). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose: React then leaves what the entry writes here alone */}
        <div data-video-slot="" className="contents" dangerouslySetInnerHTML={{ __html: '' }} />
      </div>
      <div className="p-4 flex flex-col gap-1 grow">
        <h3 className="text-lg m-0" lang={titleLang}>
          {video.title}
        </h3>
        <p className="m-0 text-base text-muted" data-testid="video-publisher">
          {m.home_video_publisher({ publisher: video.publisher })}
        </p>
        {video.titleAsPublished ? null : <p className="m-0 text-sm text-muted">{m.home_video_own_summary()}</p>}
        <a
          className="mt-auto pt-2 inline-flex items-center gap-1 min-h-11 text-base"
          href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {m.home_video_watch()}
          <span className="visually-hidden">
            {colon(currentLocale())} <span lang={titleLang}>{video.title}</span>
            {withElision(m.home_video_from, { publisher: video.publisher })}
          </span>
        </a>
      </div>
    </article>
  )
}

/** SVG path data of a rectangle with rounded corners, drawn like `<rect x y width height rx>`. */
const rect = (x: number, y: number, w: number, h: number, r: number) => {
  const corner = (dx: number, dy: number) => `a${r} ${r} 0 0 1 ${dx} ${dy}`
  return `M${x + r} ${y}h${w - 2 * r}${corner(r, r)}v${h - 2 * r}${corner(-r, r)}h${2 * r - w}${corner(-r, -r)}v${2 * r - h}${corner(r, -r)}z`
}
/** SVG path data of a circle, drawn like `<circle cx cy r>`. */
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`

/**
 * Simple drawn posters (no image requests), one scene per kind of scam: a two-colour background, a
 * drawing in white (`lines`) and its highlight in yellow (`accent`).
 */
const posters: Record<VideoPoster, { colours: [string, string]; lines: string; accent?: string }> = {
  computer: {
    colours: ['#0b3a6e', '#1558c0'],
    lines: `${rect(60, 40, 110, 72, 6)} M95 130h40 M115 112v18`,
    accent: 'M104 62l22 22 M126 62l-22 22',
  },
  phone: {
    colours: ['#0f766e', '#0b3a6e'],
    lines: `${rect(88, 30, 62, 118, 10)} M110 134h18`,
    accent: 'M172 60a30 30 0 010 50 M186 46a50 50 0 010 78',
  },
  heart: { colours: ['#8a2846', '#0b3a6e'], lines: 'M118 140s-50-30-50-68a26 26 0 0150-10 26 26 0 0150 10c0 38-50 68-50 68z' },
  gift: {
    colours: ['#8a6500', '#0b3a6e'],
    lines: `${rect(70, 70, 96, 70, 4)} M64 56h108v16H64z M118 56v84`,
    accent: 'M118 56c-10-22-36-20-30-4 M118 56c10-22 36-20 30-4',
  },
  mail: { colours: ['#1558c0', '#0f766e'], lines: `${rect(62, 50, 112, 76, 6)} M62 56l56 40 56-40`, accent: 'M176 40l14-14 M186 56h20' },
  bank: { colours: ['#1b2430', '#1558c0'], lines: 'M62 70l56-30 56 30z M66 140h104 M76 80v50 M100 80v50 M136 80v50 M160 80v50' },
  people: {
    colours: ['#0b3a6e', '#0f766e'],
    lines: `${circle(95, 70, 18)} M62 140a33 33 0 0166 0`,
    accent: `${circle(148, 78, 14)} M124 140a24 24 0 0148 0`,
  },
}

function VideoPosterArt({ kind }: { kind: VideoPoster }) {
  const { colours, lines, accent } = posters[kind]
  const [from, to] = colours
  const gradient = `poster${useId().replace(/\W/g, '')}`
  return (
    <svg viewBox="0 0 320 180" className="absolute inset-0 w-full h-full" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradient})`} />
      <circle cx="270" cy="30" r="60" fill="#ffffff" opacity="0.06" />
      <circle cx="40" cy="160" r="50" fill="#ffffff" opacity="0.06" />
      <g fill="none" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" opacity="0.9">
        <path d={lines} />
        {accent ? <path d={accent} stroke="#ffd866" /> : null}
      </g>
    </svg>
  )
}
