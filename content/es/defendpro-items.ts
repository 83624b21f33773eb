// Los diez elementos de DefendMePro, en español. Solo las palabras: los ids, el orden y `stamp` vienen
// de content/defendpro-items.ts (y la lógica también).
import * as en from '../defendpro-items'
import { relabel } from '../translate'

export const defendProItems: typeof en.defendProItems = relabel('content/es/defendpro-items.ts', en.defendProItems, (d) => d.item, {
  'identity-theft': 'Protección contra el robo de identidad',
  'fraud-detection': 'Detección de fraude',
  'scam-protection': 'Protección contra estafas',
  'scam-alerts': 'Centro de alertas de estafas',
  'financial-security': 'Seguridad financiera',
  'password-manager': 'Administrador de contraseñas',
  antivirus: 'Antivirus',
  vpn: 'VPN',
  'spam-call': 'Protección contra llamadas no deseadas',
  'human-support': 'Atención humana los 7 días de la semana',
})
