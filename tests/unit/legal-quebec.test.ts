// Issue 46, item 4: the legal pages for Quebec readers, in the three languages. The privacy policy
// names Quebec's private-sector privacy law with its person in charge, requests, incidents and the
// Commission d'accès à l'information, beside PIPEDA; the terms make the French version bind Quebec
// consumers, give 30 days' written notice of a change with the right to cancel, and do not limit
// liability where Quebec's Consumer Protection Act forbids it. Where this was checked: docs/content.md.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const page = (lang: 'en' | 'es' | 'fr', name: string) =>
  readFileSync(path.join(root, lang === 'en' ? 'content/pages' : `content/${lang}/pages`, `${name}.md`), 'utf8').replace(/\u00a0/g, ' ')

const privacy = {
  en: [
    /### In Quebec/,
    /Act respecting the protection of personal information in the private sector/,
    /person in charge of the protection of personal information/,
    /confidentiality incident/,
    /register of every incident/,
    /Commission d'accès à l'information du Québec/,
    /PIPEDA/,
    /Social Insurance Number/,
  ],
  es: [
    /### En Quebec/,
    /Loi sur la protection des renseignements personnels dans le secteur privé/,
    /persona responsable de la protección de la información personal/,
    /incidente de confidencialidad/,
    /registro de cada incidente/,
    /Commission d’accès à l’information du Québec/,
    /PIPEDA/,
    /SIN/,
  ],
  fr: [
    /### Au Québec/,
    /Loi sur la protection des renseignements personnels dans le secteur privé/,
    /personne responsable de la protection des renseignements personnels/,
    /incident de confidentialité/,
    /registre de tous les incidents/,
    /Commission d’accès à l’information du Québec/,
    /LPRPDE/,
    /numéro d’assurance sociale \(NAS\)/,
  ],
} as const

const terms = {
  en: [
    /If you live in Quebec, the French version of these terms is the one that binds you/,
    /at least 30 days ahead, with the new wording and the old/,
    /cancel that subscription before the change takes effect, at no cost/,
    /In Quebec, the limits above do not apply/,
  ],
  es: [
    /Si usted vive en Quebec, la versión en francés es la que le obliga/,
    /al menos 30 días antes, con el texto nuevo y el anterior/,
    /puede cancelar esa suscripción antes de que entre en vigor, sin costo/,
    /En Quebec, los límites de arriba no se aplican/,
  ],
  fr: [
    /Si vous habitez au Québec, c’est la version française de ces conditions qui vous lie/,
    /au moins 30 jours à l’avance, avec le nouveau texte et l’ancien/,
    /annuler cet abonnement avant qu’il entre en vigueur, sans frais ni pénalité/,
    /Au Québec, les limites ci-dessus ne s’appliquent pas/,
  ],
} as const

describe('legal pages for Quebec', () => {
  it.each(['en', 'es', 'fr'] as const)('%s privacy policy: Quebec’s law, its person in charge, requests, incidents, and PIPEDA', (lang) => {
    const text = page(lang, 'privacy-policy')
    for (const words of privacy[lang]) expect(text, String(words)).toMatch(words)
  })

  it.each(['en', 'es', 'fr'] as const)(
    '%s terms: the French version binds Quebec consumers; notice of changes; no forbidden clause',
    (lang) => {
      const text = page(lang, 'terms')
      for (const words of terms[lang]) expect(text, String(words)).toMatch(words)
      // Continued use is not consent to new terms (Quebec's Consumer Protection Act, s. 11.2).
      expect(text).not.toMatch(
        /If you keep using our services after that, the new terms apply|Si usted sigue usando nuestros servicios después, se aplican|Si vous continuez à utiliser nos services après, les nouvelles conditions s’appliquent/,
      )
    },
  )

  it('no French legal page says the English version governs for Quebec readers', () => {
    for (const name of ['terms', 'privacy-policy']) {
      const text = page('fr', name)
      const notice = text.split('\n').find((l) => l.startsWith('**Avis important')) ?? ''
      expect(notice, name).toMatch(/Au Québec|au Québec/)
      expect(notice.indexOf('Québec'), name).toBeLessThan(notice.indexOf('la version anglaise fait foi'))
    }
  })
})
