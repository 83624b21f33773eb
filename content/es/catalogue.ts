// The Spanish catalogue: the same 17 products, from content/es/products/<id>.md. Names, prices and
// images are the English ones (tests/unit/es-store.test.ts checks it); the short description, the
// image's alt text and the long description are Spanish. The logic lives in content/catalogue.ts.
import type * as en from '../catalogue'
import { catalogueOf, highlightsFor as highlightsForEnglish } from '../catalogue'

const spanish = catalogueOf(
  import.meta.glob<{ data: Record<string, unknown> }>('./products/*.md', { eager: true, query: '?meta', import: 'default' }),
  import.meta.glob<{ data: Record<string, unknown>; html: string }>('./products/*.md', { import: 'default' }),
)

export const products: typeof en.products = spanish.products
export const storeProducts: typeof en.storeProducts = spanish.storeProducts
export const securityProducts: typeof en.securityProducts = spanish.securityProducts
export const loadProduct: typeof en.loadProduct = spanish.loadProduct

/** The five fixed highlights of every product page: their headings, in order. */
export const productHighlights: typeof en.productHighlights = [
  { title: 'Licencia original', text: 'Qué tipo de licencia es, para este producto.' },
  { title: 'Entrega digital inmediata', text: 'Cómo le llega.' },
  { title: 'Pago único', text: 'Si paga una vez o cada año.' },
  { title: 'Funciona en varias plataformas', text: 'En qué dispositivos funciona.' },
  { title: 'Soporte las 24 horas', text: 'Nuestra línea de ventas y soporte atiende las 24 horas del día, los 7 días de la semana.' },
]

/** La línea de cada encabezado, por tipo de producto (decision 113). */
export const highlightLines: typeof en.highlightLines = {
  office: [
    'Una licencia perpetua para una PC con Windows, con clave de producto. En la llamada le decimos qué tipo de licencia es antes de que usted acepte.',
    'Su clave de producto y los pasos para instalarlo le llegan en forma digital en cuanto se confirma su pedido. No le llega nada por correo postal.',
    'Sí: paga una sola vez. La licencia no vence; no hay cobros mensuales ni anuales.',
    'No funciona en varias plataformas: solo en Windows. No se instala en una Mac, un iPad ni una Chromebook.',
  ],
  windows: [
    'Una licencia perpetua de Windows para una PC, con clave de producto.',
    'Su clave de producto y los pasos para instalarlo le llegan en forma digital en cuanto se confirma su pedido. No le llega nada por correo postal.',
    'Sí: paga una sola vez. La licencia no vence; no hay cobros mensuales ni anuales.',
    'Solo PC, y solo las que cumplen los requisitos de Windows 11 (como TPM 2.0). Antes de que compre, revisamos la suya con usted.',
  ],
  server: [
    'Una licencia perpetua de servidor, que se cuenta por núcleo (al menos 16 por servidor), más licencias de acceso de cliente (CAL). Pregunte en la llamada qué compra el precio que se muestra: qué edición, cuántos núcleos y si incluye alguna CAL. No se cobra nada hasta que usted acepte el total.',
    'Los datos de su licencia y los pasos para instalarla le llegan en forma digital en cuanto se confirma su pedido. No le llega nada por correo postal.',
    'Sí: paga una sola vez por las licencias que acuerde en la llamada. No vencen.',
    'Solo servidores: se instala en una computadora servidor, no en una PC, una Mac ni un teléfono.',
  ],
  'home-security': [
    'Una suscripción de un año del fabricante, que se activa en su cuenta con él. No es una licencia perpetua ni tiene una clave de producto propia que guardar.',
    'Los datos de activación y los pasos para instalarlo le llegan en forma digital en cuanto se confirma su pedido. No le llega nada por correo postal.',
    'No es un pago único para siempre: el precio compra un año, pagado una vez por ese año. La protección termina a los 12 meses si no se renueva la suscripción.',
    'PC con Windows, Mac, teléfonos Android y iPhone o iPad, hasta el número de dispositivos del nombre del producto. Algunas funciones solo sirven en algunos dispositivos.',
  ],
  'business-security': [
    'Una suscripción para empresas, con licencia por dispositivo durante un plazo fijo (normalmente un año). No es una licencia perpetua.',
    'Los datos de activación y los pasos para instalarlo le llegan en forma digital en cuanto se confirma su pedido. No le llega nada por correo postal.',
    'No es un pago único para siempre: el precio compra un plazo, normalmente un año. La protección y las actualizaciones terminan al final del plazo si no la renueva.',
    'Computadoras y servidores de empresa, administrados desde una consola. Revise con nosotros los sistemas compatibles, más abajo, antes de comprar.',
  ],
  'cloud-security': [
    'Un servicio en la nube: una suscripción anual por dispositivo. No hay clave de producto; cada dispositivo tiene un pequeño sensor unido a su cuenta.',
    'Su cuenta y los pasos para instalar el sensor le llegan en forma digital en cuanto se confirma su pedido. No le llega nada por correo postal.',
    'No es un pago único para siempre: el precio compra un plazo, normalmente un año. La protección termina al final del plazo si no la renueva.',
    'Computadoras y servidores de empresa con el sensor, vigilados desde una consola web. Revise con nosotros los sistemas compatibles, más abajo, antes de comprar.',
  ],
}

/** The five highlights of one product page, in Spanish. */
export const highlightsFor = (id: number) => highlightsForEnglish(id, productHighlights, highlightLines)
