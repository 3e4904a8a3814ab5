import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { EMERGENCY_CONTACT_TEXT_MAX, emergencyContactInputSchema, type EmergencyContact } from '@petfolk/contract/settings'
import { describeActionError } from '../../lib/api.ts'
import { serverFieldErrors } from '../../lib/form-errors.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { useSaveEmergencyContact } from './api/save-emergency-contact.ts'
import { FormFooter } from '../../ui/form-footer.tsx'

export const SAVE_CONTACT_FAILED = 'Failed to save emergency contact. Please try again.'

const emptyValues = { name: '', relationship: '', phone: '', email: '', notes: '' }
type ContactField = keyof typeof emptyValues
const CONTACT_FIELDS = Object.keys(emptyValues) as ContactField[]

interface EmergencyContactDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The contact to edit, or null to add one. */
  contact: EmergencyContact | null
}

export function EmergencyContactDialog({ open, onOpenChange, contact }: EmergencyContactDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={contact ? 'Edit Emergency Contact' : 'Add Emergency Contact'}
      description="Name and phone are required."
      className="sm:max-w-lg"
    >
      {open ? <ContactForm key={contact?.id ?? 'new'} contact={contact} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function ContactForm({ contact, onDone }: { contact: EmergencyContact | null; onDone: () => void }) {
  const save = useSaveEmergencyContact()
  const [failure, setFailure] = useState<string | null>(null)
  const { register, control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(emergencyContactInputSchema),
    defaultValues: contact
      ? {
          name: contact.name,
          relationship: contact.relationship ?? '',
          phone: contact.phone,
          email: contact.email ?? '',
          notes: contact.notes ?? '',
        }
      : emptyValues,
    mode: 'onTouched',
  })
  const [name, phone] = useWatch({ control, name: ['name', 'phone'] })
  const message = (field: ContactField) => formState.errors[field]?.message ?? null

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const saved = await save.mutateAsync({ id: contact?.id ?? null, values })
      toast.success(contact ? `${saved.name} was updated.` : `${saved.name} was added.`)
      onDone()
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, CONTACT_FIELDS)
      for (const [field, text] of Object.entries(fieldErrors)) {
        setError(field as ContactField, { type: 'server', message: text })
      }
      // A field error is shown under its field; the summary is for everything else.
      if (Object.keys(fieldErrors).length === 0) setFailure(describeActionError(error, SAVE_CONTACT_FAILED))
    }
  })

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field label="Name" required error={message('name')}>
        {(props) => <input {...props} {...register('name')} maxLength={EMERGENCY_CONTACT_TEXT_MAX.name} autoComplete="name" className={inputClasses} />}
      </Field>
      <Field label="Relationship" hint="For example: sister, neighbour, pet sitter." error={message('relationship')}>
        {(props) => <input {...props} {...register('relationship')} maxLength={EMERGENCY_CONTACT_TEXT_MAX.relationship} className={inputClasses} />}
      </Field>
      <Field label="Phone" required error={message('phone')}>
        {(props) => <input {...props} {...register('phone')} maxLength={EMERGENCY_CONTACT_TEXT_MAX.phone} type="tel" autoComplete="tel" className={inputClasses} />}
      </Field>
      <Field label="Email" error={message('email')}>
        {(props) => <input {...props} {...register('email')} maxLength={EMERGENCY_CONTACT_TEXT_MAX.email} type="email" autoComplete="email" className={inputClasses} />}
      </Field>
      <Field label="Notes" error={message('notes')}>
        {(props) => <textarea {...props} {...register('notes')} maxLength={EMERGENCY_CONTACT_TEXT_MAX.notes} rows={3} className={`${inputClasses} py-2`} />}
      </Field>
      <FormFooter failure={failure} onCancel={onDone} submitting={formState.isSubmitting} submittingText="Saving..." disabled={!name.trim() || !phone.trim()}>
        {contact ? 'Save Contact' : 'Add Contact'}
      </FormFooter>
    </form>
  )
}
