import { useId, type ReactNode } from 'react'

export interface FieldControlProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
  required: boolean | undefined
}

interface FieldProps {
  label: string
  hint?: ReactNode
  error?: string | null
  required?: boolean
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode
}

export function Field({ label, hint, error, required, children }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, required })}
      {hint ? (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-danger-fg">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A field's visible label; a required field's star is for the eye only (the control says it is required). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor} className="font-semibold">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-danger-fg">
          {' '}
          *
        </span>
      ) : null}
    </label>
  )
}

export const inputClasses =
  'min-h-11 w-full rounded-control border border-line-strong bg-surface px-3 text-fg placeholder:text-fg-muted aria-invalid:border-danger'
