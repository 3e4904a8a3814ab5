import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { z } from 'zod'
import { BUSINESS_TYPE_LABELS, BUSINESS_TYPES } from '@petfolk/contract/directory'
import { PRICING_RANGE_LABELS, PRICING_RANGES } from '@petfolk/contract/demo'
import { businessEditSchema, photographerEditSchema, type BusinessEditInput, type BusinessReview, type PhotographerEditInput, type PhotographerReview } from '@petfolk/contract/review'
import { describeActionError } from '../../lib/api.ts'
import { serverFieldErrors } from '../../lib/form-errors.ts'
import { prefixedFieldError } from '../../lib/server-field-error.ts'
import { Field, inputClasses } from '../../ui/field.tsx'
import { FormFooter } from '../../ui/form-footer.tsx'
import { CityStateZipFields } from '../../ui/place-fields.tsx'
import { useReviewAction } from './api/reviews.ts'

export const SAVE_EDIT_FAILED = 'Failed to save your changes. Please try again.'

const text = (value: string | number | null) => (value === null ? '' : String(value))

/*
 * Staff correct a submission with the member form's rules: the form holds text and the contract's
 * schema (the one the member's form and the server use) checks it.
 */
const businessFormValues = z.object({
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
type BusinessFormValues = z.infer<typeof businessFormValues>
type BusinessField = keyof BusinessFormValues
const BUSINESS_FIELDS = Object.keys(businessFormValues.shape) as BusinessField[]
const businessFormSchema = businessFormValues.transform((values) => values as BusinessEditInput).pipe(businessEditSchema)

const listingFormValues = z.object({
  business_name: z.string(),
  photographer_name: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  description: z.string(),
  specialties: z.string(),
  pricing_range: z.string(),
  years_experience: z.string().regex(/^\s*\d*\s*$/, 'Years of experience must be a whole number.'),
  website: z.string(),
  phone: z.string(),
  email: z.string(),
  instagram_handle: z.string(),
})
type ListingFormValues = z.infer<typeof listingFormValues>
type ListingField = keyof ListingFormValues
const LISTING_FIELDS = Object.keys(listingFormValues.shape) as ListingField[]
const listingFormSchema = listingFormValues
  .transform(
    (values) =>
      ({
        ...values,
        pricing_range: values.pricing_range || null,
        years_experience: values.years_experience.trim() ? Number(values.years_experience.trim()) : null,
      }) as PhotographerEditInput,
  )
  .pipe(photographerEditSchema)

/**
 * A select inside the dialog is registered before its options are in place, so it would start
 * empty; setting the values again once mounted fills the selects too.
 */
function useFilledSelects<V>(reset: (values: V) => void, initial: V) {
  useEffect(() => reset(initial), [reset, initial])
}

/** Puts the server's per-field sentences on their fields; the rest goes above the buttons. */
function useServerErrors<F extends string>(fields: readonly F[], setError: (field: F, error: { type: string; message: string }) => void) {
  const [failure, setFailure] = useState<string | null>(null)
  const show = (error: unknown) => {
    const prefixed = prefixedFieldError(error, fields)
    if (prefixed) {
      setError(prefixed.field, { type: 'server', message: prefixed.message })
      return
    }
    for (const [field, message] of Object.entries(serverFieldErrors(error, fields))) setError(field as F, { type: 'server', message: String(message) })
    setFailure(describeActionError(error, SAVE_EDIT_FAILED))
  }
  return { failure, clear: () => setFailure(null), show }
}

export function EditBusinessForm({ item, onDone }: { item: BusinessReview; onDone: () => void }) {
  const action = useReviewAction()
  const [initial] = useState(() => Object.fromEntries(BUSINESS_FIELDS.map((field) => [field, text(item.fields[field])])) as BusinessFormValues)
  const { register, handleSubmit, setError, formState, reset } = useForm({ resolver: zodResolver(businessFormSchema), defaultValues: initial, mode: 'onTouched' })
  useFilledSelects(reset, initial)
  const errors = useServerErrors(BUSINESS_FIELDS, setError)
  const message = (field: BusinessField) => formState.errors[field]?.message ?? null
  const submit = handleSubmit(async (values) => {
    errors.clear()
    try {
      await action.mutateAsync({ kind: 'business', id: item.id, action: 'edit', values })
      toast.success('Changes saved.')
      onDone()
    } catch (error) {
      errors.show(error)
    }
  })
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field label="Business Name" required error={message('name')}>
        {(props) => <input {...props} {...register('name')} maxLength={150} className={inputClasses} />}
      </Field>
      <Field label="Business Type" required error={message('business_type')}>
        {(props) => (
          <select {...props} {...register('business_type')} className={inputClasses}>
            <option value="">Select a type</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {BUSINESS_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Description" error={message('description')}>
        {(props) => <textarea {...props} {...register('description')} rows={3} maxLength={2000} className={`${inputClasses} py-2`} />}
      </Field>
      <Field label="Address" required error={message('address')}>
        {(props) => <input {...props} {...register('address')} maxLength={300} className={inputClasses} />}
      </Field>
      <CityStateZipFields register={register} error={message} className="grid gap-4 sm:grid-cols-[1fr_11rem_7rem]" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Phone" error={message('phone')}>
          {(props) => <input {...props} {...register('phone')} type="tel" className={inputClasses} />}
        </Field>
        <Field label="Website" error={message('website')}>
          {(props) => <input {...props} {...register('website')} type="url" placeholder="https://" className={inputClasses} />}
        </Field>
      </div>
      <FormFooter failure={errors.failure} onCancel={onDone} submitting={formState.isSubmitting} submittingText="Saving...">
        Save Changes
      </FormFooter>
    </form>
  )
}

export function EditPhotographerForm({ item, onDone }: { item: PhotographerReview; onDone: () => void }) {
  const action = useReviewAction()
  const [initial] = useState(() => Object.fromEntries(LISTING_FIELDS.map((field) => [field, text(item.fields[field])])) as ListingFormValues)
  const { register, handleSubmit, setError, formState, reset } = useForm({ resolver: zodResolver(listingFormSchema), defaultValues: initial, mode: 'onTouched' })
  useFilledSelects(reset, initial)
  const errors = useServerErrors(LISTING_FIELDS, setError)
  const message = (field: ListingField) => formState.errors[field]?.message ?? null
  const submit = handleSubmit(async (values) => {
    errors.clear()
    try {
      await action.mutateAsync({ kind: 'photographer', id: item.id, action: 'edit', values })
      toast.success('Changes saved.')
      onDone()
    } catch (error) {
      errors.show(error)
    }
  })
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Business Name" required error={message('business_name')}>
          {(props) => <input {...props} {...register('business_name')} maxLength={150} className={inputClasses} />}
        </Field>
        <Field label="Photographer Name" required error={message('photographer_name')}>
          {(props) => <input {...props} {...register('photographer_name')} maxLength={120} className={inputClasses} />}
        </Field>
      </div>
      <CityStateZipFields register={register} error={message} className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]" cityMaxLength={100} />
      <Field label="Description" error={message('description')}>
        {(props) => <textarea {...props} {...register('description')} rows={3} maxLength={2000} className={`${inputClasses} py-2`} />}
      </Field>
      <Field label="Specialties" error={message('specialties')}>
        {(props) => <input {...props} {...register('specialties')} maxLength={300} className={inputClasses} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Price Range" error={message('pricing_range')}>
          {(props) => (
            <select {...props} {...register('pricing_range')} className={inputClasses}>
              <option value="">Contact for Pricing</option>
              {PRICING_RANGES.map((range) => (
                <option key={range} value={range}>
                  {PRICING_RANGE_LABELS[range]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Years of Experience" error={message('years_experience')}>
          {(props) => <input {...props} {...register('years_experience')} inputMode="numeric" maxLength={2} className={inputClasses} />}
        </Field>
        <Field label="Website" error={message('website')}>
          {(props) => <input {...props} {...register('website')} type="url" maxLength={300} className={inputClasses} />}
        </Field>
        <Field label="Phone" error={message('phone')}>
          {(props) => <input {...props} {...register('phone')} type="tel" maxLength={40} className={inputClasses} />}
        </Field>
        <Field label="E-mail" error={message('email')}>
          {(props) => <input {...props} {...register('email')} type="email" maxLength={254} className={inputClasses} />}
        </Field>
        <Field label="Instagram" error={message('instagram_handle')}>
          {(props) => <input {...props} {...register('instagram_handle')} maxLength={60} className={inputClasses} />}
        </Field>
      </div>
      <FormFooter failure={errors.failure} onCancel={onDone} submitting={formState.isSubmitting} submittingText="Saving...">
        Save Changes
      </FormFooter>
    </form>
  )
}
