import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { z } from 'zod'
import { boardInputSchema } from '@petfolk/contract/boards'
import { describeActionError } from '../../lib/api.ts'
import { serverFieldErrors } from '../../lib/form-errors.ts'
import { prefixedFieldError } from '../../lib/server-field-error.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { useCreateBoard } from './api/create-board.ts'
import { FormFooter } from '../../ui/form-footer.tsx'
import { UsStateSelect } from '../../ui/us-state-select.tsx'
import { ZipCodeInput } from '../../ui/place-fields.tsx'

export const CREATE_BOARD_FAILED = 'Failed to create board'
export const ZIP_HINT = 'This helps other pet owners in your area find your community'

const boardFormValues = z.object({
  name: z.string(),
  description: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
})
type BoardFormValues = z.infer<typeof boardFormValues>
type BoardField = keyof BoardFormValues
const BOARD_FIELDS = Object.keys(boardFormValues.shape) as BoardField[]
const emptyValues: BoardFormValues = { name: '', description: '', city: '', state: '', zip_code: '' }

/** The form holds text; the contract checks it (a state from the list, a 5-digit ZIP). */
const boardFormSchema = boardFormValues.pipe(boardInputSchema)

interface CreateBoardDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function CreateBoardDialog({ open, onOpenChange }: CreateBoardDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create New Community Board" className="sm:max-w-lg">
      <CreateBoardForm onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function CreateBoardForm({ onDone }: { onDone: () => void }) {
  const create = useCreateBoard()
  const [failure, setFailure] = useState<string | null>(null)
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(boardFormSchema),
    defaultValues: emptyValues,
    mode: 'onTouched',
  })
  const message = (field: BoardField) => formState.errors[field]?.message ?? null

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const board = await create.mutateAsync(values)
      toast.success(`${board.name} was created.`)
      onDone()
    } catch (error) {
      const prefixed = prefixedFieldError(error, BOARD_FIELDS)
      if (prefixed) {
        setError(prefixed.field, { type: 'server', message: prefixed.message })
        return
      }
      for (const [field, text] of Object.entries(serverFieldErrors(error, BOARD_FIELDS))) {
        setError(field as BoardField, { type: 'server', message: text })
      }
      setFailure(describeActionError(error, CREATE_BOARD_FAILED))
    }
  })

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field label="Board Name" required error={message('name')}>
        {(props) => <input {...props} {...register('name')} autoComplete="off" className={inputClasses} />}
      </Field>
      <Field label="Description" required error={message('description')}>
        {(props) => <textarea {...props} {...register('description')} rows={3} className={`${inputClasses} py-2`} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="City" required error={message('city')}>
          {(props) => <input {...props} {...register('city')} autoComplete="address-level2" className={inputClasses} />}
        </Field>
        <Field label="State" required error={message('state')}>
          {(props) => (
            <UsStateSelect {...props} {...register('state')} autoComplete="address-level1" emptyLabel="Select a state" />
          )}
        </Field>
      </div>
      <Field label="ZIP Code" required hint={ZIP_HINT} error={message('zip_code')}>
        {(props) => <ZipCodeInput {...props} {...register('zip_code')} className={`${inputClasses} sm:max-w-40`} />}
      </Field>
      <FormFooter failure={failure} onCancel={onDone} submitting={formState.isSubmitting} submittingText="Creating...">
        Create Board
      </FormFooter>
    </form>
  )
}
