// The company's phrases in Spanish. The contact details (phone, e-mail, address of the site) are the
// English module's, spread in unchanged: one source for every number.
import { site as en } from '../site'

export const site = {
  ...en,
  hours: 'Nuestra línea telefónica atiende las 24 horas, los 7 días de la semana.',
  supportHours: 'Personas reales le atienden los 7 días de la semana.',
  foundedYearsText: 'más de 9 años',
  claims: {
    years: 'Más de 9 años en el negocio',
    rating: 'Atención paciente, sin prisas',
    resolved: 'Más de 100,000 problemas técnicos resueltos',
    devices: 'más de 100,000 dispositivos protegidos',
    humans: 'Soporte de personas reales los 7 días de la semana',
    usBased: 'Soporte desde Estados Unidos',
    guarantee: 'Garantía de devolución de dinero de 30 días',
    pricing: 'Precios especiales para personas mayores y veteranos',
  },
}

/** The same path in both languages (the router adds /es). */
export { contentTokens, howItWorksPath } from '../site'
