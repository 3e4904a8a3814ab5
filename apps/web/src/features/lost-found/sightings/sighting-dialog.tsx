import { useState } from 'react'
import { toast } from 'sonner'
import { Eye } from 'lucide-react'
import { sightingInputSchema, sightingTimeProblem, type Position, type SightingInput } from '@petfolk/contract/lost-found/reports'
import { Button } from '../../../ui/button.tsx'
import { TextAreaField, TextField } from '../../../ui/controlled-fields.tsx'
import { Dialog } from '../../../ui/dialog.tsx'
import { FormFooter } from '../../../ui/form-footer.tsx'
import { PhotoField } from '../../../ui/photo-field.tsx'
import { uploadSightingPhoto } from '../relay/api/relay.ts'
import { useReportSighting } from './api/report-sighting.ts'
import { SightingPlaceField } from './sighting-place-field.tsx'
import { useVisitorForm } from '../shared/use-visitor-form.ts'
import { useProofAhead } from '../shared/api/proof.ts'

export const SIGHTING_FAILED = 'Failed to send your sighting. Please try again.'

const FIELDS = ['seen_at', 'location', 'zip_code', 'note', 'name', 'phone', 'photo_url'] as const
type SightingField = (typeof FIELDS)[number]
type Values = Record<SightingField, string>

/** "2026-11-25T14:05" in the visitor's own time zone, as a datetime-local input holds it. */
export function localDateTimeValue(at: Date): string {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

function emptyValues(now: Date): Values {
  return { seen_at: localDateTimeValue(now), location: '', zip_code: '', note: '', name: '', phone: '', photo_url: '' }
}

/** What is sent: the local time as an instant, empty optional fields left out, and the place marked on the map. */
function toInput(values: Values, place: Position | null): SightingInput {
  const seen = values.seen_at ? new Date(values.seen_at) : null
  const seenAt = seen && !Number.isNaN(seen.getTime()) ? seen.toISOString() : values.seen_at
  const optional = FIELDS.filter((field) => field !== 'seen_at' && field !== 'location' && values[field].trim() !== '')
  return { seen_at: seenAt, location: values.location, ...Object.fromEntries(optional.map((field) => [field, values[field]])), ...place }
}

type FormErrors = Partial<Record<SightingField | 'place', string>>

/** The first message per field, from the contract's rules and the time against this device's clock. */
function problems(values: Values, place: Position | null): FormErrors {
  const input = toInput(values, place)
  const found: FormErrors = {}
  const parsed = sightingInputSchema.safeParse(input)
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = issue.path[0]
    const field = key === 'latitude' || key === 'longitude' ? 'place' : (key as SightingField)
    if ((field === 'place' || FIELDS.includes(field)) && !found[field]) found[field] = issue.message
  }
  if (!found.seen_at && values.seen_at) {
    const problem = sightingTimeProblem(input.seen_at)
    if (problem) found.seen_at = problem
  }
  return found
}

interface SightingDialogProps {
  reportId: number
  petName: string
  contactName: string
  /** Where the report says the pet was last seen: the map to mark a place opens there. */
  lastSeen?: Position | null | undefined
}

/** "I saw this pet": anyone, signed in or not, tells the owner when and where. */
export function SightingDialog({ reportId, petName, contactName, lastSeen = null }: SightingDialogProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`I saw ${petName}`}
      description={`${contactName} is told at once. Only your name, if you give it, shows on the public page; your phone goes to the owner alone.`}
      trigger={
        <Button size="lg" className="w-full">
          <Eye aria-hidden="true" className="size-5" />
          I saw this pet
        </Button>
      }
    >
      {/* Mounted while open only, so each sighting starts from a fresh form at the current time. */}
      {open ? <SightingForm reportId={reportId} contactName={contactName} lastSeen={lastSeen} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  )
}

interface SightingFormProps {
  reportId: number
  contactName: string
  lastSeen: Position | null
  onDone: () => void
}

function SightingForm({ reportId, contactName, lastSeen, onDone }: SightingFormProps) {
  const { values, set, field, errors, setErrors, failure, submit: submitWith } = useVisitorForm<SightingField, 'place'>({
    initial: () => emptyValues(new Date()),
    fields: FIELDS,
    failed: SIGHTING_FAILED,
  })
  const [place, setPlace] = useState<Position | null>(null)
  const [photoBusy, setPhotoBusy] = useState(false)
  const report = useReportSighting(reportId)
  useProofAhead()
  const now = localDateTimeValue(new Date())

  const submit = submitWith(
    (typed) => problems(typed, place),
    async (valid) => {
      // Sent as typed, blanks left out: the server reads it with the same rules just checked here.
      await report.mutateAsync(toInput(valid, place))
      toast.success(`Thank you. ${contactName} has been told about your sighting.`)
      onDone()
    },
  )

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="When did you see the pet?" required type="datetime-local" max={now} {...field('seen_at')} />
      <TextField
        label="Where?"
        required
        hint="A street, park or landmark."
        maxLength={300}
        {...field('location')}
      />
      <TextField
        label="ZIP Code"
        required={place === null}
        hint={place === null ? 'Or mark the place on the map instead.' : 'Optional: the place is marked on the map.'}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        {...field('zip_code')}
      />
      <SightingPlaceField
        value={place}
        onChange={(marked) => {
          setPlace(marked)
          setErrors((current) => ({ ...current, place: undefined, zip_code: undefined }))
        }}
        around={lastSeen}
        error={errors.place}
      />
      <TextAreaField label="Note" hint="Which way it went, how it looked, anything that helps." rows={3} maxLength={1000} {...field('note')} />
      <PhotoField
        label="Photo"
        hint="Optional. JPG or PNG."
        alt="Your photo of the sighting"
        shape="landscape"
        uploadName="sighting.jpg"
        value={values.photo_url}
        onChange={set('photo_url')}
        onBusyChange={setPhotoBusy}
        error={errors.photo_url}
        // Everyone's photo goes to the report's own path, which needs no account and is good for this report only.
        upload={(image, filename) => uploadSightingPhoto(reportId, image, filename)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Your name" autoComplete="name" maxLength={100} {...field('name')} />
        <TextField label="Your phone" type="tel" autoComplete="tel" maxLength={40} hint="Only the owner sees it." {...field('phone')} />
      </div>
      <FormFooter failure={failure} onCancel={onDone} submitting={report.isPending} submittingText="Sending..." disabled={photoBusy}>
        Send Sighting
      </FormFooter>
    </form>
  )
}
