import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import type { z } from 'zod'
import { photographerSubmissionSchema } from '@petfolk/contract/demo'
import { describeActionError } from '../../lib/api.ts'
import { serverFieldErrors } from '../../lib/form-errors.ts'
import { ListingFormFields } from './listing-form-fields.tsx'
import { LISTING_FIELDS, listingFormValues, listingInput, type ListingField, type ListingFormValues } from './listing-form-values.ts'
import { prefixedFieldError } from '../../lib/server-field-error.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { useSubmitPhotographer } from './api/submit-photographer.ts'
import { FormFooter } from '../../ui/form-footer.tsx'

export const SUBMIT_LISTING_FAILED = 'Failed to submit your listing. Please try again.'

/** The form holds text; the contract checks it (a 5-digit ZIP, a web address, a pricing range). */
const listingFormSchema = listingFormValues
  // The pipe checks the pricing range against the list; here it is still the select's text.
  .transform((values) => listingInput(values) as z.input<typeof photographerSubmissionSchema>)
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
      <ListingFormFields register={register} message={message} ownDetails />
      <FormFooter failure={failure} onCancel={onDone} submitting={formState.isSubmitting} submittingText="Submitting...">
        Submit Listing
      </FormFooter>
    </form>
  )
}
