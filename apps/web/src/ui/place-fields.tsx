import type { ComponentProps } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field, inputClasses } from './field.tsx'
import { UsStateSelect } from './us-state-select.tsx'

/** A US ZIP code box: five digits, the numeric keyboard on phones, filled in by the browser. */
export function ZipCodeInput({ className = inputClasses, ...props }: Omit<ComponentProps<'input'>, 'inputMode' | 'autoComplete' | 'pattern' | 'maxLength'>) {
  return <input {...props} inputMode="numeric" autoComplete="postal-code" pattern="\d{5}" maxLength={5} className={className} />
}

type PlaceField = 'city' | 'state' | 'zip_code'

interface CityStateZipFieldsProps {
  /** The form's `register`: the fields are named as the contract names them. */
  register: (field: PlaceField) => UseFormRegisterReturn
  error: (field: PlaceField) => string | null
  /** The row's grid, so each form sizes its columns. */
  className: string
  cityMaxLength?: number
}

/** City, state and ZIP code of a react-hook-form form, side by side on wider screens; all three required. */
export function CityStateZipFields({ register, error, className, cityMaxLength }: CityStateZipFieldsProps) {
  return (
    <div className={className}>
      <Field label="City" required error={error('city')}>
        {(props) => <input {...props} {...register('city')} autoComplete="address-level2" maxLength={cityMaxLength} className={inputClasses} />}
      </Field>
      <Field label="State" required error={error('state')}>
        {(props) => <UsStateSelect {...props} {...register('state')} autoComplete="address-level1" emptyLabel="Select a state" />}
      </Field>
      <Field label="ZIP Code" required error={error('zip_code')}>
        {(props) => <ZipCodeInput {...props} {...register('zip_code')} />}
      </Field>
    </div>
  )
}
