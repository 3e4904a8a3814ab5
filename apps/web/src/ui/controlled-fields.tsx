import type { ComponentProps, ReactNode } from 'react'
import { cx } from '../lib/cx.ts'
import { Field, inputClasses, type FieldControlProps } from './field.tsx'

/*
 * Labelled controls for forms that keep their values in React state (not react-hook-form): the
 * label, hint and error come from `Field`, the value goes in and out as text.
 */

interface FieldFrameProps {
  label: string
  hint?: ReactNode
  error?: string | null
  required?: boolean
  value: string
  onValueChange: (value: string) => void
}

type Without<P> = Omit<P, keyof FieldControlProps | 'value' | 'onChange' | 'children'>

export function TextField({ label, hint, error, required, value, onValueChange, className, ...props }: FieldFrameProps & Without<ComponentProps<'input'>>) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <input {...props} {...control} value={value} onChange={(event) => onValueChange(event.target.value)} className={cx(inputClasses, className)} />
      )}
    </Field>
  )
}

export function TextAreaField({ label, hint, error, required, value, onValueChange, className, ...props }: FieldFrameProps & Without<ComponentProps<'textarea'>>) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <textarea {...props} {...control} value={value} onChange={(event) => onValueChange(event.target.value)} className={cx(inputClasses, 'py-2', className)} />
      )}
    </Field>
  )
}

interface SelectFieldProps extends FieldFrameProps {
  /** The first choice, with the empty value ("Choose a size", "No pet"). */
  emptyLabel: string
  options: readonly { value: string | number; label: string }[]
  className?: string
}

/** A select's choices: the empty one first, then each option (for a form library's select too). */
export function SelectOptions({ emptyLabel, options }: { emptyLabel: string; options: SelectFieldProps['options'] }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  )
}

export function SelectField({ label, hint, error, required, value, onValueChange, emptyLabel, options, className }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onValueChange(event.target.value)} className={cx(inputClasses, className)}>
          <SelectOptions emptyLabel={emptyLabel} options={options} />
        </select>
      )}
    </Field>
  )
}
