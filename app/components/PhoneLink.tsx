// The one way the site links to its own phone line: the number and its tel: target come from
// content/site.ts, so a changed number changes every call button, footer and sentence at once.
import type { ReactNode } from 'react'
import { site } from '#content/site'
import { Icon } from './Icon'

export interface PhoneLinkProps {
  /** Classes for the link (e.g. `btn-gold text-lg`); none for a plain link inside a sentence. */
  className?: string
  /** Size of the phone icon in pixels; leave out for no icon. */
  icon?: number
  /** Words before the number, e.g. "Call" or "Call us now:". */
  label?: ReactNode
  /**
   * Keep the number on one line (wraps the number in a `whitespace-nowrap` span). On by default: a
   * number split over two lines is easily copied wrongly (decision 151).
   */
  nowrapNumber?: boolean
  /** Replaces the label and number entirely (the icon, if any, still comes first). */
  children?: ReactNode
}

/** The phone number as text, optionally kept on one line. */
export function PhoneNumber({ nowrap = false }: { nowrap?: boolean }) {
  return nowrap ? <span className="phone-number whitespace-nowrap">{site.phone}</span> : site.phone
}

/** A `tel:` link to the company's toll-free line. */
export function PhoneLink({ className, icon, label, nowrapNumber = true, children }: PhoneLinkProps) {
  return (
    <a href={site.phoneHref} className={className}>
      {icon ? <Icon name="phone" size={icon} /> : null}
      {icon && (label || children === undefined) ? ' ' : null}
      {children ?? (
        <>
          {label ? <>{label} </> : null}
          <PhoneNumber nowrap={nowrapNumber} />
        </>
      )}
    </a>
  )
}
