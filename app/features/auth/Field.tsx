import { type InputHTMLAttributes, useId } from 'react'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string
  /** A short help line under the label, tied to the input with aria-describedby. */
  hint?: string
}

/** A labelled text input for the account forms: large type, a 44 px target, a visible label. */
export function Field({ label, hint, ...input }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="m-0 text-muted text-base">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className="min-h-12 w-full rounded-lg border-2 border-solid border-[#7b8794] bg-white px-3 py-2 text-lg text-ink focus:border-navy"
        {...input}
      />
    </div>
  )
}
