// Las opciones del formulario de /es/help-now, en español. Solo datos: los mismos valores y el mismo
// orden que content/help-now-choices.ts, que también lee la consulta (?country=ca&s=...).
import type * as en from '../help-now-choices'
import type { TranslatedChoices } from '../help-now-choices'

export const countries: TranslatedChoices<typeof en.countries> = [
  { value: 'us', label: 'Estados Unidos', heading: 'En Estados Unidos' },
  { value: 'ca', label: 'Canadá', heading: 'En Canadá' },
  {
    value: 'abroad',
    label: 'Vivo fuera de EE. UU. y Canadá (por ejemplo, en México, Panamá o Costa Rica)',
    heading: 'Fuera de EE. UU. y Canadá',
  },
]

export const situations: TranslatedChoices<typeof en.situations> = [
  {
    value: 'on-the-line',
    label: 'La persona que llamó sigue en la línea, o me vuelve a llamar',
    short: 'la persona que llamó sigue en la línea',
  },
  { value: 'remote', label: 'Dejé que alguien entrara en mi computadora', short: 'dejó que alguien entrara en la computadora' },
  {
    value: 'bank-login',
    label: 'Di mi usuario y contraseña del banco, un código de un solo uso o un PIN',
    short: 'dio su contraseña del banco, un código o un PIN',
  },
  { value: 'gift-card', label: 'Pagué con una tarjeta de regalo', short: 'pagó con una tarjeta de regalo' },
  { value: 'wire', label: 'Envié un giro o una transferencia bancaria', short: 'envió un giro o una transferencia bancaria' },
  {
    value: 'crypto',
    label: 'Pagué con criptomonedas o en un cajero de criptomonedas',
    short: 'pagó con criptomonedas o en un cajero de criptomonedas',
  },
  { value: 'card', label: 'Pagué con tarjeta de crédito o débito', short: 'pagó con tarjeta de crédito o débito' },
  {
    value: 'cash',
    label: 'Le di dinero en efectivo a un mensajero o lo envié por correo',
    short: 'entregó o envió dinero en efectivo',
  },
  {
    value: 'id-number',
    label: 'Di mi número de Seguro Social (Estados Unidos) o mi número de seguro social canadiense (SIN, Canadá)',
    short: 'dio su número de Seguro Social o su SIN canadiense',
  },
  { value: 'medicare', label: 'Di mis datos de Medicare', short: 'dio sus datos de Medicare' },
]
