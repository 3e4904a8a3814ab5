import { Suspense, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { businessEditSchema, photographerEditSchema, type BusinessEditInput, type BusinessReview, type PhotographerEditInput, type PhotographerReview } from '@petfolk/contract/review'
import { describeActionError } from '../../lib/api.ts'
import { serverFieldErrors } from '../../lib/form-errors.ts'
import { prefixedFieldError } from '../../lib/server-field-error.ts'
import { FormFooter } from '../../ui/form-footer.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { BUSINESS_FIELDS, BusinessFormFields, businessFormValues, type BusinessField, type BusinessFormValues } from '../directory/index.ts'
import { LISTING_FIELDS, ListingFormFields, listingFormValues, listingInput, type ListingField, type ListingFormValues } from '../photographers/index.ts'
import { useReviewAction } from './api/reviews.ts'

export const SAVE_EDIT_FAILED = 'Failed to save your changes. Please try again.'

const text = (value: string | number | null) => (value === null ? '' : String(value))

/*
 * Staff correct a submission with the member form's rules: the form holds text and the contract's
 * schema (the one the member's form and the server use) checks it.
 */
const businessFormSchema = businessFormValues.transform((values) => values as BusinessEditInput).pipe(businessEditSchema)
const listingFormSchema = listingFormValues.transform((values) => listingInput(values) as PhotographerEditInput).pipe(photographerEditSchema)

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
      <BusinessFormFields register={register} message={message} />
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
      <Suspense fallback={<Skeleton className="h-96" />}>
        <ListingFormFields register={register} message={message} />
      </Suspense>
      <FormFooter failure={errors.failure} onCancel={onDone} submitting={formState.isSubmitting} submittingText="Saving...">
        Save Changes
      </FormFooter>
    </form>
  )
}
