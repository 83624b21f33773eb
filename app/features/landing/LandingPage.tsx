import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Carousel } from '#app/components/Carousel'
import { Icon, type IconName } from '#app/components/Icon'
import { PhoneLink } from '#app/components/PhoneLink'
import { Reveal } from '#app/components/Reveal'
import { LatestAlerts } from '#app/features/alerts/LatestAlerts'
import { InlineChat } from '#app/features/chat/InlineChat'
import * as landingEs from '#content/es/landing'
import * as newsEs from '#content/es/news-links'
import * as landingFr from '#content/fr/landing'
import * as newsFr from '#content/fr/news-links'
import type { ShowcaseItem } from '#content/landing'
import * as landingEn from '#content/landing'
import { defendProHref } from '#content/navigation'
import * as newsEn from '#content/news-links'
import { fillTokens, site } from '#content/site'
import { currentLocale, localizeHref, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import type { ServiceMap as ServiceMapData } from '#worker/geo/map'
import { FraudChart } from './FraudChart'
import { GlowDots } from './GlowDots'
import { NewsletterSignup } from './NewsletterSignup'
import { ServiceMap } from './ServiceMap'
import { VideoCarousel } from './VideoCarousel'

/** Spec: the trust strip's arrows scroll it by 300 px. */
export const TRUST_STEP = 300

const badgeIcons: Record<string, IconName> = {
  bbb: 'award',
  trustedsite: 'badge',
  'us-based': 'flag',
  guarantee: 'refund',
  encrypted: 'lock',
  devices: 'devices',
}

const showcaseIcons: Record<ShowcaseItem, IconName> = {
  'identity-theft': 'id-card',
  'fraud-detection': 'shield',
  'scam-protection': 'phone',
  'scam-alerts': 'mail',
  'financial-security': 'coins',
  'password-manager': 'lock',
  antivirus: 'check',
  vpn: 'devices',
  'spam-call': 'phone',
  'human-support': 'users',
}

/** A landing-page section that fades in when 20% of it is visible (spec). */
function Section({
  id,
  labelledBy,
  className = '',
  children,
}: {
  id?: string
  labelledBy: string
  className?: string
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={className}>
      <Reveal threshold={0.2} className="container py-12 md:py-16">
        {children}
      </Reveal>
    </section>
  )
}

/**
 * A landing section's heading and its sentence. Full-width sections keep the sentence to a readable
 * width; `inColumn` is for the split sections whose heading shares a row with a chart, form or buttons.
 */
function SectionIntro({
  id,
  heading,
  text,
  inColumn = false,
  onDark = false,
}: {
  id: string
  heading: ReactNode
  text?: ReactNode
  inColumn?: boolean
  onDark?: boolean
}) {
  const white = onDark ? ' text-white' : ''
  return (
    <>
      <h2 id={id} className={`text-3xl m-0${white}`}>
        {heading}
      </h2>
      {text === undefined ? null : <p className={inColumn ? `mt-3 mb-0${white}` : 'mt-3 max-w-3xl'}>{text}</p>}
    </>
  )
}

export function LandingPage({ map }: { map: ServiceMapData }) {
  const locale = currentLocale()
  const {
    businessCard,
    guaranteeSection,
    hero,
    homeCard,
    itHelpSection,
    kidsSection,
    mapSection,
    newsletter,
    parentalCard,
    seniorPricing,
    showcase,
    socialSection,
    statsSection,
    trustBadges,
    trustHighlights,
    videosSection,
  } = pick({ en: landingEn, es: landingEs, fr: landingFr }, locale)
  const { newsBar, newsLinks } = pick({ en: newsEn, es: newsEs, fr: newsFr }, locale)
  const trustHeading = m.home_trust_heading()
  return (
    <div className="landing">
      {/* Hero */}
      <section className="landing-hero relative overflow-hidden text-white" aria-labelledby="hero-heading">
        <GlowDots />
        <div className="container relative py-14 md:py-20">
          <h1 id="hero-heading" className="text-4xl md:text-6xl m-0 text-white max-w-3xl">
            {hero.heading}
          </h1>
          <p className="text-xl md:text-2xl mt-4 mb-0 font-semibold max-w-3xl text-[#ffd866]">{fillTokens(hero.sub)}</p>
          <p className="text-lg mt-4 mb-0 max-w-3xl text-white">{fillTokens(hero.lead)}</p>
          <div className="mt-8 flex flex-wrap gap-4 items-center">
            <PhoneLink className="btn-gold text-xl px-6 py-3" icon={26}>
              <span>
                {m.home_hero_call()} <span className="phone-number whitespace-nowrap">{site.phone}</span>
              </span>
            </PhoneLink>
            <Link to="/Pricing" className="btn text-lg text-white border-white hover:bg-white hover:text-navy">
              {m.home_hero_plans()}
            </Link>
            <Link to="/scam-check" className="btn text-lg text-white border-white hover:bg-white hover:text-navy">
              {m.home_hero_scam_check()}
            </Link>
            <Link to="/help-now" className="btn help-now-link text-lg bg-white text-danger border-danger hover:bg-[#fdecea]">
              {m.home_hero_help_now()}
            </Link>
          </div>
          <p className="mt-4 mb-0 text-white">{m.home_hero_hours({}, { locale })}</p>
        </div>
      </section>

      {/* Trust badges */}
      <section aria-labelledby="badges-heading" className="border-b border-line">
        <div className="container py-8">
          <h2 id="badges-heading" className="visually-hidden">
            {m.home_badges_heading()}
          </h2>
          <ul className="list-none m-0 p-0 grid gap-4 grid-cols-1 sm:grid-cols-2 lg:grid-cols-3">
            {trustBadges.map((b) => {
              const inner = (
                <>
                  <span className="text-blue shrink-0">
                    <Icon name={badgeIcons[b.id] ?? 'check'} size={34} />
                  </span>
                  <span>
                    <span className="block font-bold text-navy">{b.label}</span>
                    <span className="block text-base">{b.text}</span>
                  </span>
                </>
              )
              return (
                <li key={b.id}>
                  {b.id === 'bbb' ? (
                    <a href={site.social.bbb} className="trust-badge no-underline text-ink" target="_blank" rel="noopener noreferrer">
                      {inner}
                      <span className="visually-hidden">{m.home_badges_bbb_new_tab()}</span>
                    </a>
                  ) : b.id === 'guarantee' ? (
                    <Link to="/DaysMoneyBack" className="trust-badge no-underline text-ink">
                      {inner}
                    </Link>
                  ) : (
                    <div className="trust-badge">{inner}</div>
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      {/* Trust strip carousel */}
      <Section labelledBy="trust-heading" className="bg-surface">
        <SectionIntro id="trust-heading" heading={trustHeading} />
        <Carousel label={trustHeading} step={TRUST_STEP} className="mt-4" listClassName="gap-4">
          {trustHighlights.map((t) => (
            <div key={t.text} className="card w-[16rem] h-full flex flex-col gap-3">
              <span className="text-teal">
                <Icon name={t.icon} size={36} />
              </span>
              <p className="m-0 text-lg font-semibold text-ink">{t.text}</p>
            </div>
          ))}
        </Carousel>
      </Section>

      {/* Protect Your Kids Online */}
      <Section labelledBy="kids-heading">
        <div className="grid gap-8 md:grid-cols-[auto_1fr] items-center">
          <span className="hidden md:flex items-center justify-center w-32 h-32 rounded-full bg-surface text-teal">
            <Icon name="child" size={72} />
          </span>
          <div>
            <p className="m-0">
              <span className="inline-block rounded-full bg-danger text-white font-bold text-base px-3 py-1 tracking-wide">
                {kidsSection.badge}
              </span>
            </p>
            <h2 id="kids-heading" className="text-3xl mt-3 mb-0">
              {kidsSection.heading}
            </h2>
            <p className="mt-3 mb-5 max-w-3xl">{fillTokens(kidsSection.text)}</p>
            <Link to="/ParentSolution" className="btn-primary text-lg">
              {m.home_kids_action()}
            </Link>
          </div>
        </div>
      </Section>

      {/* Effortless IT Help */}
      <Section labelledBy="ithelp-heading" className="bg-surface">
        <SectionIntro id="ithelp-heading" heading={itHelpSection.heading} text={fillTokens(itHelpSection.text)} />
        <ul className="list-none m-0 p-0 mt-4 grid gap-3 md:grid-cols-2">
          {itHelpSection.points.map((p) => (
            <li key={p} className="flex gap-3 items-start">
              <span className="text-success mt-0.5 shrink-0">
                <Icon name="check" size={26} />
              </span>
              <span>{p}</span>
            </li>
          ))}
        </ul>
      </Section>

      {/* Fraud statistics */}
      <Section labelledBy="stats-heading">
        <div className="grid gap-8 lg:grid-cols-[2fr_3fr] items-center">
          <div>
            <SectionIntro id="stats-heading" heading={statsSection.heading} text={fillTokens(statsSection.text)} inColumn />
          </div>
          <FraudChart />
        </div>
      </Section>

      {/* Videos */}
      <Section id="videos-section" labelledBy="videos-heading" className="bg-surface">
        <SectionIntro id="videos-heading" heading={videosSection.heading} text={fillTokens(videosSection.text)} />
        <VideoCarousel label={videosSection.heading} />
      </Section>

      {/* News bar */}
      <Section labelledBy="news-heading">
        <SectionIntro id="news-heading" heading={newsBar.heading} text={newsBar.lead} />
        <ul className="news-bar list-none m-0 p-0 mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {newsLinks.map((n) => (
            <li key={n.href}>
              <Link to={n.href} className="news-link">
                <span className="text-blue shrink-0">
                  <Icon name={n.icon} size={30} />
                </span>
                <span>
                  <span className="block text-sm font-bold uppercase tracking-wide text-muted">{n.outlet}</span>
                  <span className="block font-semibold">{n.label}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {/* DefendMePro showcase */}
      <Section labelledBy="showcase-heading" className="bg-surface">
        <SectionIntro id="showcase-heading" heading={showcase.heading} text={fillTokens(showcase.lead)} />
        <ul className="list-none p-0 m-0 mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {showcase.features.map((f) => (
            <li key={f.item} className="card flex flex-col gap-2">
              <span className="text-blue">
                <Icon name={showcaseIcons[f.item] ?? 'shield'} size={32} />
              </span>
              <h3 className="text-lg m-0">
                <a href={localizeHref(defendProHref(f.item), locale)} className="showcase-link">
                  {f.title}
                </a>
              </h3>
              <p className="m-0 text-base">{fillTokens(f.text)}</p>
            </li>
          ))}
        </ul>
      </Section>

      {/* Senior and veteran pricing */}
      <Section labelledBy="senior-heading">
        <div className="rounded-2xl bg-navy text-white p-6 md:p-10 grid gap-6 md:grid-cols-[1fr_auto] items-center">
          <div>
            <SectionIntro id="senior-heading" heading={seniorPricing.heading} text={fillTokens(seniorPricing.text)} inColumn onDark />
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to="/contact" className="btn-gold text-lg">
              {m.home_senior_call()}
            </Link>
            <Link to="/LearnMore" className="btn text-lg text-white border-white hover:bg-white hover:text-navy">
              {m.home_senior_more()}
              <span className="visually-hidden">{m.home_senior_more_hidden()}</span>
            </Link>
          </div>
        </div>
      </Section>

      {/* Home and business IT, parental control, guarantee */}
      <Section labelledBy="services-heading" className="bg-surface">
        <SectionIntro id="services-heading" heading={m.home_services_heading()} />
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {(
            [
              ['home', homeCard, '/for-your-home', m.home_services_home_action()],
              ['building', businessCard, '/for-your-business', m.home_services_business_action()],
              ['child', parentalCard, '/ParentSolution', m.home_services_parental_action()],
              ['refund', guaranteeSection, '/DaysMoneyBack', m.home_services_guarantee_action()],
            ] as const
          ).map(([icon, card, to, action]) => (
            <ServiceCard key={to} icon={icon} heading={card.heading} text={card.text} to={to} action={action} />
          ))}
        </div>
      </Section>

      <LatestAlerts />

      {/* Newsletter */}
      <Section labelledBy="newsletter-heading">
        <div className="rounded-2xl bg-teal text-white p-6 md:p-10 grid gap-6 lg:grid-cols-2 items-start">
          <div>
            <SectionIntro id="newsletter-heading" heading={newsletter.heading} text={fillTokens(newsletter.text)} inColumn onDark />
          </div>
          <NewsletterSignup />
        </div>
      </Section>

      {/* The in-page chat widget (spec): the same conversation as the floating Chat button. */}
      <div className="container py-12 md:py-16">
        <InlineChat />
      </div>

      {/* Social */}
      <Section labelledBy="social-heading" className="bg-surface">
        <SectionIntro id="social-heading" heading={socialSection.heading} text={socialSection.text} />
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={site.social.facebook} className="btn-primary text-lg" target="_blank" rel="noopener noreferrer">
            <Icon name="facebook" size={24} />
            {m.home_social_facebook()}
            <span className="visually-hidden">{m.home_new_tab()}</span>
          </a>
          <a href={site.social.googleReviews} className="btn-secondary text-lg" target="_blank" rel="noopener noreferrer">
            <Icon name="google" size={24} />
            {m.home_social_google()}
            <span className="visually-hidden">{m.home_new_tab()}</span>
          </a>
        </div>
      </Section>

      {/* Map */}
      <Section labelledBy="map-heading">
        <div className="grid gap-8 lg:grid-cols-[2fr_3fr] items-center">
          <div>
            <h2 id="map-heading" className="text-3xl m-0">
              {mapSection.heading}
            </h2>
            <p className="mt-4 mb-0 text-4xl font-bold text-teal leading-tight">{mapSection.claim}</p>
            <p className="mt-4 mb-0">{fillTokens(mapSection.text)}</p>
          </div>
          <ServiceMap map={map} />
        </div>
      </Section>
    </div>
  )
}

function ServiceCard({
  icon,
  heading,
  text,
  to,
  action,
}: {
  icon: IconName
  heading: string
  text: string
  to: '/for-your-home' | '/for-your-business' | '/ParentSolution' | '/DaysMoneyBack'
  action: string
}) {
  return (
    <div className="card flex flex-col gap-3">
      <span className="text-blue">
        <Icon name={icon} size={36} />
      </span>
      <h3 className="text-2xl m-0">{heading}</h3>
      <p className="m-0">{fillTokens(text)}</p>
      <p className="mt-auto mb-0">
        <Link to={to} className="btn-primary">
          {action}
        </Link>
      </p>
    </div>
  )
}
