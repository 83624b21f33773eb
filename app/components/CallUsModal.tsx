import { type ReactNode, useCallback, useState } from 'react'
import { Modal } from './Modal'
import { PhoneLink } from '#app/components/PhoneLink'

/**
 * A button that opens the "call our sales team" dialog. Purchases happen by phone: the dialog gives the
 * toll-free number as a tel: link and says we call every customer before activating anything.
 * Spec titles: "Your safety matters to us." (pricing, Get Now) and "Contact Us" (product, Check Now).
 */
export function CallUsButton({
  children,
  title = 'Your safety matters to us.',
  className = 'btn-primary',
  product,
}: {
  children: ReactNode
  title?: string
  className?: string
  /** Names what the visitor asked about, e.g. a product or plan. */
  product?: string
}) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children}
      </button>
      <Modal open={open} onClose={close} title={title}>
        <p className="mt-0">
          {product ? (
            <>
              To get <strong>{product}</strong>, call our sales team.
            </>
          ) : (
            'Call our sales team to get started.'
          )}{' '}
          We answer 24/7.
        </p>
        <p className="my-4">
          <PhoneLink className="btn-primary text-xl w-full" icon={20} label="Call" />
        </p>
        <p className="mb-0 text-base text-muted">
          Toll-free in the US. For your safety, we phone every customer personally before we activate any
          subscription, and we never ask for payment by gift card or cryptocurrency.
        </p>
      </Modal>
    </>
  )
}
