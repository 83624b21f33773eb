// The site's small stroke icons, drawn inline so they show on every device (emoji fonts vary).
// Decorative only: the text beside each says the same.
const paths: Record<string, string> = {
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z M8.5 12l2.5 2.5 4.5-5',
  phone: 'M5 4h3l2 5-2.5 1.5a11 11 0 005 5L14 13l5 2v3a2 2 0 01-2 2A15 15 0 013 6a2 2 0 012-2z',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  lock: 'M6 11h12v9H6z M8.5 11V8a3.5 3.5 0 017 0v3 M12 15v2',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18z M12 7v5l3.5 2',
  users: 'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7z M2.5 20a6.5 6.5 0 0113 0 M16 4.3a3.5 3.5 0 010 6.4 M18 14.5a6.5 6.5 0 013.5 5.5',
  check: 'M12 3a9 9 0 100 18 9 9 0 000-18z M8 12.5l2.8 2.8L16.5 9',
  award: 'M12 3a6 6 0 100 12 6 6 0 000-12z M8.5 14l-1.5 7 5-2.5 5 2.5-1.5-7',
  badge:
    'M12 2.5l2.2 2 3-.4.9 2.9 2.6 1.6-1 2.9 1 2.9-2.6 1.6-.9 2.9-3-.4-2.2 2-2.2-2-3 .4-.9-2.9L3.3 15l1-2.9-1-2.9 2.6-1.6.9-2.9 3 .4z M8.5 12l2.5 2.5 4.5-5',
  flag: 'M5 21V4 M5 4h11l-2 4 2 4H5',
  refund:
    'M4 12a8 8 0 108-8H8 M8 1.5L5 4l3 2.5 M9.5 14.5c.5 1 1.5 1.5 2.5 1.5 1.4 0 2.5-.8 2.5-2s-1-1.7-2.5-2-2.5-.8-2.5-2 1.1-2 2.5-2c1 0 2 .5 2.5 1.5 M12 6.5v1 M12 16v1',
  devices: 'M3 5h14v9H3z M1 17h18 M19 9h3v11h-5v-3',
  home: 'M3 11l9-7 9 7 M5 10v10h14V10 M10 20v-5h4v5',
  building: 'M4 21V4h10v17 M14 9h6v12 M2 21h20 M7 7h1 M10 7h1 M7 10h1 M10 10h1 M7 13h1 M10 13h1 M17 12h1 M17 15h1',
  child: 'M12 7.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z M12 9v6 M8 11l4-2 4 2 M9.5 21l2.5-6 2.5 6',
  wrench: 'M14.5 4.5a4.5 4.5 0 00-5.8 5.8L3 16l5 5 5.7-5.7a4.5 4.5 0 005.8-5.8L16.5 12 12 7.5z',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  chat: 'M4 5h16v11H9l-4 4v-4H4z M8 9.5h8 M8 12.5h5',
  'id-card': 'M3 5h18v14H3z M8 11a2 2 0 100-4 2 2 0 000 4z M5 16a3 3 0 016 0 M13 9h5 M13 13h5',
  coins:
    'M9 9a6 2.5 0 1012 0A6 2.5 0 109 9z M9 9v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V9 M3 13a6 2.5 0 006 2.4 M3 13v4c0 1.4 2.7 2.5 6 2.5 1.1 0 2.1-.1 3-.3',
  gift: 'M3 9h18v4H3z M5 13v8h14v-8 M12 9v12 M12 9c-2-4-6-4-6-1.5S10 9 12 9c2 0 6-1 6-1.5S14 5 12 9z',
  report: 'M6 3h9l4 4v14H6z M14 3v5h5 M9 17v-3 M12 17v-6 M15 17v-4',
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 01.5-.5z',
  google:
    'M20.5 12.2c0-.7-.1-1.3-.2-1.9H12v3.6h4.8a4.1 4.1 0 01-1.8 2.7v2.2h2.9c1.7-1.6 2.6-3.9 2.6-6.6z M12 21c2.4 0 4.5-.8 5.9-2.2L15 16.6c-.8.5-1.8.9-3 .9-2.3 0-4.3-1.6-5-3.7H4v2.3A9 9 0 0012 21z M7 13.8a5.4 5.4 0 010-3.5V8H4a9 9 0 000 8z M12 6.6c1.3 0 2.5.5 3.4 1.3l2.6-2.6A9 9 0 004 8l3 2.3c.7-2.1 2.7-3.7 5-3.7z',
  play: 'M8 5l11 7-11 7z',
  external: 'M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6',
}

export type IconName = keyof typeof paths

export function Icon({ name, size = 28, className = 'shrink-0' }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  )
}
