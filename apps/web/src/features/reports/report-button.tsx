import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Flag } from 'lucide-react'
import { REPORT_NOTE_MAX, REPORT_REASONS, REPORT_REASON_LABELS, REPORT_THANKS, type ReportContentKind, type ReportReason } from '@petfolk/contract/reports'
import { describeActionError } from '../../lib/api.ts'
import { Button } from '../../ui/button.tsx'
import { TextAreaField } from '../../ui/controlled-fields.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { FormFooter } from '../../ui/form-footer.tsx'
import { useCreateReport } from './api/reports.ts'

interface ReportButtonProps {
  kind: ReportContentKind
  id: number
  /** What is reported, for the button's accessible name: "this sighting", "Sly's post". */
  what: string
  className?: string
}

/** "Report": tells Petfolk staff about spam, a scam, harassment and the like. Anyone may, visitors too. */
export function ReportButton({ kind, id, what, className }: ReportButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Report to Petfolk staff"
      description={`Tell us what is wrong with ${what}. Staff look at every report.`}
      trigger={
        <Button variant="ghost" size="sm" className={className} aria-label={`Report ${what}`}>
          <Flag aria-hidden="true" className="size-4" />
          Report
        </Button>
      }
    >
      {open ? <ReportForm kind={kind} id={id} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  )
}

function ReportForm({ kind, id, onDone }: { kind: ReportContentKind; id: number; onDone: () => void }) {
  const [reason, setReason] = useState<ReportReason | ''>('')
  const [note, setNote] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const report = useCreateReport()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!reason) {
      setReasonError('Choose a reason.')
      return
    }
    setFailure(null)
    report.mutate(
      { content_kind: kind, content_id: id, reason, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          toast.success(REPORT_THANKS)
          onDone()
        },
        onError: (error) => setFailure(describeActionError(error, 'Your report could not be sent. Please try again.')),
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={reasonError ? 'report-reason-error' : undefined}>
        <legend className="mb-1.5 font-semibold">
          What is wrong?
          <span aria-hidden="true" className="text-danger-fg">
            {' '}
            *
          </span>
        </legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3 rounded-control border border-line px-3 has-checked:border-brand">
            <input
              type="radio"
              name="report-reason"
              value={value}
              required
              checked={reason === value}
              onChange={() => {
                setReason(value)
                setReasonError(null)
              }}
              className="size-4 accent-brand"
            />
            {REPORT_REASON_LABELS[value]}
          </label>
        ))}
        {reasonError ? (
          <p id="report-reason-error" className="text-sm font-semibold text-danger-fg">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField label="Anything staff should know? (optional)" value={note} onValueChange={setNote} maxLength={REPORT_NOTE_MAX} rows={3} />
      <FormFooter failure={failure} onCancel={onDone} submitting={report.isPending} submittingText="Sending...">
        Send report
      </FormFooter>
    </form>
  )
}
