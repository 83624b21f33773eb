// Scam alerts in Spanish: the Spanish words over the English date, severity and regions;
// the e-mail and the push notification in the subscriber's language.
import { describe, expect, it } from 'vitest'
import { allAlerts, inLocale, loadAlert, publishedAlerts, regionLabel } from '#content/alerts'
import { pushPayload, subscriberLocale } from '#worker/alerts/consumer'
import { alertMail, alertSubject } from '#worker/alerts/mail'

const NOW = Date.parse('2026-11-23T12:00:00Z')

describe('alerts in Spanish', () => {
  it('every alert has its Spanish words; date, severity and regions come from the English file', () => {
    for (const en of publishedAlerts(NOW)) {
      const es = inLocale(en, 'es')
      expect(es.title, en.slug).not.toBe(en.title)
      expect(es.summary, en.slug).not.toBe(en.summary)
      expect({ slug: es.slug, date: es.date, severity: es.severity, regions: es.regions }).toEqual({
        slug: en.slug,
        date: en.date,
        severity: en.severity,
        regions: en.regions,
      })
    }
    expect(publishedAlerts(NOW, 'es').map((a) => a.slug)).toEqual(publishedAlerts(NOW).map((a) => a.slug))
  })

  it('loads the Spanish body for a Spanish page, the English one otherwise', async () => {
    const slug = allAlerts[0].slug
    const es = await loadAlert(slug, NOW, 'es')
    const en = await loadAlert(slug, NOW)
    expect(es?.html).not.toBe(en?.html)
    expect(es?.html).toMatch(/\b(usted|su|para)\b/)
    expect(en?.html).not.toMatch(/\busted\b/)
    expect(await loadAlert('no-such-alert', NOW, 'es')).toBeNull()
  })

  it('names the countries in Spanish', () => {
    expect(regionLabel('both', 'es')).toBe('Estados Unidos y Canadá')
    expect(regionLabel('CA', 'es')).toBe('Canadá')
    expect(regionLabel('US')).toBe('United States')
  })
})

describe('the alert e-mail and push notification in the subscriber language', () => {
  const opts = { to: 'ana@example.com', origin: 'https://saffesupport.com', token: 'tok', postal: '1 Main St, Springfield' }

  it('a Spanish subscriber gets a Spanish e-mail with Spanish links', async () => {
    const alert = (await loadAlert('government-impostor-calls', NOW, 'es'))!
    const mail = alertMail({ ...opts, alert, locale: 'es' })
    expect(mail.subject).toMatch(/^Alerta (urgente )?de estafa: /)
    expect(mail.subject).toContain(alert.title)
    expect(mail.text).toContain('Recibe este correo porque se suscribió')
    expect(mail.text).toContain(`Léala en nuestro sitio: https://saffesupport.com/es/alerts/${alert.slug}`)
    expect(mail.text).toContain('Cancelar la suscripción: https://saffesupport.com/es/newsletter/unsubscribe?token=tok')
    expect(mail.html).toContain('<html lang="es">')
    expect(mail.html).toContain('Lea esta alerta en nuestro sitio')
    expect(mail.html).not.toMatch(/Unsubscribe<|Read this alert/)
    // The one-click unsubscribe (RFC 8058) stays the API address.
    expect(JSON.stringify(mail.headers)).toContain('/api/')
  })

  it('an English subscriber gets the e-mail as before', async () => {
    const alert = (await loadAlert('government-impostor-calls', NOW))!
    const mail = alertMail({ ...opts, alert })
    expect(mail.subject).toBe(`${alert.severity === 'urgent' ? 'Urgent scam alert' : 'Scam alert'}: ${alert.title}`)
    expect(mail.text).toContain(`Read it on our site: https://saffesupport.com/alerts/${alert.slug}`)
    expect(mail.text).toContain('Unsubscribe: https://saffesupport.com/newsletter/unsubscribe?token=tok')
    expect(mail.html).toContain('<html lang="en">')
  })

  it('subscribers without a locale column, or with an unknown value, are English', () => {
    expect(subscriberLocale({ email: 'a@example.com' })).toBe('en')
    expect(subscriberLocale({ locale: 'de' })).toBe('en')
    expect(subscriberLocale({ locale: 'fr' })).toBe('fr')
    expect(subscriberLocale({ locale: 'es' })).toBe('es')
  })

  it('the push notification carries English and, under `es`, Spanish words and the Spanish page', async () => {
    const en = (await loadAlert('toll-road-texts', NOW))!
    const es = (await loadAlert('toll-road-texts', NOW, 'es'))!
    const fr = (await loadAlert('toll-road-texts', NOW, 'fr'))!
    const payload = pushPayload(en, { es, fr })
    expect(payload).toMatchObject({ title: alertSubject(en), body: en.summary, url: '/alerts/toll-road-texts', tag: 'toll-road-texts' })
    expect(payload.es).toEqual({ title: alertSubject(es, 'es'), body: es.summary, url: '/es/alerts/toll-road-texts' })
    expect(payload.es?.title).toMatch(/^Alerta/)
    expect(payload.fr).toEqual({ title: alertSubject(fr, 'fr'), body: fr.summary, url: '/fr/alerts/toll-road-texts' })
    expect(payload.en).toBeUndefined()
    // Web Push payloads must stay small (about 4 KB once encrypted).
    expect(new TextEncoder().encode(JSON.stringify(payload)).length).toBeLessThan(3000)
  })
})
