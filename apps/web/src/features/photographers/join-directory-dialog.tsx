import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { z } from 'zod'
import { PRICING_RANGES, photographerSubmissionSchema } from '@petfolk/contract/demo'
import { describeActionError } from '../../lib/api.ts'
import { serverFieldErrors } from '../../lib/form-errors.ts'
import { pricingLabel } from './photographer-listing.ts'
import { CityStateZipFields } from '../../ui/place-fields.tsx'
import { prefixedFieldError } from '../../lib/server-field-error.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { useSubmitPhotographer } from './api/submit-photographer.ts'
import { FormFooter } from '../../ui/form-footer.tsx'

export const SUBMIT_LISTING_FAILED = 'Failed to submit your listing. Please try again.'

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
  email: z.string().regex(/^\s*$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter an e-mail address like name@example.com.'),
  instagram_handle: z.string(),
})
type ListingFormValues = z.infer<typeof listingFormValues>
type ListingField = keyof ListingFormValues
const LISTING_FIELDS = Object.keys(listingFormValues.shape) as ListingField[]

/** The form holds text; the contract checks it (a 5-digit ZIP, a web address, a pricing range). */
const listingFormSchema = listingFormValues
  .transform(
    (values) =>
      // The pipe checks the pricing range against the list; here it is still the select's text.
      ({
        ...values,
        pricing_range: values.pricing_range || null,
        years_experience: values.years_experience.trim() ? Number(values.years_experience.trim()) : null,
      }) as z.input<typeof photographerSubmissionSchema>,
  )
  .pipe(photographerSubmissionSchema)

const emptyValues: ListingFormValues = {
  business_name: '',
  photographer_name: '',
  city: '',
  state: '',
  zip_code: '',
  description: '',
  specialties: '',
  pricing_range: '',
  years_experience: '',
  website: '',
  phone: '',
  email: '',
  instagram_handle: '',
}

interface JoinDirectoryDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function JoinDirectoryDialog({ open, onOpenChange }: JoinDirectoryDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Join Our Directory"
      description="Tell pet owners about your photography. We review every listing before it appears."
      className="sm:max-w-2xl"
    >
      <ListingForm onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function ListingForm({ onDone }: { onDone: () => void }) {
  const submitListing = useSubmitPhotographer()
  const [failure, setFailure] = useState<string | null>(null)
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(listingFormSchema),
    defaultValues: emptyValues,
    mode: 'onTouched',
  })
  const message = (field: ListingField) => formState.errors[field]?.message ?? null

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const result = await submitListing.mutateAsync(values)
      toast.success(result.message)
      onDone()
    } catch (error) {
      const prefixed = prefixedFieldError(error, LISTING_FIELDS)
      if (prefixed) {
        setError(prefixed.field, { type: 'server', message: prefixed.message })
        return
      }
      for (const [field, text] of Object.entries(serverFieldErrors(error, LISTING_FIELDS))) {
        setError(field as ListingField, { type: 'server', message: text })
      }
      setFailure(describeActionError(error, SUBMIT_LISTING_FAILED))
    }
  })

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Business Name" required error={message('business_name')}>
          {(props) => <input {...props} {...register('business_name')} autoComplete="organization" maxLength={150} className={inputClasses} />}
        </Field>
        <Field label="Photographer Name" required error={message('photographer_name')}>
          {(props) => <input {...props} {...register('photographer_name')} autoComplete="name" maxLength={120} className={inputClasses} />}
        </Field>
      </div>
      <CityStateZipFields register={register} error={message} className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]" cityMaxLength={100} />
      <Field label="Description" hint="Your style, what a session is like, what clients receive." error={message('description')}>
        {(props) => <textarea {...props} {...register('description')} rows={3} maxLength={2000} className={`${inputClasses} py-2`} />}
      </Field>
      <Field label="Specialties" hint="Separate them with commas, e.g. dogs, outdoor, studio." error={message('specialties')}>
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
        <Field label="Website" hint="Starting with https://" error={message('website')}>
          {(props) => <input {...props} {...register('website')} type="url" autoComplete="url" maxLength={300} className={inputClasses} />}
        </Field>
        <Field label="Phone" error={message('phone')}>
          {(props) => <input {...props} {...register('phone')} type="tel" autoComplete="tel" maxLength={40} className={inputClasses} />}
        </Field>
        <Field label="E-mail" error={message('email')}>
          {(props) => <input {...props} {...register('email')} type="email" autoComplete="email" maxLength={254} className={inputClasses} />}
        </Field>
        <Field label="Instagram" hint="Your handle, with or without @." error={message('instagram_handle')}>
          {(props) => <input {...props} {...register('instagram_handle')} autoComplete="off" maxLength={60} className={inputClasses} />}
        </Field>
      </div>
      <FormFooter failure={failure} onCancel={onDone} submitting={formState.isSubmitting} submittingText="Submitting...">
        Submit Listing
      </FormFooter>
    </form>
  )
}
