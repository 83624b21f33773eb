// The landing page's own controls, answered from the server's HTML by the small client entry
// (app/client.tsx) before and after the app hydrates alike, so none of them starts the app
// (decision 102, after decision 100's page-behaviours):
// - a carousel (`[data-carousel]`, Carousel): its arrows (`data-carousel-move="-1" | "1"`) scroll the
//   strip by `data-step` pixels (never more than its visible width), are marked disabled at either
//   end (aria-disabled, so a keyboard user's focus stays on them) and appear once this has run; the
//   strip moves with the Left and Right arrow keys. Without scripts it scrolls by touch, trackpad or
//   the scroll bar and the arrows stay out of sight;
// - a video's play button (`data-video-play`, VideoCarousel) shows "Loading the video" at once, then
//   puts the privacy-enhanced player in its card's slot and gives it focus; nothing is asked of the
//   video site before that press;
// - the newsletter form (`form[data-newsletter]`, NewsletterSignup) is checked with the shared
//   e-mail rule and sent as JSON to /api/newsletter, its answer shown in the form; without scripts it
//   is a plain POST form the worker answers with a page. Nothing the visitor typed is ever replaced.
// The map's countries (`.service-map`) need no script at all (CSS hover and focus), only not to start
// the app when focused: pageBehaviour (app/lib/page-behaviours.ts) lists LANDING_CONTROLS for that.
import { normaliseEmail } from '#shared/schemas/rules'
import { apiFetch } from './api-fetch'

/** What on a page this module answers (or the platform does): nothing in it needs the app. */
export const LANDING_CONTROLS = '[data-carousel], form[data-newsletter], .service-map'

const reduceMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

// --- carousels -----------------------------------------------------------------------------------

function listOf(carousel: Element): HTMLElement | null {
  return carousel.querySelector<HTMLElement>('[data-carousel-list]')
}

/** Marks the arrows disabled at either end of the strip. */
function updateArrows(carousel: Element): void {
  const list = listOf(carousel)
  if (!list) return
  const atStart = list.scrollLeft <= 1
  const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1
  for (const arrow of carousel.querySelectorAll('[data-carousel-move]')) {
    const back = arrow.getAttribute('data-carousel-move') === '-1'
    arrow.setAttribute('aria-disabled', String(back ? atStart : atEnd))
  }
}

function move(carousel: Element, direction: number): void {
  const list = listOf(carousel)
  if (!list) return
  const step = Number(carousel.getAttribute('data-step')) || list.clientWidth
  list.scrollBy({ left: direction * Math.min(step, list.clientWidth), behavior: reduceMotion() ? 'auto' : 'smooth' })
}

function listenToCarousels(): void {
  const carousels = document.querySelectorAll('[data-carousel]')
  if (carousels.length === 0) return
  const resize =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          for (const entry of entries) {
            const carousel = entry.target.closest('[data-carousel]')
            if (carousel) updateArrows(carousel)
          }
        })
  for (const carousel of carousels) {
    const list = listOf(carousel)
    if (!list) continue
    list.addEventListener('scroll', () => updateArrows(carousel), { passive: true })
    // The observer's first call comes with the first layout: no layout forced while the page arrives.
    if (resize) resize.observe(list)
    else updateArrows(carousel)
    for (const arrow of carousel.querySelectorAll('[data-carousel-move]')) arrow.setAttribute('tabindex', '0')
    carousel.querySelector('.carousel-controls')?.setAttribute('data-ready', 'true')
  }
  document.addEventListener('click', (event) => {
    const arrow = event.target instanceof Element ? event.target.closest('[data-carousel-move]') : null
    const carousel = arrow?.closest('[data-carousel]')
    if (!arrow || !carousel || arrow.getAttribute('aria-disabled') === 'true') return
    move(carousel, Number(arrow.getAttribute('data-carousel-move')))
  })
  document.addEventListener('keydown', (event) => {
    const list = event.target instanceof HTMLElement && event.target.matches('[data-carousel-list]') ? event.target : null
    const carousel = list?.closest('[data-carousel]')
    if (!carousel || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
    event.preventDefault()
    move(carousel, event.key === 'ArrowLeft' ? -1 : 1)
  })
}

// --- a video's play button -----------------------------------------------------------------------

/** Puts the privacy-enhanced player in the card's slot in place of its button, and gives it focus. */
function play(button: HTMLElement, slot: Element): void {
  const frame = document.createElement('iframe')
  frame.className = 'absolute inset-0 w-full h-full border-0'
  frame.src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(button.dataset.videoPlay ?? '')}?autoplay=1`
  frame.title = button.dataset.videoTitle ?? ''
  if (button.dataset.videoLang) frame.lang = button.dataset.videoLang
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen'
  frame.referrerPolicy = 'strict-origin-when-cross-origin'
  frame.allowFullscreen = true
  // The button stays in the HTML (hidden), so the app, if it hydrates later, finds the page it rendered.
  button.hidden = true
  slot.replaceChildren(frame)
  frame.focus()
}

function listenToVideos(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-video-play]') : null
    const slot = button?.parentElement?.querySelector('[data-video-slot]')
    if (!button || !slot || button.hasAttribute('data-loading')) return
    // The press's own frame shows "Loading the video" on the poster (one attribute, restyling only the
    // button); the player, a new frame with its own document and a focus that lays out the page, comes
    // in the task after that frame is painted (decision 350).
    button.setAttribute('data-loading', '')
    requestAnimationFrame(() => setTimeout(play, 0, button, slot))
  })
}

// --- the newsletter form -------------------------------------------------------------------------

function say(region: Element | null, text: string, className: string, id?: string): void {
  if (!region) return
  if (!text) {
    region.replaceChildren()
    return
  }
  const p = document.createElement('p')
  p.className = className
  if (id) p.id = id
  else p.setAttribute('role', 'status')
  p.textContent = text
  region.replaceChildren(p)
}

async function signUp(form: HTMLFormElement): Promise<void> {
  const words = form.dataset
  const input = form.querySelector<HTMLInputElement>('input[name="email"]')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const sent = form.querySelector('[data-newsletter-sent]')
  const failed = form.querySelector('[data-newsletter-error]')
  if (!input || !button || button.disabled) return
  const errorId = `${input.id}-error`
  const showError = (text: string) => {
    say(sent, '', '')
    say(failed, text, 'm-0 rounded-lg bg-white text-danger font-semibold p-3', errorId)
    input.setAttribute('aria-invalid', 'true')
    input.setAttribute('aria-describedby', errorId)
    input.focus()
  }
  const email = input.value.trim()
  // The shared e-mail rule (the one the API applies), so the message is in the page's language at once.
  const problem = !email ? words.msgRequired : normaliseEmail(email) ? null : words.msgInvalid
  if (problem) return showError(problem)
  say(failed, '', '')
  input.removeAttribute('aria-invalid')
  input.removeAttribute('aria-describedby')
  const label = button.textContent
  button.disabled = true
  button.textContent = words.msgSending ?? label
  const website = form.querySelector<HTMLInputElement>('input[name="website"]')?.value ?? ''
  const answer = await apiFetch(new URL(form.action).pathname as `/api/${string}`, { body: { email, website } })
  button.disabled = false
  button.textContent = label
  if (answer.status === 0) return showError(words.msgOffline ?? '')
  if (!answer.ok) return showError(answer.data.msg ?? words.msgFailed ?? '')
  say(sent, answer.data.msg ?? words.msgFailed ?? '', 'm-0 rounded-lg bg-white text-success font-semibold p-3')
}

function listenToNewsletter(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-newsletter')) return
    event.preventDefault()
    void signUp(form)
  })
}

export function listenToLandingControls(): void {
  listenToCarousels()
  listenToVideos()
  listenToNewsletter()
}
