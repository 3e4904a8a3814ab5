import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { z } from 'zod'
import { MEDICAL_RECORD_TEXT_MAX, medicalRecordInputSchema, RECORD_TYPES, recordTypeSchema, type MedicalRecord } from '@petfolk/contract/medical-records'
import { describeActionError } from '../../lib/api.ts'
import { serverFieldErrors } from '../../lib/form-errors.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { useSaveMedicalRecord } from './api/save-medical-record.ts'
import { RECORD_TYPE_LABELS } from './record-labels.ts'
import { FormFooter } from '../../ui/form-footer.tsx'

const SAVE_RECORD_FAILED = 'Failed to save the medical record. Please try again.'

const recordFormValuesSchema = z.object({
  title: z.string(),
  record_type: z.union([recordTypeSchema, z.literal('')]),
  description: z.string(),
  date_recorded: z.string(),
  clinic_name: z.string(),
  doctor_name: z.string(),
  medication_name: z.string(),
  dosage: z.string(),
  frequency: z.string(),
  next_due_date: z.string(),
})
type RecordFormValues = z.output<typeof recordFormValuesSchema>
type RecordField = keyof RecordFormValues
const RECORD_FIELDS = Object.keys(recordFormValuesSchema.shape) as RecordField[]

/** The contract does the rest: trimming, blanks to null, dates, next due not before recorded. */
const recordFormSchema = recordFormValuesSchema
  .transform(({ record_type, ...rest }): z.input<typeof medicalRecordInputSchema> => ({
    ...rest,
    // Left out when not chosen, so the contract's own message applies.
    record_type: (record_type || undefined) as z.input<typeof medicalRecordInputSchema>['record_type'],
  }))
  .pipe(medicalRecordInputSchema)

function toFormValues(record: MedicalRecord | undefined): RecordFormValues {
  return {
    title: record?.title ?? '',
    record_type: record?.record_type ?? '',
    description: record?.description ?? '',
    date_recorded: record?.date_recorded ?? '',
    clinic_name: record?.clinic_name ?? '',
    doctor_name: record?.doctor_name ?? '',
    medication_name: record?.medication_name ?? '',
    dosage: record?.dosage ?? '',
    frequency: record?.frequency ?? '',
    next_due_date: record?.next_due_date ?? '',
  }
}

interface MedicalRecordDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  petId: number
  petName: string
  /** The record to edit; without it the dialog adds a new one. */
  record?: MedicalRecord
}

export function MedicalRecordDialog({ open, onOpenChange, petId, petName, record }: MedicalRecordDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={record ? 'Edit Medical Record' : 'Add Medical Record'}
      description={`For ${petName}. Title and type are required.`}
      className="sm:max-w-lg"
    >
      <MedicalRecordForm petId={petId} record={record} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function MedicalRecordForm({ petId, record, onDone }: { petId: number; record?: MedicalRecord; onDone: () => void }) {
  const save = useSaveMedicalRecord(petId, record?.id)
  const [failure, setFailure] = useState<string | null>(null)
  const { register, control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(recordFormSchema),
    defaultValues: toFormValues(record),
    mode: 'onTouched',
  })
  const [title, recordType, dateRecorded] = useWatch({ control, name: ['title', 'record_type', 'date_recorded'] })
  const message = (field: RecordField) => formState.errors[field]?.message ?? null

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const saved = await save.mutateAsync(values)
      toast.success(record ? `${saved.title} was updated.` : `${saved.title} was added.`)
      onDone()
    } catch (error) {
      for (const [field, text] of Object.entries(serverFieldErrors(error, RECORD_FIELDS))) {
        setError(field as RecordField, { type: 'server', message: text })
      }
      setFailure(describeActionError(error, SAVE_RECORD_FAILED))
    }
  })

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field label="Title" required error={message('title')}>
        {(props) => <input {...props} {...register('title')} maxLength={MEDICAL_RECORD_TEXT_MAX.title} className={inputClasses} />}
      </Field>
      <Field label="Record Type" required error={message('record_type')}>
        {(props) => (
          <select {...props} {...register('record_type')} className={inputClasses}>
            <option value="">Select a type</option>
            {RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {RECORD_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date Recorded" error={message('date_recorded')}>
          {(props) => <input {...props} {...register('date_recorded', { deps: ['next_due_date'] })} type="date" className={inputClasses} />}
        </Field>
        <Field label="Next Due Date" error={message('next_due_date')}>
          {(props) => (
            <input
              {...props}
              {...register('next_due_date')}
              type="date"
              min={dateRecorded || undefined}
              className={inputClasses}
            />
          )}
        </Field>
      </div>
      <Field label="Description" error={message('description')}>
        {(props) => <textarea {...props} {...register('description')} maxLength={MEDICAL_RECORD_TEXT_MAX.description} rows={3} className={`${inputClasses} py-2`} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Clinic Name" error={message('clinic_name')}>
          {(props) => <input {...props} {...register('clinic_name')} maxLength={MEDICAL_RECORD_TEXT_MAX.clinic_name} className={inputClasses} />}
        </Field>
        <Field label="Doctor Name" error={message('doctor_name')}>
          {(props) => <input {...props} {...register('doctor_name')} maxLength={MEDICAL_RECORD_TEXT_MAX.doctor_name} className={inputClasses} />}
        </Field>
      </div>
      <Field label="Medication Name" error={message('medication_name')}>
        {(props) => <input {...props} {...register('medication_name')} maxLength={MEDICAL_RECORD_TEXT_MAX.medication_name} className={inputClasses} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Dosage" error={message('dosage')}>
          {(props) => <input {...props} {...register('dosage')} maxLength={MEDICAL_RECORD_TEXT_MAX.dosage} className={inputClasses} />}
        </Field>
        <Field label="Frequency" error={message('frequency')}>
          {(props) => <input {...props} {...register('frequency')} maxLength={MEDICAL_RECORD_TEXT_MAX.frequency} className={inputClasses} />}
        </Field>
      </div>
      <FormFooter failure={failure} onCancel={onDone} submitting={formState.isSubmitting} submittingText="Saving..." disabled={!title.trim() || !recordType}>
        {record ? 'Save Changes' : 'Add Record'}
      </FormFooter>
    </form>
  )
}
