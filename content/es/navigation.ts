// The header menu and footer links in Spanish: the same groups and the same (English) paths as
// content/navigation.ts, in the same order; `Link` adds /es on a Spanish page. Data only: the
// paths and the DefendMePro item list come from the English module.
import type * as en from '../navigation'
import { defendProHref, defendProItems } from '../navigation'
import { howItWorksPath, site } from '../site'

type DefendProItem = (typeof defendProItems)[number]['item']

/** The ten DefendMePro items as the Solutions menu names them. */
const defendProLabels: Record<DefendProItem, string> = {
  'identity-theft': 'Protección contra el robo de identidad',
  'fraud-detection': 'Detección de fraudes',
  'scam-protection': 'Protección contra estafas',
  'scam-alerts': 'Centro de alertas de estafas',
  'financial-security': 'Seguridad financiera',
  'password-manager': 'Administrador de contraseñas',
  antivirus: 'Antivirus',
  vpn: 'VPN',
  'spam-call': 'Protección contra llamadas no deseadas',
  'human-support': 'Ayuda de personas reales los 7 días de la semana',
}

export const blogNav: readonly { slug: (typeof en.blogNav)[number]['slug']; label: string }[] = [
  { slug: 'online-scam-guide', label: 'Guía de estafas por internet' },
  { slug: 'romance-scam', label: 'Estafas románticas' },
  { slug: 'tech-support-scam', label: 'Estafas de soporte técnico' },
  { slug: 'banking-otp-fraud', label: 'Fraude con códigos del banco (OTP)' },
  { slug: 'spam-calls', label: 'Llamadas no deseadas' },
  { slug: 'phishing-emails', label: 'Correos electrónicos falsos (phishing)' },
  { slug: 'identity-theft', label: 'Robo de identidad' },
  { slug: 'online-shopping', label: 'Compras seguras por internet' },
  { slug: 'investment-scam', label: 'Estafas de inversión' },
  { slug: 'password-safety', label: 'Contraseñas seguras' },
  { slug: 'ai-voice-fraud', label: 'Fraude con voces de inteligencia artificial' },
]

export const navGroups: typeof en.navGroups = [
  {
    id: 'assist',
    label: 'SaffeSupport Assist',
    links: [
      { label: 'Ayuda técnica para su hogar', href: '/for-your-home' },
      { label: 'Soporte informático para su negocio', href: '/for-your-business' },
      { label: 'FixMyTech: una reparación única', href: '/FixMyTech' },
      { label: 'Ayuda en vivo', href: '/live-support' },
      { label: 'Planes y precios', href: '/Pricing' },
      { label: 'Contáctenos', href: '/contact' },
    ],
  },
  {
    id: 'solutions',
    label: 'Soluciones',
    links: [
      ...defendProItems.map((d) => ({
        label: defendProLabels[d.item],
        href: defendProHref(d.item, 'stamp' in d),
        document: true,
        stamp: 'stamp' in d,
      })),
      { label: 'DefendMePro: resumen', href: '/LearnMore' },
      { label: 'Protección de nuestra sociedad', href: '/solution' },
      { label: 'NetHaven: control parental', href: '/ParentSolution' },
      { label: 'Todas las funciones', href: '/features' },
    ],
  },
  {
    id: 'software',
    label: 'Programas',
    links: [
      { label: 'Tienda de programas de Microsoft', href: '/microsoft-store' },
      { label: 'Programas de seguridad en internet', href: '/internet-security' },
    ],
  },
  {
    id: 'knowledge',
    label: 'Centro de información',
    links: [
      { label: 'Creo que me estafaron: qué hacer ahora', href: '/help-now' },
      { label: '¿De verdad es SaffeSupport? Verifique un código', href: '/verify-us' },
      { label: '¿Es una estafa? Revise un mensaje', href: '/scam-check' },
      { label: 'Recursos sobre estafas y fraudes', href: '/resources' },
      { label: 'Alertas de estafas', href: '/alerts' },
      { label: 'Cómo reconocer llamadas falsas de soporte', href: '/IdentifyFakeCalls' },
      { label: 'Preguntas frecuentes sobre fraudes', href: '/ReadFAQ' },
      { label: 'Videos para reconocer estafas', href: '/#videos-section' },
      { label: `Cómo funciona ${site.company}`, href: howItWorksPath },
      { label: 'Cómo saber que de verdad somos nosotros', href: '/how-we-contact-you' },
      { label: 'Garantía de devolución de 30 días', href: '/DaysMoneyBack' },
      { label: 'En las noticias: estafa del Seguro Social', href: '/Fox' },
      { label: 'En las noticias: estafa con cajeros de criptomonedas', href: '/CBS' },
      { label: 'En las noticias: estafa con tarjetas de regalo', href: '/ABC11' },
      { label: 'En las noticias: números de teléfono falsificados', href: '/NewYorkPolice' },
      { label: 'En las noticias: informe del FBI sobre fraudes a personas mayores', href: '/ABCNational' },
      { label: 'Quiénes somos', href: '/about' },
      { label: 'Por qué elegirnos', href: '/why-us' },
    ],
  },
  {
    id: 'blog',
    label: 'Blog',
    links: [{ label: 'Todos los artículos', href: '/blog' }, ...blogNav.map((b): en.NavLink => ({ label: b.label, href: `/blog/${b.slug}` }))],
  },
]

export const footerLinks: typeof en.footerLinks = [
  { label: 'Inicio', href: '/home' },
  { label: 'Quiénes somos', href: '/about' },
  { label: 'Política de privacidad', href: '/privacy-policy' },
  { label: 'Términos del servicio', href: '/terms' },
  { label: 'Política de devoluciones', href: '/return-policy' },
  { label: 'Por qué elegirnos', href: '/why-us' },
  { label: 'Contacto', href: '/contact' },
  { label: 'Ayuda en vivo', href: '/live-support' },
  { label: '¿De verdad somos nosotros? Verifique un código', href: '/verify-us' },
]
