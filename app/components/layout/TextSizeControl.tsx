import { useEffect, useState } from 'react'
import { storedTextSize, TEXT_SIZE_CHOICE, TEXT_SIZE_EVENT, type TextSize } from '#app/lib/page-controls'
import { m } from '#shared/paraglide/messages.js'

const SIZES: readonly { id: TextSize; label: () => string; className: string }[] = [
  { id: 'normal', label: () => m.shell_text_size_normal(), className: 'text-[0.9rem]' },
  { id: 'large', label: () => m.shell_text_size_large(), className: 'text-[1.1rem]' },
  { id: 'larger', label: () => m.shell_text_size_larger(), className: 'text-[1.3rem]' },
]

/**
 * Normal / large / larger, remembered in the browser and applied before paint by the boot script.
 * A click is answered by #app/lib/page-controls (also before React is ready); this follows it.
 */
export function TextSizeControl() {
  const [size, setSize] = useState<TextSize>('normal')
  useEffect(() => {
    setSize(storedTextSize())
    const sync = () => setSize(storedTextSize())
    window.addEventListener(TEXT_SIZE_EVENT, sync)
    return () => window.removeEventListener(TEXT_SIZE_EVENT, sync)
  }, [])

  return (
    <fieldset className="flex items-center gap-1 border-0 m-0 p-0">
      <legend className="float-left mr-1 text-sm text-muted p-0">{m.shell_text_size()}</legend>
      {SIZES.map((s) => (
        <button
          key={s.id}
          type="button"
          aria-label={s.label()}
          aria-pressed={size === s.id}
          {...{ [TEXT_SIZE_CHOICE]: s.id }}
          className={`min-h-11 min-w-11 rounded-md border-2 font-bold cursor-pointer bg-white text-navy border-line hover:border-navy aria-pressed:bg-navy aria-pressed:text-white aria-pressed:border-navy ${s.className}`}
        >
          A
        </button>
      ))}
    </fieldset>
  )
}
