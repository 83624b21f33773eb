// Nothing typed before the app starts is lost (issue 42, decision 220). Every form field is in the
// server's HTML, so a person types and ticks before React has hydrated the page. React 19 keeps what
// is in the element when it hydrates it, but not in the component's state: the next render of the
// form (the next key in another field) writes the state back, and the earlier fields go blank and a
// ticked box unticks ("Please agree…" over filled fields). So every controlled field takes a ref from
// this hook: when React attaches it (at hydration, or when the field first shows), a value or tick
// that differs from the state is handed to the field's own change handler, once. The element is not
// touched: its value, the focus and the caret stay exactly where the person left them.
import { type RefCallback, useCallback, useRef } from 'react'

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** What the person has put in the element: the tick of a checkbox or radio button, else its value. */
export function typedIn(el: FieldElement): string | boolean {
  return el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? el.checked : el.value
}

/**
 * A ref for a controlled field whose state is `state`: on attach, if the element holds something else
 * (typed before hydration), `adopt(element)` is called so the state starts from it. `adopt` is
 * usually the field's onChange handler given `{ target: element }`.
 */
export function useTypedBefore<E extends FieldElement>(state: string | boolean | undefined, adopt: (el: E) => void): RefCallback<E> {
  const latest = useRef({ state, adopt })
  latest.current = { state, adopt }
  return useCallback((el: E | null) => {
    if (!el) return
    const { state, adopt } = latest.current
    if (state !== undefined && typedIn(el) !== state) adopt(el)
  }, [])
}

/** A change event for a handler that reads only `target` / `currentTarget` (what every form here reads). */
export function changeFrom<E extends FieldElement>(el: E): React.ChangeEvent<E> {
  return { target: el, currentTarget: el } as unknown as React.ChangeEvent<E>
}
