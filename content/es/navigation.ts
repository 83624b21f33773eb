// The header menu and footer links in Spanish: only the words. The groups, the (English) paths, the
// DefendMePro items and the blog articles, and their order, come from content/navigation.ts; `Link`
// adds /es on a Spanish page.
import type { DefendProItem } from '../defendpro-items'
import * as en from '../navigation'
import { howItWorksPath, site } from '../site'
import { relabel } from '../translate'
import { defendProItems as itemsEs } from './defendpro-items'

const where = 'content/es/navigation.ts'

/** The Solutions menu names two of the ten DefendMePro items in its own words, the others as content/es/defendpro-items.ts. */
const menuNames: Partial<Record<DefendProItem, string>> = {
  'fraud-detection': 'Detección de fraudes',
  'human-support': 'Ayuda de personas reales los 7 días de la semana',
}
const defendProLabel = (d: (typeof itemsEs)[number]) => menuNames[d.item] ?? d.label

export const blogNav: readonly { slug: (typeof en.blogNav)[number]['slug']; label: string }[] = relabel(where, en.blogNav, (b) => b.slug, {
  'online-scam-guide': 'Guía de estafas por internet',
  'romance-scam': 'Estafas románticas',
  'tech-support-scam': 'Estafas de soporte técnico',
  'banking-otp-fraud': 'Fraude con códigos del banco (OTP)',
  'spam-calls': 'Llamadas no deseadas',
  'phishing-emails': 'Correos electrónicos falsos (phishing)',
  'identity-theft': 'Robo de identidad',
  'online-shopping': 'Compras seguras por internet',
  'investment-scam': 'Estafas de inversión',
  'password-safety': 'Contraseñas seguras',
  'ai-voice-fraud': 'Fraude con voces de inteligencia artificial',
})

/** Each menu group's label and its links' labels, by the link's path (the English group's paths, in any order). */
const menuWords: Record<string, { label: string; links: Record<string, string> }> = {
  assist: {
    label: 'SaffeSupport Assist',
    links: {
      '/for-your-home': 'Ayuda técnica para su hogar',
      '/for-your-business': 'Soporte informático para su negocio',
      '/FixMyTech': 'FixMyTech: una reparación única',
      '/live-support': 'Ayuda en vivo',
      '/Pricing': 'Planes y precios',
      '/contact': 'Contáctenos',
    },
  },
  solutions: {
    label: 'Soluciones',
    links: {
      ...Object.fromEntries(itemsEs.map((d) => [en.defendProHref(d.item, d.stamp), defendProLabel(d)])),
      '/LearnMore': 'DefendMePro: resumen',
      '/solution': 'Protección contra estafas para personas mayores',
      '/ParentSolution': 'NetHaven: control parental',
      '/features': 'Todas las funciones',
    },
  },
  software: {
    label: 'Programas',
    links: {
      '/microsoft-store': 'Programas de Microsoft que vendemos',
      '/internet-security': 'Programas de seguridad en internet',
    },
  },
  knowledge: {
    label: 'Centro de información',
    links: {
      '/help-now': 'Creo que me estafaron: qué hacer ahora',
      '/verify-us': '¿De verdad es SaffeSupport? Vea quién le ayuda',
      '/scam-check': '¿Es una estafa? Revise un mensaje',
      '/resources': 'Recursos sobre estafas y fraudes',
      '/alerts': 'Alertas de estafas',
      '/IdentifyFakeCalls': 'Cómo reconocer llamadas falsas de soporte',
      '/ReadFAQ': 'Preguntas frecuentes sobre fraudes',
      '/#videos-section': 'Videos para reconocer estafas',
      [howItWorksPath]: `Cómo funciona ${site.company}`,
      '/how-we-contact-you': 'Cómo saber que de verdad somos nosotros',
      '/DaysMoneyBack': 'Garantía de devolución de 30 días',
      '/Fox': 'En las noticias: estafa del Seguro Social',
      '/CBS': 'En las noticias: estafa con cajeros de criptomonedas',
      '/ABC11': 'En las noticias: estafa con tarjetas de regalo',
      '/NewYorkPolice': 'En las noticias: números de teléfono falsificados',
      '/ABCNational': 'En las noticias: informe del FBI sobre fraudes a personas mayores',
      '/about': 'Quiénes somos',
      '/why-us': 'Por qué elegirnos',
    },
  },
  blog: {
    label: 'Blog',
    links: {
      '/blog': 'Todos los artículos',
      ...Object.fromEntries(blogNav.map((b) => [`/blog/${b.slug}`, b.label])),
    },
  },
}

// Labels are keyed by the English link's path (a plain string here: the paths themselves are typed and
// checked in content/navigation.ts; a missing or extra one throws when this module loads).
export const navGroups: typeof en.navGroups = en.navGroups.map((group) => {
  const words = menuWords[group.id]
  if (!words) throw new Error(`${where}: no words for the menu group "${group.id}"`)
  return { ...group, label: words.label, links: relabel(`${where} (${group.id})`, group.links, (l): string => l.href, words.links) }
})

export const footerLinks: typeof en.footerLinks = relabel(where, en.footerLinks, (l): string => l.href, {
  '/home': 'Inicio',
  '/about': 'Quiénes somos',
  '/privacy-policy': 'Política de privacidad',
  '/terms': 'Términos del servicio',
  '/return-policy': 'Política de devoluciones',
  '/why-us': 'Por qué elegirnos',
  '/contact': 'Contacto',
  '/live-support': 'Ayuda en vivo',
  '/verify-us': '¿De verdad somos nosotros? Vea quién le ayuda',
})
