import type { UseFormRegister } from 'react-hook-form'
import { PRICING_RANGES } from '@petfolk/contract/demo'
import { Field, inputClasses } from '../../ui/field.tsx'
import { CityStateZipFields } from '../../ui/place-fields.tsx'
import { pricingLabel } from './photographer-listing.ts'
import type { ListingField, ListingFormValues } from './listing-form-values.ts'

/*
 * Nothing but components here: a page that imports this feature's index.ts for something else
 * (the preview shows photographer cards) leaves this module, and the form controls it imports,
 * out of its bundle. The values' schema, a top-level call, lives in its own module.
 */

interface ListingFormFieldsProps {
  register: UseFormRegister<ListingFormValues>
  message: (field: ListingField) => string | null
  /**
   * The member's own listing (Join Our Directory): hints speak to them and the browser may fill in
   * their details. Staff correcting someone else's listing get neither.
   */
  ownDetails?: boolean
}

/** The fields of a photographer's listing, as Join Our Directory and the review queue's edit form both show them. */
export function ListingFormFields({ register, message, ownDetails = false }: ListingFormFieldsProps) {
  const fill = (token: string) => (ownDetails ? token : 'off')
  const hint = (text: string) => (ownDetails ? text : undefined)
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Business Name" required error={message('business_name')}>
          {(props) => <input {...props} {...register('business_name')} autoComplete={fill('organization')} maxLength={150} className={inputClasses} />}
        </Field>
        <Field label="Photographer Name" required error={message('photographer_name')}>
          {(props) => <input {...props} {...register('photographer_name')} autoComplete={fill('name')} maxLength={120} className={inputClasses} />}
        </Field>
      </div>
      <CityStateZipFields register={register} error={message} className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]" cityMaxLength={100} />
      <Field label="Description" hint={hint('Your style, what a session is like, what clients receive.')} error={message('description')}>
        {(props) => <textarea {...props} {...register('description')} rows={3} maxLength={2000} className={`${inputClasses} py-2`} />}
      </Field>
      <Field label="Specialties" hint={hint('Separate them with commas, e.g. dogs, outdoor, studio.')} error={message('specialties')}>
        {(props) => <input {...props} {...register('specialties')} maxLength={300} className={inputClasses} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Price Range" error={message('pricing_range')}>
          {(props) => (
            <select {...props} {...register('pricing_range')} className={inputClasses}>
              <option value="">Contact for Pricing</option>
              {PRICING_RANGES.map((range) => (
                <option key={range} value={range}>
                  {pricingLabel(range)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Years of Experience" error={message('years_experience')}>
          {(props) => <input {...props} {...register('years_experience')} inputMode="numeric" maxLength={2} className={inputClasses} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Website" hint={hint('Starting with https://')} error={message('website')}>
          {(props) => <input {...props} {...register('website')} type="url" autoComplete={fill('url')} maxLength={300} className={inputClasses} />}
        </Field>
        <Field label="Phone" error={message('phone')}>
          {(props) => <input {...props} {...register('phone')} type="tel" autoComplete={fill('tel')} maxLength={40} className={inputClasses} />}
        </Field>
        <Field label="E-mail" error={message('email')}>
          {(props) => <input {...props} {...register('email')} type="email" autoComplete={fill('email')} maxLength={254} className={inputClasses} />}
        </Field>
        <Field label="Instagram" hint={hint('Your handle, with or without @.')} error={message('instagram_handle')}>
          {(props) => <input {...props} {...register('instagram_handle')} autoComplete="off" maxLength={60} className={inputClasses} />}
        </Field>
      </div>
    </>
  )
}
