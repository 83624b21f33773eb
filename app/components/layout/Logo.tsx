import { site } from '#content/site'

/** The company's mark: a shield with a check, and the name. */
export function Logo() {
  return (
    <>
      <svg width="36" height="40" viewBox="0 0 36 40" aria-hidden="true" focusable="false">
        <path d="M18 1 3 7v11c0 10 6.5 17.5 15 21 8.5-3.5 15-11 15-21V7L18 1Z" fill="#0b3a6e" />
        <path d="M18 5 7 9.5V18c0 7.8 4.8 13.8 11 16.8 6.2-3 11-9 11-16.8V9.5L18 5Z" fill="#1f6feb" />
        <path d="m11.5 20 4.5 4.5 9-9" fill="none" stroke="#d4a017" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="logo-name text-[min(1.25rem,4.6vw)] font-bold text-navy tracking-tight">{site.company}</span>
    </>
  )
}
