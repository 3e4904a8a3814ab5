import { useState } from 'react'
import { toast } from 'sonner'
import { Check, Pencil, TriangleAlert, X } from 'lucide-react'
import { BUSINESS_TYPE_LABELS } from '@petfolk/contract/directory'
import { PRICING_RANGE_LABELS } from '@petfolk/contract/demo'
import type { ReviewItem, ReviewKind } from '@petfolk/contract/review'
import { describeActionError } from '../../lib/api.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { FormAlert } from '../../ui/form-alert.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useReviewAction, useReviewItem } from './api/reviews.ts'
import { EditBusinessForm, EditPhotographerForm } from './edit-forms.tsx'
import { RejectDialog } from './reject-dialog.tsx'
import { DECISION_FAILED, itemTitle, submittedOn, submitterLabel } from './review-texts.ts'

interface ReviewDetailProps {
  kind: ReviewKind
  id: number
  /** After approving or rejecting: back to the queue. */
  onDecided: () => void
}

/** One submission in full, with Edit, Approve and Reject while it is pending. */
export function ReviewDetail({ kind, id, onDecided }: ReviewDetailProps) {
  const item = useReviewItem(kind, id)
  if (item.error) return <LoadError error={item.error} onRetry={() => void item.refetch()} />
  if (!item.data) return <Skeleton className="h-72" />
  return <Submission item={item.data} onDecided={onDecided} />
}

function Submission({ item, onDecided }: { item: ReviewItem; onDecided: () => void }) {
  const action = useReviewAction()
  const [editing, setEditing] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const title = itemTitle(item)
  const pending = item.status === 'pending'

  const approve = async () => {
    setFailure(null)
    try {
      await action.mutateAsync({ kind: item.kind, id: item.id, action: 'approve' })
      toast.success(`${title} is listed, and its member has been told.`)
      onDecided()
    } catch (error) {
      setFailure(describeActionError(error, DECISION_FAILED))
    }
  }

  return (
    <Card className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-xl font-bold break-words">{title}</h3>
          <StatusBadge item={item} />
        </div>
        <p className="text-fg-muted">
          {item.kind === 'business' ? 'Business' : 'Photographer listing'} sent {submittedOn(item.submitted_at)} by {submitterLabel(item.submitter)}
          {item.submitter ? ` · ${item.submitter.email}` : null}
        </p>
      </div>
      {item.status === 'rejected' && item.reason ? (
        <p className="rounded-control bg-danger-soft p-3 text-danger-fg">
          <span className="font-semibold">Reason: </span>
          {item.reason}
        </p>
      ) : null}
      {pending && !item.placeable ? (
        <p className="flex items-start gap-2 rounded-control bg-warning-soft p-3 text-warning-fg">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          We cannot place ZIP code {item.fields.zip_code ?? '(none)'} on the map. Correct it with Edit before approving.
        </p>
      ) : null}
      <Fields item={item} />
      {failure ? <FormAlert message={failure} /> : null}
      {pending ? (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button variant="danger" onClick={() => setRejecting(true)}>
            <X aria-hidden="true" className="size-4" />
            Reject
          </Button>
          <Button onClick={() => void approve()} loading={action.isPending && action.variables.action === 'approve'} loadingText="Approving...">
            <Check aria-hidden="true" className="size-4" />
            Approve
          </Button>
        </div>
      ) : null}
      <Dialog open={editing} onOpenChange={setEditing} title={`Edit ${title}`} description="Correct what the member sent; the same rules as their form apply." className="sm:max-w-2xl">
        {editing ? (
          item.kind === 'business' ? (
            <EditBusinessForm item={item} onDone={() => setEditing(false)} />
          ) : (
            <EditPhotographerForm item={item} onDone={() => setEditing(false)} />
          )
        ) : null}
      </Dialog>
      <RejectDialog open={rejecting} onOpenChange={setRejecting} item={item} onRejected={onDecided} />
    </Card>
  )
}

function StatusBadge({ item }: { item: ReviewItem }) {
  if (item.status === 'approved') return <Badge tone="success">Approved</Badge>
  if (item.status === 'rejected') return <Badge tone="danger">Rejected</Badge>
  return <Badge tone="warning">Waiting for review</Badge>
}

function Fields({ item }: { item: ReviewItem }) {
  const rows: Array<[string, string | number | null]> =
    item.kind === 'business'
      ? [
          ['Type', BUSINESS_TYPE_LABELS[item.fields.business_type]],
          ['Description', item.fields.description],
          ['Address', item.fields.address],
          ['City', item.fields.city],
          ['State', item.fields.state],
          ['ZIP code', item.fields.zip_code],
          ['Phone', item.fields.phone],
          ['Website', item.fields.website],
        ]
      : [
          ['Photographer', item.fields.photographer_name],
          ['Description', item.fields.description],
          ['Specialties', item.fields.specialties],
          ['Pricing', item.fields.pricing_range ? (PRICING_RANGE_LABELS as Record<string, string>)[item.fields.pricing_range] ?? item.fields.pricing_range : null],
          ['Years of experience', item.fields.years_experience],
          ['City', item.fields.city],
          ['State', item.fields.state],
          ['ZIP code', item.fields.zip_code],
          ['Phone', item.fields.phone],
          ['E-mail', item.fields.email],
          ['Website', item.fields.website],
          ['Instagram', item.fields.instagram_handle],
        ]
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-fg-muted">{label}</dt>
          <dd className="break-words whitespace-pre-line">{value === null || value === '' ? <span className="text-fg-muted">Not given</span> : value}</dd>
        </div>
      ))}
    </dl>
  )
}
