import { ArrowLeft, Camera, ClipboardCheck, Store } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { REVIEW_KIND_LABELS, REVIEW_KINDS, type ReviewItem, type ReviewKind } from '@petfolk/contract/review'
import { cx } from '../../lib/cx.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useReviewQueue } from './api/reviews.ts'
import { ReviewDetail } from './review-detail.tsx'
import { itemTitle, submittedOn, submitterLabel } from './review-texts.ts'

/** `?open=business-12`: the submission shown beside (desktop) or instead of (phone) the queue. */
function parseOpen(value: string | null): { kind: ReviewKind; id: number } | null {
  const match = /^(business|photographer)-(\d{1,10})$/.exec(value ?? '')
  if (!match) return null
  const kind = REVIEW_KINDS.find((k) => k === match[1])
  const id = Number(match[2])
  return kind && id > 0 ? { kind, id } : null
}

/** The staff review queue: businesses and photographer listings members sent in, oldest first. */
export function ReviewsPage() {
  const [params, setParams] = useSearchParams()
  const open = parseOpen(params.get('open'))
  const queue = useReviewQueue()
  const select = (item: { kind: ReviewKind; id: number } | null) =>
    setParams(item ? { open: `${item.kind}-${item.id}` } : {}, { replace: false })

  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="reviews-heading" className="text-xl font-bold">
          Reviews
        </h2>
        <p className="text-fg-muted">Businesses and photographers waiting to be listed, oldest first. Approve to list them at once, or reject with a reason; the member is told either way.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className={cx('flex flex-col gap-3', open ? 'hidden lg:flex' : null)}>
          {queue.error && !queue.data ? (
            <LoadError error={queue.error} onRetry={() => void queue.refetch()} />
          ) : !queue.data ? (
            <Skeleton className="h-40" />
          ) : queue.data.length === 0 ? (
            <EmptyState icon={ClipboardCheck} title="Nothing to review" hint="New businesses and photographer listings appear here when members send them in." />
          ) : (
            <>
              <ul aria-label="Waiting for review" className="flex flex-col gap-2">
                {queue.data.map((item) => (
                  <li key={`${item.kind}-${item.id}`}>
                    <QueueEntry item={item} selected={open?.kind === item.kind && open.id === item.id} onOpen={() => select(item)} />
                  </li>
                ))}
              </ul>
              <LoadMoreButton query={queue} />
            </>
          )}
        </div>
        <div className={cx(open ? null : 'hidden lg:block')}>
          {open ? (
            <div className="flex flex-col gap-3">
              <Button variant="ghost" className="self-start lg:hidden" onClick={() => select(null)}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back to the queue
              </Button>
              <ReviewDetail key={`${open.kind}-${open.id}`} kind={open.kind} id={open.id} onDecided={() => select(null)} />
            </div>
          ) : (
            <Card className="p-6 text-fg-muted">Choose a submission to see it in full.</Card>
          )}
        </div>
      </div>
    </section>
  )
}

function QueueEntry({ item, selected, onOpen }: { item: ReviewItem; selected: boolean; onOpen: () => void }) {
  const Icon = item.kind === 'business' ? Store : Camera
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={selected || undefined}
      className={cx(
        'flex w-full items-start gap-3 rounded-card border p-4 text-left transition-colors',
        selected ? 'border-brand bg-brand-soft' : 'border-line bg-surface hover:bg-sunken',
      )}
    >
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-fg-muted" />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="font-semibold break-words">{itemTitle(item)}</span>
        <span className="text-sm text-fg-muted">
          {item.fields.city}, {item.fields.state} · sent {submittedOn(item.submitted_at)} by {submitterLabel(item.submitter)}
        </span>
        <span className="flex flex-wrap gap-1">
          <Badge tone="info">{REVIEW_KIND_LABELS[item.kind]}</Badge>
          {item.placeable ? null : <Badge tone="warning">ZIP code not found</Badge>}
        </span>
      </span>
    </button>
  )
}
