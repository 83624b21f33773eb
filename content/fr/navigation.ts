// The header menu and footer links in French: only the words. The groups, the (English) paths, the
// DefendMePro items and the blog articles, and their order, come from content/navigation.ts; `Link`
// adds /fr on a French page.
import type { DefendProItem } from '../defendpro-items'
import * as en from '../navigation'
import { howItWorksPath, site } from '../site'
import { relabel } from '../translate'
import { defendProItems as itemsFr } from './defendpro-items'

const where = 'content/fr/navigation.ts'

/** The Solutions menu names two of the ten DefendMePro items in its own words, the others as content/fr/defendpro-items.ts. */
const menuNames: Partial<Record<DefendProItem, string>> = {
  'fraud-detection': 'Détection de la fraude',
  'human-support': 'Soutien humain 7 jours sur 7',
}
const defendProLabel = (d: (typeof itemsFr)[number]) => menuNames[d.item] ?? d.label

export const blogNav: readonly { slug: (typeof en.blogNav)[number]['slug']; label: string }[] = relabel(where, en.blogNav, (b) => b.slug, {
  'online-scam-guide': 'Guide des arnaques en ligne',
  'romance-scam': 'Arnaques amoureuses',
  'tech-support-scam': 'Arnaques au faux soutien technique',
  'banking-otp-fraud': 'Fraude aux codes de la banque (OTP)',
  'spam-calls': 'Appels indésirables',
  'phishing-emails': 'Courriels d’hameçonnage',
  'identity-theft': 'Vol d’identité',
  'online-shopping': 'Magasiner en ligne en sécurité',
  'investment-scam': 'Arnaques à l’investissement',
  'password-safety': 'Mots de passe sûrs',
  'ai-voice-fraud': 'Fraude aux voix créées par l’IA',
})

/** Each menu group's label and its links' labels, by the link's path (the English group's paths, in any order). */
const menuWords: Record<string, { label: string; links: Record<string, string> }> = {
  assist: {
    label: 'SaffeSupport Assist',
    links: {
      '/for-your-home': 'Aide informatique pour la maison',
      '/for-your-business': 'Soutien informatique pour votre entreprise',
      '/FixMyTech': 'FixMyTech : une réparation ponctuelle',
      '/live-support': 'Aide en direct',
      '/Pricing': 'Forfaits et prix',
      '/contact': 'Nous joindre',
    },
  },
  solutions: {
    label: 'Solutions',
    links: {
      ...Object.fromEntries(itemsFr.map((d) => [en.defendProHref(d.item, d.stamp), defendProLabel(d)])),
      '/LearnMore': 'DefendMePro : aperçu',
      '/solution': 'Protéger notre société',
      '/ParentSolution': 'NetHaven : contrôle parental',
      '/features': 'Toutes les fonctions',
    },
  },
  software: {
    label: 'Logiciels',
    links: {
      '/microsoft-store': 'Logiciels Microsoft que nous vendons',
      '/internet-security': 'Logiciels de sécurité Internet',
    },
  },
  knowledge: {
    label: 'Centre d’information',
    links: {
      '/help-now': 'Je pense avoir été victime d’une arnaque : quoi faire maintenant',
      '/verify-us': 'Est-ce vraiment SaffeSupport? Vérifiez qui vous aide',
      '/scam-check': 'Est-ce une arnaque? Vérifiez un message',
      '/resources': 'Ressources sur les arnaques et la fraude',
      '/alerts': 'Alertes sur les arnaques',
      '/IdentifyFakeCalls': 'Reconnaître les faux appels de soutien',
      '/ReadFAQ': 'Questions fréquentes sur la fraude',
      '/#videos-section': 'Vidéos pour reconnaître les arnaques',
      [howItWorksPath]: `Comment fonctionne ${site.company}`,
      '/how-we-contact-you': 'Comment savoir que c’est vraiment nous',
      '/DaysMoneyBack': 'Garantie de remboursement de 30 jours',
      '/Fox': 'Dans les nouvelles : arnaque à la Social Security',
      '/CBS': 'Dans les nouvelles : arnaque aux guichets de cryptomonnaie',
      '/ABC11': 'Dans les nouvelles : arnaque aux cartes-cadeaux',
      '/NewYorkPolice': 'Dans les nouvelles : faux numéros affichés',
      '/ABCNational': 'Dans les nouvelles : rapport du FBI sur la fraude envers les aînés',
      '/about': 'À propos de nous',
      '/why-us': 'Pourquoi nous choisir',
    },
  },
  blog: {
    label: 'Blogue',
    links: {
      '/blog': 'Tous les articles',
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
  '/home': 'Accueil',
  '/about': 'À propos',
  '/privacy-policy': 'Politique de confidentialité',
  '/terms': 'Conditions d’utilisation',
  '/return-policy': 'Politique de retour',
  '/why-us': 'Pourquoi nous',
  '/contact': 'Nous joindre',
  '/live-support': 'Aide en direct',
  '/verify-us': 'Est-ce vraiment nous? Vérifiez qui vous aide',
})
