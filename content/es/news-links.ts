// Spanish labels for the landing page's news bar. Same names and types as content/news-links.ts.
import type * as en from '../news-links'

export const newsBar: typeof en.newsBar = {
  heading: 'Estafas en las noticias',
  lead: 'Noticias sobre estafas dirigidas a personas como usted, explicadas en palabras sencillas.',
}

export const newsLinks: typeof en.newsLinks = [
  { outlet: 'Fox News', label: 'Estafa de phishing del Seguro Social', href: '/Fox', icon: 'id-card' },
  { outlet: 'CBS News', label: 'Estafa de los cajeros de criptomonedas', href: '/CBS', icon: 'coins' },
  { outlet: 'ABC11', label: 'Soporte técnico falso y tarjetas de regalo', href: '/ABC11', icon: 'gift' },
  { outlet: 'Policía de Nueva York', label: 'Aviso sobre llamadas con número falso', href: '/NewYorkPolice', icon: 'phone' },
  { outlet: 'ABC News', label: 'Informe del FBI: lo que pierden los adultos mayores', href: '/ABCNational', icon: 'report' },
]
