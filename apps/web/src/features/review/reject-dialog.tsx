import { useState } from 'react'
import { toast } from 'sonner'
import { REASON_MAX } from '@petfolk/contract/staff'
import { REJECT_REASON_REQUIRED, type ReviewItem } from '@petfolk/contract/review'
import { describeActionError } from '../../lib/api.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { FormFooter } from '../../ui/form-footer.tsx'
import { useReviewAction } from './api/reviews.ts'
import { DECISION_FAILED, itemTitle } from './review-texts.ts'

interface RejectDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  item: ReviewItem
  onRejected: () => void
}

/** Asks why before rejecting: the member reads this reason in the app and by e-mail. */
export function RejectDialog({ open, onOpenChange, item, onRejected }: RejectDialogProps) {
  const title = itemTitle(item)
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Reject ${title}?`} description="It stays out of the directory. The member is told, with your reason." className="sm:max-w-lg">
      {open ? <RejectForm item={item} onCancel={() => onOpenChange(false)} onRejected={onRejected} /> : null}
    </Dialog>
  )
}

function RejectForm({ item, onCancel, onRejected }: { item: ReviewItem; onCancel: () => void; onRejected: () => void }) {
  const action = useReviewAction()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async () => {
    setFailure(null)
    const text = reason.trim()
    if (!text) {
      setError(REJECT_REASON_REQUIRED)
      return
    }
    setError(null)
    try {
      await action.mutateAsync({ kind: item.kind, id: item.id, action: 'reject', reason: text })
      toast.success(`${itemTitle(item)} was rejected, and its member has been told why.`)
      onRejected()
    } catch (failed) {
      setFailure(describeActionError(failed, DECISION_FAILED))
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      className="flex flex-col gap-4"
    >
      <Field label="Reason" required error={error} hint="The member sees this. Say what to correct if they can send it again.">
        {(props) => <textarea {...props} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={REASON_MAX} rows={4} className={`${inputClasses} py-2`} />}
      </Field>
      <FormFooter failure={failure} onCancel={onCancel} submitting={action.isPending} submittingText="Rejecting..." variant="danger">
        Reject
      </FormFooter>
    </form>
  )
}
