// Los diez elementos de DefendMePro, en español. Solo datos: la lógica está en content/defendpro-items.ts.
import type * as en from '../defendpro-items'

export const defendProItems: typeof en.defendProItems = [
  { item: 'identity-theft', label: 'Protección contra el robo de identidad' },
  { item: 'fraud-detection', label: 'Detección de fraude' },
  { item: 'scam-protection', label: 'Protección contra estafas' },
  { item: 'scam-alerts', label: 'Centro de alertas de estafas', stamp: true },
  { item: 'financial-security', label: 'Seguridad financiera', stamp: true },
  { item: 'password-manager', label: 'Administrador de contraseñas' },
  { item: 'antivirus', label: 'Antivirus' },
  { item: 'vpn', label: 'VPN' },
  { item: 'spam-call', label: 'Protección contra llamadas no deseadas' },
  { item: 'human-support', label: 'Atención humana los 7 días de la semana' },
]
