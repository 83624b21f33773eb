import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { Markdown } from '#app/components/Markdown'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'
import { STORE_ID_THRESHOLD, loadProduct, parseProductId } from '#content/catalogue'

export const Route = createFileRoute('/product/$id')({
  loader: async ({ params }) => {
    const id = parseProductId(params.id)
    const product = id === null ? null : await loadProduct(id)
    if (!product) throw notFound()
    return product
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({ title: loaderData.name, description: loaderData.desc, path: `/product/${loaderData.id}`, type: 'product' })
      : pageHead({ title: 'Product Not Found', description: 'We could not find that product.', path: '/microsoft-store', noindex: true }),
  component: ProductPage,
  notFoundComponent: ProductNotFound,
})

function ProductPage() {
  const product = Route.useLoaderData()
  const back = product.id <= STORE_ID_THRESHOLD ? '/microsoft-store' : '/internet-security'
  return (
    <>
      <PageHero heading={product.name} lead={product.desc}>
        <p className="m-0 text-2xl font-bold text-navy">{product.price}</p>
      </PageHero>
      <div className="container py-10">
        <h2 className="text-2xl">About {product.name}</h2>
        <Markdown html={product.html} />
        <p className="mt-8">
          <Link to={back}>← Back to {product.id <= STORE_ID_THRESHOLD ? 'the Microsoft store' : 'internet security'}</Link>
        </p>
      </div>
    </>
  )
}

function ProductNotFound() {
  return (
    <PageHero heading="Product Not Found" lead="We could not find that product. It may have moved, or the link may be wrong.">
      <Link to="/microsoft-store" className="btn-primary">
        Microsoft store
      </Link>
      <Link to="/internet-security" className="btn-secondary">
        Internet security
      </Link>
    </PageHero>
  )
}
