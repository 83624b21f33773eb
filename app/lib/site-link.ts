import type { LinkProps } from '@tanstack/react-router'

/** A link to a page of the site, as data: the route tree checks `to`, so a typo fails `tsc`. */
export interface SiteLink {
  to: NonNullable<LinkProps['to']>
  label: string
}
