// The Spanish catalogue: the same 17 products, from content/es/products/<id>.md. Names, prices and
// images are the English ones (tests/unit/es-store.test.ts checks it); the short description, the
// image's alt text and the long description are Spanish. The logic lives in content/catalogue.ts.
import type * as en from '../catalogue'
import { catalogueOf } from '../catalogue'

const spanish = catalogueOf(
  import.meta.glob<{ data: Record<string, unknown> }>('./products/*.md', { eager: true, query: '?meta', import: 'default' }),
  import.meta.glob<{ data: Record<string, unknown>; html: string }>('./products/*.md', { import: 'default' }),
)

export const products: typeof en.products = spanish.products
export const storeProducts: typeof en.storeProducts = spanish.storeProducts
export const securityProducts: typeof en.securityProducts = spanish.securityProducts
export const loadProduct: typeof en.loadProduct = spanish.loadProduct

/** The five fixed highlights of every product page. */
export const productHighlights: typeof en.productHighlights = [
  { title: 'Licencia original', text: 'Una licencia real del fabricante del software, con su propia clave de producto.' },
  {
    title: 'Entrega digital inmediata',
    text: 'Su clave de producto y los pasos para instalarlo le llegan en forma digital en cuanto se confirma su pedido. No le llega nada por correo postal.',
  },
  { title: 'Pago único', text: 'Paga una sola vez por la licencia o el plazo indicado. No hay cobros mensuales.' },
  {
    title: 'Funciona en varias plataformas',
    text: 'Funciona en los dispositivos que aparecen en los requisitos del sistema, más abajo. Antes de que compre, revisamos el suyo con usted.',
  },
  { title: 'Soporte las 24 horas', text: 'Nuestra línea de ventas y soporte atiende las 24 horas del día, los 7 días de la semana.' },
]
