import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import type { z } from 'zod'
import { CircleCheck } from 'lucide-react'
import { businessSubmissionSchema } from '@petfolk/contract/directory'
import { describeActionError } from '../../lib/api.ts'
import { serverFieldErrors } from '../../lib/form-errors.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { useSubmitBusiness } from './api/submit-business.ts'
import { BusinessFormFields } from './business-form-fields.tsx'
import { BUSINESS_FIELDS, businessFormValues, type BusinessField, type BusinessFormValues } from './business-form-values.ts'
import { FormFooter } from '../../ui/form-footer.tsx'

export const SUBMIT_BUSINESS_FAILED = 'Failed to submit your business. Please try again.'

const emptyValues: BusinessFormValues = Object.fromEntries(BUSINESS_FIELDS.map((field) => [field, ''])) as BusinessFormValues

type BusinessSubmission = z.input<typeof businessSubmissionSchema>

/** The form holds text; the contract checks it (a type and a state from their lists, a phone's digits). */
const businessFormSchema = businessFormValues
  .transform((values): BusinessSubmission => ({
    ...values,
    business_type: values.business_type as BusinessSubmission['business_type'],
    state: values.state as BusinessSubmission['state'],
  }))
  .pipe(businessSubmissionSchema)

interface AddBusinessDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** 'Add Your Business': sends a business for listing; it is listed once verified. */
export function AddBusinessDialog({ open, onOpenChange }: AddBusinessDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Your Business"
      description="Tell pet owners about your business. We list it once we have verified it."
      className="sm:max-w-lg"
    >
      {open ? <AddBusinessForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function AddBusinessForm({ onDone }: { onDone: () => void }) {
  const submitBusiness = useSubmitBusiness()
  const [failure, setFailure] = useState<string | null>(null)
  const [confirmation, setConfirmation] = useState<string | null>(null)
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(businessFormSchema),
    defaultValues: emptyValues,
    mode: 'onTouched',
  })
  const message = (field: BusinessField) => formState.errors[field]?.message ?? null

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const result = await submitBusiness.mutateAsync(values)
      setConfirmation(result.message)
      toast.success('Your business was submitted for verification.')
    } catch (error) {
      for (const [field, text] of Object.entries(serverFieldErrors(error, BUSINESS_FIELDS))) {
        setError(field as BusinessField, { type: 'server', message: text })
      }
      setFailure(describeActionError(error, SUBMIT_BUSINESS_FAILED))
    }
  })

  if (confirmation) {
    return (
      <div className="flex flex-col gap-5">
        <p role="status" className="flex items-start gap-3 rounded-control bg-success-soft p-4 font-semibold text-success-fg">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {confirmation}
        </p>
        <Button onClick={onDone} className="self-end">
          Done
        </Button>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <BusinessFormFields register={register} message={message} ownDetails />
      <FormFooter failure={failure} onCancel={onDone} submitting={formState.isSubmitting} submittingText="Submitting...">
        Submit for Verification
      </FormFooter>
    </form>
  )
}
