import { STORAGE_KEYS, writeStorage } from '#app/lib/storage'

/** Shown until a choice is stored; the boot script hides it before paint on later visits. */
export function CookieBanner() {
  const choose = (value: 'accepted' | 'rejected') => {
    writeStorage(STORAGE_KEYS.consent, value)
    document.documentElement.setAttribute('data-consent', value)
  }
  return (
    <section
      className="cookie-banner fixed inset-x-0 bottom-0 z-50 bg-white border-t-4 border-gold shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
      aria-label="Cookie choices"
    >
      <div className="container py-4 flex flex-col md:flex-row md:items-center gap-3">
        <p className="m-0 flex-1">
          We use a few small files in your browser to remember your choices, like text size and sign-in. We do not
          sell your information. <a href="/privacy-policy">Read our privacy policy</a>.
        </p>
        <div className="flex gap-3">
          <button type="button" className="btn-primary" onClick={() => choose('accepted')}>
            Accept
          </button>
          <button type="button" className="btn-secondary" onClick={() => choose('rejected')}>
            Reject
          </button>
        </div>
      </div>
    </section>
  )
}
