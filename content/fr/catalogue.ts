// The French (Quebec) catalogue: the same 17 products, from content/fr/products/<id>.md. Names, prices and
// images are the English ones; the short description, the image's alt text and the long description are
// French. The logic lives in content/catalogue.ts.
import type * as en from '../catalogue'
import { catalogueOf, highlightsFor as highlightsForEnglish } from '../catalogue'

const french = catalogueOf(
  import.meta.glob<{ data: Record<string, unknown> }>('./products/*.md', { eager: true, query: '?meta', import: 'default' }),
  import.meta.glob<{ data: Record<string, unknown>; html: string }>('./products/*.md', { import: 'default' }),
)

export const products: typeof en.products = french.products
export const storeProducts: typeof en.storeProducts = french.storeProducts
export const securityProducts: typeof en.securityProducts = french.securityProducts
export const loadProduct: typeof en.loadProduct = french.loadProduct

/** The five fixed highlights of every product page: their headings, in order. */
export const productHighlights: typeof en.productHighlights = [
  { title: 'Licence authentique', text: 'Le type de licence, pour ce produit.' },
  { title: 'Livraison numérique immédiate', text: 'Comment vous le recevez.' },
  { title: 'Paiement unique', text: 'Si vous payez une seule fois ou chaque année.' },
  { title: 'Fonctionne sur plusieurs plateformes', text: 'Les appareils sur lesquels il fonctionne.' },
  { title: 'Soutien 24 heures sur 24, 7 jours sur 7', text: 'Une seule ligne, 24 heures sur 24, 7 jours sur 7, pour l’aide contre les arnaques et pour les achats.' },
]

/** The line under each heading, per kind of product (decision 113). */
export const highlightLines: typeof en.highlightLines = {
  office: [
    'Une licence perpétuelle pour un PC Windows, avec une clé de produit. Pendant l’appel, nous vous disons de quel type de licence il s’agit avant que vous acceptiez.',
    'Votre clé de produit et les étapes d’installation vous sont envoyées en format numérique dès que votre commande est confirmée. Rien n’arrive par la poste.',
    'Oui : vous payez une seule fois. La licence n’expire pas; il n’y a aucune facture mensuelle ou annuelle.',
    'Pas sur plusieurs plateformes : Windows seulement. Il ne s’installe pas sur un Mac, un iPad ou un Chromebook.',
  ],
  windows: [
    'Une licence Windows perpétuelle pour un PC, avec une clé de produit.',
    'Votre clé de produit et les étapes d’installation vous sont envoyées en format numérique dès que votre commande est confirmée. Rien n’arrive par la poste.',
    'Oui : vous payez une seule fois. La licence n’expire pas; il n’y a aucune facture mensuelle ou annuelle.',
    'PC seulement, et seulement ceux qui respectent les exigences de Windows 11 (comme TPM 2.0). Nous vérifions le vôtre avec vous avant l’achat.',
  ],
  server: [
    'Une licence de serveur perpétuelle, comptée par cœur (au moins 16 par serveur), plus des licences d’accès client (CAL). Demandez pendant l’appel ce que comprend le prix affiché : quelle édition, combien de cœurs et si des CAL sont incluses. Rien n’est facturé avant que vous acceptiez le total.',
    'Les détails de votre licence et les étapes d’installation vous sont envoyés en format numérique dès que votre commande est confirmée. Rien n’arrive par la poste.',
    'Oui : vous payez une seule fois pour les licences convenues pendant l’appel. Elles n’expirent pas.',
    'Serveurs seulement : il s’installe sur un ordinateur serveur, pas sur un PC, un Mac ou un téléphone.',
  ],
  'home-security': [
    'Un abonnement d’un an du fabricant, activé dans votre compte chez lui. Ce n’est pas une licence perpétuelle et il n’y a pas de clé de produit à conserver.',
    'Vos détails d’activation et les étapes d’installation vous sont envoyés en format numérique dès que votre commande est confirmée. Rien n’arrive par la poste.',
    'Pas un paiement unique : le prix couvre un an, payé une fois pour cette année. La protection s’arrête après 12 mois, sauf si l’abonnement est renouvelé.',
    'PC Windows, Mac, téléphones Android et iPhone ou iPad, jusqu’au nombre d’appareils indiqué dans le nom du produit. Certaines fonctions ne marchent que sur certains appareils.',
  ],
  'business-security': [
    'Un abonnement pour entreprise, avec une licence par appareil pour une durée fixe (habituellement un an). Ce n’est pas une licence perpétuelle.',
    'Vos détails d’activation et les étapes d’installation vous sont envoyés en format numérique dès que votre commande est confirmée. Rien n’arrive par la poste.',
    'Pas un paiement unique : le prix couvre une période, habituellement un an. La protection et les mises à jour s’arrêtent à la fin de la période, sauf si vous renouvelez.',
    'Ordinateurs et serveurs d’entreprise, gérés à partir d’une seule console. Vérifiez avec nous les systèmes compatibles, plus bas, avant l’achat.',
  ],
  'cloud-security': [
    'Un service infonuagique : un abonnement annuel par appareil. Il n’y a pas de clé de produit; chaque appareil a un petit capteur relié à votre compte.',
    'Votre compte et les étapes d’installation du capteur vous sont envoyés en format numérique dès que votre commande est confirmée. Rien n’arrive par la poste.',
    'Pas un paiement unique : le prix couvre une période, habituellement un an. La protection s’arrête à la fin de la période, sauf si vous renouvelez.',
    'Ordinateurs et serveurs d’entreprise munis du capteur, surveillés à partir d’une console Web. Vérifiez avec nous les systèmes compatibles, plus bas, avant l’achat.',
  ],
}

/** The five highlights of one product page, in French. */
export const highlightsFor = (id: number) => highlightsForEnglish(id, productHighlights, highlightLines)
