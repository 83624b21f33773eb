// The HTML invoker commands (`<button commandfor="dialog-id" command="show-modal">`), which React passes
// through to the DOM as plain attributes but its types do not list yet (decision 320).
import 'react'

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover' | `--${string}`
  }
}
