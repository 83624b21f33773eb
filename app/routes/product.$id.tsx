import { createFileRoute, Link, notFound, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { CallUsButton } from '#app/components/CallUsModal'
import { Markdown } from '#app/components/Markdown'
import { ItemNotFound } from '#app/components/RouteFallbacks'
import { cartMessage } from '#app/features/store/cart-notice'
import { ProductZoom } from '#app/features/store/ProductZoom'
import { pageHead } from '#app/lib/seo'
import type { SiteLink } from '#app/lib/site-link'
import { productLd } from '#app/lib/structured-data'
import { highlightsFor as highlightsForEn, type Product, STORE_ID_THRESHOLD } from '#content/catalogue'
import { highlightsFor as highlightsForEs } from '#content/es/catalogue'
import { highlightsFor as highlightsForFr } from '#content/fr/catalogue'
import { site } from '#content/site'
import { currentLocale, localPrice, pick, withElision } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/product/$id')({
  staticData: { hydrate: 'controls' },
  loader: async ({ params }) => {
    // Imported here, not at the top: the catalogue then loads with this page, not with every page.
    // The page's language picks the catalogue: Spanish descriptions on /es/product/{id}, same names and prices.
    const { parseProductId, priceValue, loadProduct: loadEnglish } = await import('#content/catalogue')
    const loadProduct = await pick({
      en: async () => loadEnglish,
      es: async () => (await import('#content/es/catalogue')).loadProduct,
      fr: async () => (await import('#content/fr/catalogue')).loadProduct,
    })()
    const id = parseProductId(params.id)
    const product = id === null ? null : await loadProduct(id)
    if (!product) throw notFound()
    return { ...product, priceNumber: priceValue(product.price) }
  },
  head: ({ loaderData }) =>
    loaderData
      ? {
          ...pageHead({
            title: loaderData.name,
            description: loaderData.desc,
            path: `/product/${loaderData.id}`,
            type: 'product',
          }),
          // Rendered by HeadContent, which stamps the CSP nonce on it.
          scripts: [productLd(loaderData, loaderData.priceNumber, currentLocale())],
        }
      : pageHead({
          title: m.store_not_found_title(),
          description: m.store_not_found_description(),
          path: '/microsoft-store',
          noindex: true,
        }),
  component: ProductPage,
  notFoundComponent: ProductNotFound,
})

function backLink(product: Product) {
  return product.id <= STORE_ID_THRESHOLD
    ? ({ to: '/microsoft-store', label: m.store_back_microsoft() } as const)
    : ({ to: '/internet-security', label: m.store_back_security() } as const)
}

function ProductPage() {
  const product = Route.useLoaderData()
  const back = backLink(product)
  return (
    <>
      <div className="container pt-6 md:pt-8">
        <Link to={back.to} className="inline-flex items-baseline gap-2 min-h-11 py-2">
          {/* The arrow apart from the words, so a label on two lines at large text keeps them together. */}
          <span aria-hidden="true">←</span>
          <span>{back.label}</span>
        </Link>
        <CartNotice product={product} />
        {/* Near the top, so nobody takes this page for the maker's own store (decision 113). */}
        <p className="store-independent mt-2 mb-0 text-base">{m.store_independent({ company: site.company })}</p>
      </div>
      <section className="container pt-4 pb-10" aria-labelledby="product-name">
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12 items-start">
          <ProductZoom src={product.image} alt={product.imageAlt} width={400} height={300} />
          <div>
            <h1 id="product-name" className="text-3xl md:text-4xl m-0">
              {product.name}
            </h1>
            <p className="mt-4 mb-0 text-lg">{product.desc}</p>
            <p className="mt-5 mb-0 text-4xl font-bold text-navy" data-testid="product-price">
              <span className="visually-hidden">{`${m.store_price_label()} `}</span>
              {localPrice(product.price)}
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <CallUsButton title={m.store_contact_us_title()} product={product.name} className="btn-primary text-lg">
                {m.store_check_now()}
              </CallUsButton>
            </div>
            <h2 className="visually-hidden">{m.store_highlights()}</h2>
            <ul className="list-none p-0 mt-8 mb-0 grid gap-3">
              {pick({ en: highlightsForEn, es: highlightsForEs, fr: highlightsForFr })(product.id).map((h) => (
                <li key={h.title} className="flex gap-3 items-start">
                  <span aria-hidden="true" className="mt-0.5 text-xl text-success font-bold">
                    ✓
                  </span>
                  <span>
                    <strong className="text-navy">{h.title}.</strong> {h.text}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section className="border-t border-line bg-white" aria-labelledby="about-heading">
        <div className="container py-10">
          <h2 id="about-heading" className="text-3xl m-0">
            {withElision(m.store_about_product, { name: product.name })}
          </h2>
          <Markdown html={product.html} className="prose mt-6 [&_ul]:list-disc [&_ol]:list-decimal" />
          <p className="mt-10 mb-0">
            <Link to={back.to} className="inline-flex items-baseline gap-2 min-h-11 py-2">
              <span aria-hidden="true">←</span>
              <span>{back.label}</span>
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}

/**
 * After "Add to Cart" (there is no cart): repeats the confirmation where the visitor lands and takes
 * keyboard focus. Shown once: the history entry (or, without the app, sessionStorage) forgets it, so a
 * reload or a return visit does not.
 */
function CartNotice({ product }: { product: Product }) {
  const cartNotice = useRouterState({ select: (s) => s.location.state.cartNotice })
  const [show, setShow] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (cartNotice !== product.id) return
    setShow(true)
    const { cartNotice: _shown, ...rest } = window.history.state ?? {}
    window.history.replaceState(rest, '')
  }, [cartNotice, product.id])
  useEffect(() => {
    if (show) ref.current?.focus()
  }, [show])
  // Rendered hidden on every product page: before the app runs, the entry shows it (#app/lib/page-behaviours).
  return (
    <div
      ref={ref}
      tabIndex={-1}
      hidden={!show}
      data-cart-notice={product.id}
      data-testid="cart-notice"
      className="mt-4 rounded-xl border-2 border-success bg-white p-4 max-w-3xl"
    >
      <p className="m-0 font-bold text-success">
        <span aria-hidden="true">✓ </span>
        {cartMessage(product.name)}
      </p>
      <p className="mt-1 mb-0">{product.desc}</p>
      <p className="mt-1 mb-0 text-base text-muted">{m.store_cart_notice_how()}</p>
    </div>
  )
}

function ProductNotFound() {
  const listings: SiteLink[] = [
    { to: '/microsoft-store', label: m.store_microsoft_store() },
    { to: '/internet-security', label: m.store_internet_security() },
  ]
  return <ItemNotFound heading={m.store_not_found_title()} lead={m.store_not_found_lead()} links={listings} />
}
