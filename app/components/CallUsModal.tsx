import { type ReactNode, useId } from 'react'
import { FromAbroad } from '#app/components/FromAbroad'
import { PhoneLink } from '#app/components/PhoneLink'
import { callRuleBuy } from '#content/call-rule'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { Modal } from './Modal'

/**
 * A button that opens the "call us" dialog. Purchases happen by phone: the dialog gives the
 * toll-free number as a tel: link and the one rule about our calls (content/call-rule.ts, decision 111),
 * which carries the spec's dialog line about the confirming call before any activation.
 * Spec titles: "Your safety matters to us." (pricing, Get Now) and "Contact Us" (product, Check Now).
 */
export function CallUsButton({
  children,
  title,
  className = 'btn-primary',
  product,
}: {
  children: ReactNode
  title?: string
  className?: string
  /** Names what the visitor asked about, e.g. a product or plan. */
  product?: string
}) {
  // The browser opens the dialog itself (invoker commands, decision 320); an older one through the
  // entry (data-dialog-open, app/lib/page-behaviours.ts): no React needed either way.
  const id = `callus${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (
    <>
      <button type="button" className={className} data-dialog-open={id} commandfor={id} command="show-modal" aria-haspopup="dialog">
        {children}
      </button>
      <Modal id={id} title={title ?? m.shell_callus_title()}>
        <p className="mt-0">
          {product ? (
            <>
              {m.shell_callus_product_before()} <strong>{product}</strong>
              {m.shell_callus_product_after()}
            </>
          ) : (
            m.shell_callus_generic()
          )}{' '}
          {m.shell_callus_hours()}
        </p>
        <p className="my-4">
          <PhoneLink className="btn-primary text-xl w-full" icon={20} label={m.shell_call()} />
        </p>
        <p className="mb-0 text-base text-muted">
          {m.shell_callus_note()} <span className="call-rule">{callRuleBuy(currentLocale())}</span>
        </p>
        <FromAbroad className="mt-3 mb-0 text-base" />
      </Modal>
    </>
  )
}
