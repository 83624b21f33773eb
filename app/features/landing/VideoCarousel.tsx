import { useEffect, useId, useRef, useState } from 'react'
import { Carousel } from '#app/components/Carousel'
import { type ScamVideo, type VideoPoster, scamVideos as videosEn } from '#content/videos'
import { scamVideos as videosEs } from '#content/es/videos'
import { Icon } from '#app/components/Icon'
import { byLocale, currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

/** Spec: the video carousel moves 1000 px per click (one screen on small screens: see Carousel). */
export const VIDEO_STEP = 1000

export function VideoCarousel({ label }: { label: string }) {
  return (
    <Carousel label={label} step={VIDEO_STEP} listClassName="gap-5">
      {byLocale(videosEn, videosEs).map((video) => (
        <VideoFacade key={video.id} video={video} />
      ))}
    </Carousel>
  )
}

/**
 * A lightweight stand-in for an embedded video: an illustrated poster, the title, the publisher and a
 * play button.
 * Nothing is loaded from the video site until the visitor presses play; then the privacy-enhanced
 * player replaces the poster and starts. Without JavaScript the "Watch on YouTube" link still works.
 * The card is `relative` so its visually hidden text is clipped by the carousel's scroll box; otherwise
 * that text, sitting far to the right in a long strip, would make the whole page scroll sideways.
 */
function VideoFacade({ video }: { video: ScamVideo }) {
  const [playing, setPlaying] = useState(false)
  // A title published in English stays in English on the Spanish page, marked as such.
  const titleLang = video.titleAsPublished && currentLocale() !== 'en' ? 'en' : undefined
  const frameRef = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (playing) frameRef.current?.focus()
  }, [playing])

  return (
    <article className="video-card relative w-[min(19rem,78vw)] md:w-[20rem] flex flex-col h-full card p-0 overflow-hidden">
      <div className="aspect-video bg-navy relative">
        {playing ? (
          <iframe
            ref={frameRef}
            className="absolute inset-0 w-full h-full border-0"
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}?autoplay=1`}
            title={video.title}
            lang={titleLang}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            className="video-play absolute inset-0 w-full h-full p-0 border-0 cursor-pointer bg-transparent"
            onClick={() => setPlaying(true)}
            aria-label={m.home_video_play({ title: video.title, publisher: video.publisher })}
          >
            <VideoPosterArt kind={video.poster} />
            <span className="video-play-badge" aria-hidden="true">
              <Icon name="play" size={30} />
            </span>
          </button>
        )}
      </div>
      <div className="p-4 flex flex-col gap-1 grow">
        <h3 className="text-lg m-0" lang={titleLang}>
          {video.title}
        </h3>
        <p className="m-0 text-base text-muted" data-testid="video-publisher">
          {m.home_video_publisher({ publisher: video.publisher })}
        </p>
        {video.titleAsPublished ? null : (
          <p className="m-0 text-sm text-muted">{m.home_video_own_summary()}</p>
        )}
        <a
          className="mt-auto pt-2 inline-flex items-center gap-1 min-h-11 text-base"
          href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {m.home_video_watch()}
          <span className="visually-hidden">
            : <span lang={titleLang}>{video.title}</span>
            {m.home_video_from({ publisher: video.publisher })}
          </span>
        </a>
      </div>
    </article>
  )
}

const posterColours: Record<VideoPoster, [string, string]> = {
  computer: ['#0b3a6e', '#1558c0'],
  phone: ['#0f766e', '#0b3a6e'],
  heart: ['#8a2846', '#0b3a6e'],
  gift: ['#8a6500', '#0b3a6e'],
  mail: ['#1558c0', '#0f766e'],
  bank: ['#1b2430', '#1558c0'],
  people: ['#0b3a6e', '#0f766e'],
}

/** Simple drawn posters (no image requests): a scene per kind of scam. */
function VideoPosterArt({ kind }: { kind: VideoPoster }) {
  const [from, to] = posterColours[kind]
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
        {kind === 'computer' && (
          <>
            <rect x="60" y="40" width="110" height="72" rx="6" />
            <path d="M95 130h40 M115 112v18" />
            <path d="M104 62l22 22 M126 62l-22 22" stroke="#ffd866" />
          </>
        )}
        {kind === 'phone' && (
          <>
            <rect x="88" y="30" width="62" height="118" rx="10" />
            <path d="M110 134h18" />
            <path d="M172 60a30 30 0 010 50 M186 46a50 50 0 010 78" stroke="#ffd866" />
          </>
        )}
        {kind === 'heart' && <path d="M118 140s-50-30-50-68a26 26 0 0150-10 26 26 0 0150 10c0 38-50 68-50 68z" />}
        {kind === 'gift' && (
          <>
            <rect x="70" y="70" width="96" height="70" rx="4" />
            <path d="M64 56h108v16H64z M118 56v84" />
            <path d="M118 56c-10-22-36-20-30-4 M118 56c10-22 36-20 30-4" stroke="#ffd866" />
          </>
        )}
        {kind === 'mail' && (
          <>
            <rect x="62" y="50" width="112" height="76" rx="6" />
            <path d="M62 56l56 40 56-40" />
            <path d="M176 40l14-14 M186 56h20" stroke="#ffd866" />
          </>
        )}
        {kind === 'bank' && <path d="M62 70l56-30 56 30z M66 140h104 M76 80v50 M100 80v50 M136 80v50 M160 80v50" />}
        {kind === 'people' && (
          <>
            <circle cx="95" cy="70" r="18" />
            <path d="M62 140a33 33 0 0166 0" />
            <circle cx="148" cy="78" r="14" stroke="#ffd866" />
            <path d="M124 140a24 24 0 0148 0" stroke="#ffd866" />
          </>
        )}
      </g>
    </svg>
  )
}
