// The ten DefendMePro items, in French. Only the words: the ids, the order and `stamp` come from
// content/defendpro-items.ts (and so does the logic).
import * as en from '../defendpro-items'
import { relabel } from '../translate'

export const defendProItems: typeof en.defendProItems = relabel('content/fr/defendpro-items.ts', en.defendProItems, (d) => d.item, {
  'identity-theft': 'Protection contre le vol d’identité',
  'fraud-detection': 'Détection de la fraude',
  'scam-protection': 'Protection contre les arnaques',
  'scam-alerts': 'Centre d’alertes sur les arnaques',
  'financial-security': 'Sécurité financière',
  'password-manager': 'Gestionnaire de mots de passe',
  antivirus: 'Antivirus',
  vpn: 'VPN',
  'spam-call': 'Protection contre les appels indésirables',
  'human-support': 'De vraies personnes pour vous aider 7 jours sur 7',
})
