// French labels for the landing page's news bar. Same names and types as content/news-links.ts.
import type * as en from '../news-links'

export const newsBar: typeof en.newsBar = {
  heading: 'Les arnaques dans les nouvelles',
  lead: 'Des nouvelles sur des arnaques qui visent des gens comme vous, expliquées en mots simples.',
}

export const newsLinks: typeof en.newsLinks = [
  { outlet: 'Fox News', label: 'Arnaque par hameçonnage liée à la Social Security', href: '/Fox', icon: 'id-card' },
  { outlet: 'CBS News', label: 'Arnaque aux guichets automatiques de cryptomonnaie', href: '/CBS', icon: 'coins' },
  { outlet: 'ABC11', label: 'Faux soutien technique et cartes-cadeaux', href: '/ABC11', icon: 'gift' },
  { outlet: 'Police de New York', label: 'Mise en garde contre les faux numéros affichés', href: '/NewYorkPolice', icon: 'phone' },
  { outlet: 'ABC News', label: 'Rapport du FBI : les pertes des aînés', href: '/ABCNational', icon: 'report' },
]
