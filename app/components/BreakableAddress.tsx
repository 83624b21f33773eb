import { Fragment, type ReactNode } from 'react'

/**
 * An e-mail or web address that may wrap after "@" or before a dot, never inside a word (a <wbr>, which
 * adds nothing to the text a screen reader or a copy gets): at the largest text on a phone,
 * "support@saffesupport.com" is wider than a button.
 */
export function BreakableAddress({ address }: { address: string }) {
  const pieces: ReactNode[] = []
  let at = 0
  for (const part of address.split(/(?<=@)|(?=\.)/)) {
    pieces.push(
      <Fragment key={at}>
        {at > 0 ? <wbr /> : null}
        {part}
      </Fragment>,
    )
    at += part.length
  }
  return <>{pieces}</>
}

/** A message with an address in it: `write` is the message, given a marker where the address goes. */
export function withAddress(write: (address: string) => string, address: string): ReactNode {
  const mark = '\u0001'
  const [before, after = ''] = write(mark).split(mark)
  return (
    <>
      {before}
      <BreakableAddress address={address} />
      {after}
    </>
  )
}
