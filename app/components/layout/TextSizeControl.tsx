import { useEffect, useState } from 'react'
import { storedTextSize, TEXT_SIZE_CHOICE, TEXT_SIZE_EVENT, type TextSize } from '#app/lib/page-controls'
import { m } from '#shared/paraglide/messages.js'

const SIZES: readonly { id: TextSize; label: () => string; className: string }[] = [
  { id: 'normal', label: () => m.shell_text_size_normal(), className: 'text-[0.9rem]' },
  { id: 'large', label: () => m.shell_text_size_large(), className: 'text-[1.1rem]' },
  { id: 'larger', label: () => m.shell_text_size_larger(), className: 'text-[1.3rem]' },
]

/** In the bottom band the three A's keep fixed sizes, so the band fits a phone at every text size. */
const COMPACT_SIZES: Record<TextSize, string> = { normal: 'text-[15px]', large: 'text-[19px]', larger: 'text-[24px]' }

/**
 * Normal / large / larger, remembered in the browser and applied before paint by the boot script.
 * A click is answered by #app/lib/page-controls (also before React is ready); this follows it.
 */
/** `compact`: the phone's bottom band: the legend is read out but not shown, the buttons keep 44 px at every size. */
export function TextSizeControl({ compact = false }: { compact?: boolean }) {
  const [size, setSize] = useState<TextSize>('normal')
  useEffect(() => {
    setSize(storedTextSize())
    const sync = () => setSize(storedTextSize())
    window.addEventListener(TEXT_SIZE_EVENT, sync)
    return () => window.removeEventListener(TEXT_SIZE_EVENT, sync)
  }, [])

  return (
    <fieldset className="flex items-center gap-1 border-0 m-0 p-0">
      <legend className={compact ? 'visually-hidden' : 'float-left mr-1 text-sm text-muted p-0 max-xl:sr-only'}>
        {m.shell_text_size()}
      </legend>
      {SIZES.map((s) => (
        <button
          key={s.id}
          type="button"
          aria-label={s.label()}
          aria-pressed={size === s.id}
          {...{ [TEXT_SIZE_CHOICE]: s.id }}
          className={`${compact ? 'h-[44px] w-[44px] p-0 text-[18px]' : 'min-h-11 min-w-11'} rounded-md border-2 font-bold cursor-pointer bg-white text-navy border-line hover:border-navy aria-pressed:bg-navy aria-pressed:text-white aria-pressed:border-navy ${compact ? COMPACT_SIZES[s.id] : s.className}`}
        >
          A
        </button>
      ))}
    </fieldset>
  )
}
