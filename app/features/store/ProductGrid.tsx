import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { ProductSummary } from '#content/catalogue'
import { localPrice } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { CART_NOTICE_DELAY_MS, cartMessage } from './cart-notice'

const SHOWN = 'toast-above-dock fixed z-40 inset-x-4 mx-auto max-w-md rounded-xl border-2 border-success bg-white p-4 shadow-2xl text-ink'

/**
 * The product cards of a store listing. The whole card opens /product/{id} through the real link on
 * the name (stretched over the card), so it works with a keyboard and without JavaScript.
 */
export function ProductGrid({ products, headingId }: { products: ProductSummary[]; headingId: string }) {
  const navigate = useNavigate()
  const [added, setAdded] = useState<ProductSummary | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  function addToCart(product: ProductSummary) {
    setAdded(product)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      void navigate({ to: '/product/$id', params: { id: String(product.id) }, state: { cartNotice: product.id } })
    }, CART_NOTICE_DELAY_MS)
  }

  return (
    <>
      <ul aria-labelledby={headingId} className="list-none p-0 m-0 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id} className="card relative flex flex-col p-0 overflow-hidden transition-shadow hover:shadow-lg">
            <img
              src={product.image}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              className="block w-full h-auto bg-surface"
            />
            <div className="flex flex-col flex-1 p-5">
              <h3 className="text-xl m-0">
                <Link
                  to="/product/$id"
                  params={{ id: String(product.id) }}
                  className="text-navy no-underline hover:underline after:content-[''] after:absolute after:inset-0"
                >
                  {product.name}
                </Link>
              </h3>
              <p className="mt-2 mb-4 text-base">{product.desc}</p>
              <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
                <p className="m-0 text-2xl font-bold text-navy">
                  <span className="visually-hidden">{`${m.store_price_label()} `}</span>
                  {localPrice(product.price)}
                </p>
                <button
                  type="button"
                  className="btn-primary relative z-10"
                  onClick={() => addToCart(product)}
                  data-cart-add={product.id}
                  data-cart-message={cartMessage(product.name)}
                  data-cart-desc={product.desc}
                  aria-describedby={`product-${product.id}-name`}
                >
                  {m.store_add_to_cart()}
                </button>
                <span id={`product-${product.id}-name`} hidden>
                  {product.name}
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {/* Always in the page, so screen readers announce what is written into it. */}
      {/* Before the app runs, the entry writes the confirmation here (#app/lib/page-behaviours). */}
      <div
        role="status"
        data-cart-status=""
        data-shown-class={SHOWN}
        data-opening={m.store_opening_product()}
        className={added ? SHOWN : 'visually-hidden'}
      >
        {added ? (
          <>
            <p className="m-0 font-bold">
              <span aria-hidden="true">✓ </span>
              {cartMessage(added.name)}
            </p>
            <p className="m-0 mt-1 text-base">{added.desc}</p>
            <p className="m-0 mt-1 text-sm">{m.store_opening_product()}</p>
          </>
        ) : null}
      </div>
    </>
  )
}
