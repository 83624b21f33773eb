import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

function scrollToHash(hash: string): boolean {
  const name = decodeURIComponent(hash.replace(/^#/, ''))
  if (!name) return false
  const target = document.getElementById(name) ?? document.getElementsByName(name)[0]
  if (!target) return false
  target.scrollIntoView({ block: 'start' })
  return true
}

/**
 * Spec: on every path change scroll to the top, or to the element named by the hash. The first
 * resolve (hydration of the server's page) is not a navigation: the browser already placed the
 * reader (at the top, at the hash, or wherever they scrolled while a slow phone hydrated), so it
 * must not move them.
 */
export function ScrollManager() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
        if (!fromLocation) return
        const hash = toLocation.hash
        if (hash && scrollToHash(hash)) return
        if (fromLocation?.pathname !== toLocation.pathname) window.scrollTo({ top: 0, left: 0 })
      }),
    [router],
  )
  return null
}
