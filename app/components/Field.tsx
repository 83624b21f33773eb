import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { changeFrom, useTypedBefore } from '#app/lib/typed-before'

/**
 * A form control with its visible label, an optional hint under the label and an optional error
 * under the control. The caller renders the control (input or select) with the same `id` and points
 * its aria-describedby at `${id}-hint` / `${id}-error`.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  children: ReactNode
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="m-0 text-base text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error m-0 text-danger font-semibold">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string
  hint?: string
}

/**
 * A labelled text input (the account forms): large type, a 44 px target. Controlled (`value` and
 * `onChange`), it starts from what was typed before the app ran (#app/lib/typed-before).
 */
export function TextField({ label, hint, ...input }: TextFieldProps) {
  const id = useId()
  const { onChange } = input
  const typedBefore = useTypedBefore<HTMLInputElement>(input.value === undefined ? undefined : String(input.value), (el) =>
    onChange?.(changeFrom(el)),
  )
  return (
    <Field id={id} label={label} hint={hint}>
      <input
        id={id}
        ref={typedBefore}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="min-h-12 w-full rounded-lg border-2 border-solid border-[#7b8794] bg-white px-3 py-2 text-lg text-ink focus:border-navy"
        {...input}
      />
    </Field>
  )
}
