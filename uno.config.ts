import presetWind4 from '@unocss/preset-wind4'
import { defineConfig } from '@unocss/vite'

// Design tokens. Text colours pass WCAG AA (4.5:1) on white and on `surface`.
export const brand = {
  navy: '#0b3a6e',
  blue: '#1558c0',
  sky: '#1f6feb',
  teal: '#0f766e',
  gold: '#d4a017',
  goldDark: '#8a6500',
  ink: '#1b2430',
  muted: '#4a5565',
  surface: '#eef4fb',
  line: '#c9d6e6',
  danger: '#b42318',
  success: '#0f6b3a',
}

/** Every `hover:` (and `group-hover:`…) utility applies only where a pointer hovers: on a touch screen a
 * tap sets :hover before its click, and the restyle would repaint the page first (decision 350). */
export const hoverOnlyWhereHover = (util: { selector: string; parent?: string }): void => {
  if (!util.selector.includes(':hover')) return
  const media = '@media (hover: hover)'
  if (util.parent?.includes(media)) return
  util.parent = util.parent ? `${util.parent} $$ ${media}` : media
}

export default defineConfig({
  postprocess: [hoverOnlyWhereHover],
  presets: [presetWind4({ preflights: { reset: true } })],
  theme: {
    colors: brand,
    // The spec's breakpoints.
    breakpoint: { sm: '576px', md: '768px', lg: '992px', xl: '1200px', xxl: '1400px' },
  },
  shortcuts: {
    container: 'mx-auto w-full max-w-[72rem] px-4 md:px-6',
    btn: 'inline-flex items-center justify-center gap-2 min-h-11 min-w-11 px-5 py-2 rounded-lg font-semibold no-underline transition-colors cursor-pointer border-2 border-transparent',
    'btn-primary': 'btn bg-blue text-white hover:bg-navy',
    'btn-secondary': 'btn bg-white text-navy border-navy hover:bg-surface',
    'btn-gold': 'btn bg-gold text-ink hover:bg-[#e5b52a]',
    card: 'rounded-xl bg-white border border-line p-5 shadow-sm',
    // The header menu's fifty-odd links share one class: every page's HTML is 5 KB lighter than with
    // the utilities written out on each link.
    'menu-link': 'block px-4 py-2.5 min-h-11 text-ink no-underline hover:bg-surface hover:text-navy rounded-md leading-snug',
  },
})
