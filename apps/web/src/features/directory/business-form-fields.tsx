import type { UseFormRegister } from 'react-hook-form'
import { z } from 'zod'
import { BUSINESS_TYPES } from '@petfolk/contract/directory'
import { Field, inputClasses } from '../../ui/field.tsx'
import { CityStateZipFields } from '../../ui/place-fields.tsx'
import { businessTypeLabel } from './business-labels.ts'

/** What a business form holds: text, which the contract's schema then checks. */
export const businessFormValues = z.object({
  name: z.string(),
  business_type: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  phone: z.string(),
  website: z.string(),
})
export type BusinessFormValues = z.infer<typeof businessFormValues>
export type BusinessField = keyof BusinessFormValues
export const BUSINESS_FIELDS = Object.keys(businessFormValues.shape) as BusinessField[]

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
