import { Link } from '@tanstack/react-router'
import { businessCard, hero, homeCard, showcase } from '#content/landing'
import { defendProHref } from '#content/navigation'
import { fillTokens, site } from '#content/site'

export function LandingPage() {
  return (
    <>
      <section className="bg-surface border-b border-line">
        <div className="container py-12 md:py-16">
          <h1 className="text-4xl md:text-5xl m-0">{hero.heading}</h1>
          <p className="text-xl mt-3 mb-0 font-semibold text-navy">{fillTokens(hero.sub)}</p>
          <p className="text-lg mt-4 mb-0 max-w-3xl">{fillTokens(hero.lead)}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={site.phoneHref} className="btn-primary text-lg">
              Call {site.phone}
            </a>
            <Link to="/Pricing" className="btn-secondary text-lg">
              See plans and prices
            </Link>
          </div>
        </div>
      </section>
      <section className="container py-12" aria-labelledby="showcase-heading">
        <h2 id="showcase-heading" className="text-3xl m-0">
          {showcase.heading}
        </h2>
        <p className="mt-3 max-w-3xl">{fillTokens(showcase.lead)}</p>
        <ul className="list-none p-0 mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {showcase.features.map((f) => (
            <li key={f.item} className="card">
              <h3 className="text-xl m-0">
                <a href={defendProHref(f.item)}>{f.title}</a>
              </h3>
              <p className="mt-2 mb-0">{fillTokens(f.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="container pb-12 grid gap-4 md:grid-cols-2" aria-label="Tech support">
        <div className="card">
          <h2 className="text-2xl m-0">{homeCard.heading}</h2>
          <p>{fillTokens(homeCard.text)}</p>
          <Link to="/for-your-home" className="btn-primary">
            Tech help for your home
          </Link>
        </div>
        <div className="card">
          <h2 className="text-2xl m-0">{businessCard.heading}</h2>
          <p>{fillTokens(businessCard.text)}</p>
          <Link to="/for-your-business" className="btn-primary">
            IT support for your business
          </Link>
        </div>
      </section>
    </>
  )
}
