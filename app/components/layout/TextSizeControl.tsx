import { useEffect, useState } from 'react'
import { readStorage, STORAGE_KEYS, writeStorage } from '#app/lib/storage'
import { m } from '#shared/paraglide/messages.js'

const SIZES = [
  { id: 'normal', label: () => m.shell_text_size_normal(), glyph: 'A', className: 'text-[0.9rem]' },
  { id: 'large', label: () => m.shell_text_size_large(), glyph: 'A', className: 'text-[1.1rem]' },
  { id: 'larger', label: () => m.shell_text_size_larger(), glyph: 'A', className: 'text-[1.3rem]' },
] as const

type TextSize = (typeof SIZES)[number]['id']
const SIZE_EVENT = 'saffe:text-size'

function currentSize(): TextSize {
  const value = readStorage(STORAGE_KEYS.textSize)
  return value === 'large' || value === 'larger' ? value : 'normal'
}

/** Normal / large / larger, remembered in the browser and applied before paint by the boot script. */
export function TextSizeControl() {
  const [size, setSize] = useState<TextSize>('normal')
  useEffect(() => {
    setSize(currentSize())
    const sync = () => setSize(currentSize())
    window.addEventListener(SIZE_EVENT, sync)
    return () => window.removeEventListener(SIZE_EVENT, sync)
  }, [])

  const choose = (next: TextSize) => {
    writeStorage(STORAGE_KEYS.textSize, next === 'normal' ? null : next)
    if (next === 'normal') document.documentElement.removeAttribute('data-text-size')
    else document.documentElement.setAttribute('data-text-size', next)
    window.dispatchEvent(new Event(SIZE_EVENT))
  }

  return (
    <fieldset className="flex items-center gap-1 border-0 m-0 p-0">
      <legend className="float-left mr-1 text-sm text-muted p-0">{m.shell_text_size()}</legend>
      {SIZES.map((s) => (
        <button
          key={s.id}
          type="button"
          aria-label={s.label()}
          aria-pressed={size === s.id}
          onClick={() => choose(s.id)}
          className={`min-h-11 min-w-11 rounded-md border-2 font-bold cursor-pointer ${s.className} ${
            size === s.id ? 'bg-navy text-white border-navy' : 'bg-white text-navy border-line hover:border-navy'
          }`}
        >
          {s.glyph}
        </button>
      ))}
    </fieldset>
  )
}
