import type { UseFormRegister } from 'react-hook-form'
import { BUSINESS_TYPES } from '@petfolk/contract/directory'
import { Field, inputClasses } from '../../ui/field.tsx'
import { CityStateZipFields } from '../../ui/place-fields.tsx'
import { businessTypeLabel } from './business-labels.ts'
import type { BusinessField, BusinessFormValues } from './business-form-values.ts'

/*
 * Nothing but components here: a page that imports this feature's index.ts for something else
 * (the preview shows photographer cards) leaves this module, and the form controls it imports,
 * out of its bundle. The values' schema, a top-level call, lives in its own module.
 */

interface BusinessFormFieldsProps {
  register: UseFormRegister<BusinessFormValues>
  message: (field: BusinessField) => string | null
  /**
   * The member's own business (Add Your Business): the browser may fill in their organization,
   * address and phone. Staff correcting someone else's submission get no such suggestions.
   */
  ownDetails?: boolean
}

/** The fields of a business, as Add Your Business and the review queue's edit form both show them. */
export function BusinessFormFields({ register, message, ownDetails = false }: BusinessFormFieldsProps) {
  const fill = (token: string) => (ownDetails ? token : 'off')
  return (
    <>
      <Field label="Business Name" required error={message('name')}>
        {(props) => <input {...props} {...register('name')} autoComplete={fill('organization')} maxLength={150} className={inputClasses} />}
      </Field>
      <Field label="Business Type" required error={message('business_type')}>
        {(props) => (
          <select {...props} {...register('business_type')} className={inputClasses}>
            <option value="">Select a type</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {businessTypeLabel(type)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Description" error={message('description')}>
        {(props) => <textarea {...props} {...register('description')} rows={3} maxLength={2000} className={`${inputClasses} py-2`} />}
      </Field>
      <Field label="Address" required error={message('address')}>
        {(props) => <input {...props} {...register('address')} autoComplete={fill('street-address')} maxLength={300} className={inputClasses} />}
      </Field>
      <CityStateZipFields register={register} error={message} className="grid gap-4 sm:grid-cols-[1fr_11rem_7rem]" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Phone" error={message('phone')}>
          {(props) => <input {...props} {...register('phone')} type="tel" autoComplete={fill('tel')} className={inputClasses} />}
        </Field>
        <Field label="Website" error={message('website')}>
          {(props) => <input {...props} {...register('website')} type="url" autoComplete={fill('url')} placeholder="https://" className={inputClasses} />}
        </Field>
      </div>
    </>
  )
}
