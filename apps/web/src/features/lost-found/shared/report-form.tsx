import { useEffect, useState, type ReactNode } from 'react'
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type PathValue, type UseFormRegister } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { localToday } from '@petfolk/contract/fields'
import { ApiError } from '../../../lib/api.ts'
import { serverFieldErrors } from '../../../lib/form-errors.ts'
import { prefixedFieldError } from '../../../lib/server-field-error.ts'
import { SelectOptions } from '../../../ui/controlled-fields.tsx'
import { Field, inputClasses } from '../../../ui/field.tsx'
import { PhotoField } from '../../../ui/photo-field.tsx'
import { ContactFields, ReportFormFooter, Section } from './report-form-parts.tsx'
import { checkedAgainstToday, oldestDate, weightFromText } from './report-form-values.ts'

/** The types a report's photo may have: jpeg, jpg and png, which every browser can show. */
const REPORT_PHOTO_ACCEPT = 'image/jpeg,image/jpg,image/png,.jpg,.jpeg,.png'

/**
 * What differs between the lost and the found report form: the values, the rules they are sent
 * by, the words, and the sections. Everything else is the one form below.
 */
export interface ReportFormKind<V extends FieldValues, O> {
  /** The form's values as typed, checked and turned into what is sent by the contract's rules. */
  schema: z.ZodType<O, V>
  /** A new report's values before anything is filled in. */
  emptyValues: V
  fields: readonly (keyof V & string)[]
  /** Required fields, and the message each shows while left empty. */
  required: Partial<Record<keyof V & string, string>>
  /**
   * How the contract's sentences begin, per field: a 400 whose sentence names a field (with no
   * `issues`, as for a date the server checks against its own calendar) is shown under that field.
   */
  sentenceSubjects: readonly (readonly [keyof V & string, string])[]
  /** What the form says when posting fails; tests and journeys look for these words. */
  failed: string
  /** When a 429 comes without a sentence of its own. */
  limitReached: string
  /** The day the pet went missing or was found: today, to begin with. */
  dateField: keyof V & string
  /** How many days back the contract accepts that day. */
  dateMaxAgeDays: number
  /** Filled in with the first watched ZIP. */
  zipField: keyof V & string
  submitLabel: string
  sections: (kit: ReportFormKit<V>) => ReactNode
}

interface ReportFormDescription<S extends z.ZodObject, C extends z.ZodObject> extends Omit<ReportFormKind<z.output<S>, z.output<C>>, 'schema' | 'emptyValues' | 'fields'> {
  /** What the form holds: text as typed, checked by the contract only on submit. */
  values: S
  /** The server's rules for what is sent. */
  contract: C
  /** Selects that must be chosen (species, state): left out while blank, so the contract's own sentence says so. */
  requiredChoices: readonly (keyof z.output<S> & string)[]
  /** Why the report's date cannot be used, judged against the reporter's own calendar; null when it can. */
  dateProblem: (date: string, today: string) => string | null
  /** Starting values besides blanks. */
  defaults?: Partial<z.output<S>>
}

/**
 * A kind of report form from its description: what is sent is the values with the weight as a
 * number and blank required choices left out, checked by the contract's rules and the date by the
 * reporter's own calendar, so a report the server would refuse is never sent.
 */
export function reportFormKind<S extends z.ZodObject, C extends z.ZodObject>({
  values,
  contract,
  requiredChoices,
  dateProblem,
  defaults,
  ...kind
}: ReportFormDescription<S, C>): ReportFormKind<z.output<S>, z.output<C>> {
  const sent = (typed: Record<string, unknown>) => {
    const input: Record<string, unknown> = { ...typed, weight_lbs: weightFromText(String(typed.weight_lbs)) }
    for (const field of requiredChoices) input[field] ||= undefined
    return input
  }
  const date = contract.shape[kind.dateField] as z.ZodType<string>
  const schema = values.transform(sent).pipe(contract.extend({ [kind.dateField]: checkedAgainstToday(date, dateProblem) }))
  return {
    ...kind,
    schema: schema as unknown as z.ZodType<z.output<C>, z.output<S>>,
    emptyValues: { ...values.parse({}), ...defaults },
    fields: Object.keys(values.shape),
  }
}

/** The fields a kind's sections are drawn with, all tied to the one form's state and errors. */
export interface ReportFormKit<V extends FieldValues> {
  initialValues: V
  /** The values as they are now. */
  values: Partial<V>
  register: UseFormRegister<V>
  message: (field: keyof V & string) => string | null
  text: (field: keyof V & string, label: string, props?: Record<string, unknown>) => ReactNode
  select: (field: keyof V & string, label: string, empty: string, options: readonly { value: string; label: string }[]) => ReactNode
  textArea: (field: keyof V & string, label: string, rows: number, hint?: string) => ReactNode
  /** "About the pet": what the kind puts first and in the grid, then the distinctive markings and the pet's photo (`photo_url`). */
  aboutThePet: (parts: { lead?: ReactNode; grid: ReactNode; markingsHint: string; photo: PhotoParts }) => ReactNode
  /** The report's date (from the oldest the contract accepts to today) and where, side by side in the kind's grid. */
  dateAndPlace: (labels: { date: string; locationField: keyof V & string; location: string }) => ReactNode
  /** Name, phone, e-mail and whether the public page shows the phone. */
  contact: () => ReactNode
}

interface PhotoParts {
  label: string
  required?: boolean
  hint: string
  alt: string
  uploadName: string
}

/** Who reports, as a new report starts: the first watched ZIP, their own name and e-mail. */
export interface Reporter {
  alertZip: string | undefined
  contactName: string | undefined
  contactEmail: string | undefined
}

/** A new report's starting values: today, the first watched ZIP, and the reporter's own contact. */
export function newReportValues<V extends FieldValues, O>(kind: ReportFormKind<V, O>, reporter: Reporter, today = localToday()): V {
  return {
    ...kind.emptyValues,
    [kind.dateField]: today,
    [kind.zipField]: reporter.alertZip ?? '',
    contact_name: reporter.contactName ?? '',
    contact_email: reporter.contactEmail ?? '',
  }
}

/** What the form alert says when a post fails: the server's sentence for bad input or the daily limit, else the form's own failure text. */
function reportFailureMessage<V extends FieldValues, O>(kind: ReportFormKind<V, O>, error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.serverMessage ?? kind.limitReached
  if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
    return prefixedFieldError(error, kind.fields)?.message ?? error.serverMessage
  }
  return kind.failed
}

/** The field a refused post's sentence is about, with the sentence to show under it; else null. */
function refusedField<V extends FieldValues, O>(kind: ReportFormKind<V, O>, error: unknown, sentence: string) {
  if (!(error instanceof ApiError) || error.status !== 400) return null
  const prefixed = prefixedFieldError(error, kind.fields)
  if (prefixed) return prefixed
  const subject = kind.sentenceSubjects.find(([, words]) => sentence.startsWith(`${words} `))
  return subject ? { field: subject[0], message: sentence } : null
}

interface ReportFormProps<V extends FieldValues, O> {
  kind: ReportFormKind<V, O>
  initialValues: V
  /** The first saved alert ZIP, when it arrives after the form opened. */
  alertZip: string | undefined
  onSubmit: (values: O) => Promise<unknown>
  onCancel: () => void
}

/** A lost or found report's form: the kind's sections, the server's refusals under their fields, then Cancel and Post. */
export function ReportForm<V extends FieldValues, O>({ kind, initialValues, alertZip, onSubmit, onCancel }: ReportFormProps<V, O>) {
  const { register, control, handleSubmit, setError, setValue, getFieldState, getValues, formState } = useForm<V, unknown, O>({
    resolver: zodResolver(kind.schema),
    defaultValues: initialValues as DefaultValues<V>,
    mode: 'onTouched',
  })
  const [photoBusy, setPhotoBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const values = useWatch({ control }) as Partial<V>
  const path = (field: keyof V & string) => field as Path<V>
  const zipField = path(kind.zipField)

  // The ZIP is prefilled from the first saved alert ZIP, also when the preferences load late.
  useEffect(() => {
    if (alertZip && !getValues(zipField) && !getFieldState(zipField).isDirty) setValue(zipField, alertZip as PathValue<V, Path<V>>)
  }, [alertZip, zipField, getValues, getFieldState, setValue])

  const message = (field: keyof V & string): string | null => {
    const error = formState.errors[field]?.message
    if (typeof error !== 'string' || !error) return null
    const value = values[field]
    return typeof value === 'string' && !value.trim() && kind.required[field] ? (kind.required[field] ?? error) : error
  }

  const submit = handleSubmit(async (valid) => {
    setFailure(null)
    try {
      await onSubmit(valid)
    } catch (error) {
      const sentence = reportFailureMessage(kind, error)
      const fieldErrors: Partial<Record<keyof V & string, string>> = serverFieldErrors(error, kind.fields)
      const named = refusedField(kind, error, sentence)
      if (named && !fieldErrors[named.field]) fieldErrors[named.field] = named.message
      Object.entries(fieldErrors).forEach(([field, text], index) => {
        setError(path(field), { type: 'server', message: text }, { shouldFocus: index === 0 })
      })
      setFailure(sentence)
    }
  })

  const kit: ReportFormKit<V> = {
    initialValues,
    values,
    register,
    message,
    text: (field, label, props = {}) => (
      <Field label={label} required={field in kind.required} error={message(field)}>
        {(control) => <input {...control} {...register(path(field))} {...props} className={inputClasses} />}
      </Field>
    ),
    // Selects also get their starting value as defaultValue, so it shows before the form library syncs.
    select: (field, label, empty, options) => (
      <Field label={label} required={field in kind.required} error={message(field)}>
        {(control) => (
          <select {...control} {...register(path(field))} defaultValue={initialValues[field]} className={inputClasses}>
            <SelectOptions emptyLabel={empty} options={options} />
          </select>
        )}
      </Field>
    ),
    textArea: (field, label, rows, hint) => (
      <Field label={label} hint={hint} error={message(field)}>
        {(control) => <textarea {...control} {...register(path(field))} rows={rows} className={`${inputClasses} py-2`} />}
      </Field>
    ),
    aboutThePet: ({ lead, grid, markingsHint, photo }) => (
      <Section title="About the pet">
        {lead}
        <div className="grid gap-4 sm:grid-cols-2">{grid}</div>
        {kit.textArea('distinctive_markings', 'Distinctive Markings', 2, markingsHint)}
        <PhotoField
          {...photo}
          shape="landscape"
          accept={REPORT_PHOTO_ACCEPT}
          value={typeof values.photo_url === 'string' ? values.photo_url : ''}
          onChange={(url) => setValue(path('photo_url'), url as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: true })}
          onBusyChange={setPhotoBusy}
          error={message('photo_url')}
        />
      </Section>
    ),
    dateAndPlace: ({ date, locationField, location }) => {
      const today = localToday()
      return (
        <>
          {kit.text(kind.dateField, date, { type: 'date', min: oldestDate(today, kind.dateMaxAgeDays), max: today })}
          {kit.text(locationField, location, { placeholder: 'Street, park or landmark', maxLength: 300 })}
        </>
      )
    },
    contact: () => <ContactFields textField={kit.text} showPhone={register(path('show_contact_phone'))} />,
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      {kind.sections(kit)}
      <ReportFormFooter failure={failure} onCancel={onCancel} photoBusy={photoBusy} submitting={formState.isSubmitting} submitLabel={kind.submitLabel} />
    </form>
  )
}
