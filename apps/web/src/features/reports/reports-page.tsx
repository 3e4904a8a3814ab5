import { useState } from 'react'
import { toast } from 'sonner'
import { ShieldCheck } from 'lucide-react'
import { REPORT_CONTENT_LABELS, REPORT_REASON_LABELS, SUSPEND_DAYS_MAX, type ReportAction, type ReportCase } from '@petfolk/contract/reports'
import { describeActionError } from '../../lib/api.ts'
import { photoSrc } from '../../lib/photo.ts'
import { formatTimestamp } from '../../lib/timestamps.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { TextField } from '../../ui/controlled-fields.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { FormAlert } from '../../ui/form-alert.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useReportAction, useReportQueue } from './api/reports.ts'
import { LockedBoardsCard } from './locked-boards.tsx'
import { MemberStandingActions } from './member-standing.tsx'

/** /admin/reports: open reports, grouped by what they are about, the longest-waiting first; then the locked boards. */
export function ReportsQueuePage() {
  return (
    <div className="flex flex-col gap-6">
      <ReportQueue />
      <LockedBoardsCard />
    </div>
  )
}

function ReportQueue() {
  const queue = useReportQueue()
  if (queue.error) return <LoadError error={queue.error} onRetry={() => void queue.refetch()} />
  if (!queue.data) return <Skeleton className="h-48" />
  if (queue.data.length === 0) return <EmptyState icon={ShieldCheck} title="No open reports" hint="When someone reports a post, message or sighting, it shows up here." headingLevel={2} />
  return (
    <section aria-labelledby="reports-heading" className="flex flex-col gap-4">
      <h2 id="reports-heading" className="text-xl font-bold">
        Open reports <span className="text-fg-muted tabular-nums">({queue.data.reduce((n, c) => n + c.reports.length, 0)})</span>
      </h2>
      <ul className="flex flex-col gap-4">
        {queue.data.map((reportCase) => (
          <li key={`${reportCase.content_kind}:${reportCase.content_id}`}>
            <ReportCaseCard reportCase={reportCase} />
          </li>
        ))}
      </ul>
    </section>
  )
}

const authorName = (c: ReportCase) => (c.author ? (c.author.handle ? `@${c.author.handle}` : c.author.display_name) : c.author_label)

function ReportCaseCard({ reportCase }: { reportCase: ReportCase }) {
  const kindLabel = REPORT_CONTENT_LABELS[reportCase.content_kind]
  const headingId = `case-${reportCase.content_kind}-${reportCase.content_id}`
  return (
    <Card className="flex flex-col gap-4 p-4">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-bold">
            {kindLabel} by {authorName(reportCase)}
          </h3>
          <Badge tone="warning">
            {reportCase.reports.length} {reportCase.reports.length === 1 ? 'report' : 'reports'}
          </Badge>
          {reportCase.hidden ? <Badge tone="neutral">Hidden</Badge> : null}
        </div>
        {reportCase.text ? (
          <blockquote className="rounded-control border-l-4 border-line-strong bg-sunken p-3 whitespace-pre-line wrap-anywhere">{reportCase.text}</blockquote>
        ) : (
          <p className="text-fg-muted">The content is gone.</p>
        )}
        {reportCase.photo_url ? (
          <img src={photoSrc(reportCase.photo_url) ?? undefined} alt={`Photo in the reported ${kindLabel.toLowerCase()}`} width={320} height={240} loading="lazy" className="max-h-48 w-full rounded-control object-cover sm:w-72" />
        ) : null}
        {reportCase.link ? (
          <a href={reportCase.link} className="self-start font-semibold text-brand-fg underline-offset-2 hover:underline">
            See it in place
          </a>
        ) : null}
        <ul className="flex flex-col gap-1 text-sm">
          {reportCase.reports.map((r) => (
            <li key={r.id}>
              <span className="font-semibold">{REPORT_REASON_LABELS[r.reason]}</span> from {r.reporter}, <time dateTime={r.created_at}>{formatTimestamp(r.created_at)}</time>
              {r.note ? <span className="wrap-anywhere">: “{r.note}”</span> : null}
            </li>
          ))}
        </ul>
        {reportCase.author ? <AuthorHistory author={reportCase.author} /> : null}
      </article>
      <CaseActions reportCase={reportCase} />
      {reportCase.author && reportCase.author.role === 'member' ? (
        <details className="rounded-control border border-line p-3">
          <summary className="cursor-pointer font-semibold">Suspend, ban or restore {authorName(reportCase)} without settling these reports</summary>
          <div className="mt-3">
            <MemberStandingActions member={reportCase.author} />
          </div>
        </details>
      ) : null}
    </Card>
  )
}

function AuthorHistory({ author }: { author: NonNullable<ReportCase['author']> }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p>
        <span className="font-semibold">{author.display_name}</span>
        {author.handle ? ` @${author.handle}` : ''}
        {author.banned_at ? ' · banned' : author.suspended_until ? ` · suspended until ${formatTimestamp(author.suspended_until)}` : ''}
      </p>
      <p className="text-fg-muted">
        {author.earlier_reports.length === 0
          ? 'No earlier reports.'
          : `Earlier reports: ${author.earlier_reports.map((r) => `${REPORT_REASON_LABELS[r.reason].toLowerCase()} (${r.outcome ?? r.status})`).join(', ')}.`}
      </p>
      {author.staff_actions.length > 0 ? (
        <p className="text-fg-muted">Staff actions: {author.staff_actions.map((a) => `${a.action} by ${a.actor_label}`).join(', ')}.</p>
      ) : null}
    </div>
  )
}

const ACTION_LABELS: Record<ReportAction, string> = {
  dismiss: 'Dismiss',
  hide: 'Hide it',
  remove_photo: 'Remove the photo',
  lock_board: 'Lock the board',
  warn: 'Warn the author',
  suspend: 'Suspend the author',
  ban: 'Ban the author',
}

function CaseActions({ reportCase }: { reportCase: ReportCase }) {
  const [reason, setReason] = useState('')
  const [days, setDays] = useState('7')
  const [failure, setFailure] = useState<string | null>(null)
  const act = useReportAction()
  const memberAuthor = reportCase.author?.role === 'member'
  const actions: ReportAction[] = [
    'dismiss',
    ...(reportCase.can_hide ? (['hide'] as const) : []),
    ...(reportCase.can_remove_photo ? (['remove_photo'] as const) : []),
    ...(reportCase.board_id ? (['lock_board'] as const) : []),
    ...(memberAuthor ? (['warn', 'suspend', 'ban'] as const) : []),
  ]

  const run = (action: ReportAction) => {
    if (!reason.trim()) {
      setFailure('Say why, in a sentence: the author and the audit log read it.')
      return
    }
    const count = Number(days)
    if (action === 'suspend' && (!Number.isInteger(count) || count < 1 || count > SUSPEND_DAYS_MAX)) {
      setFailure(`Suspend for 1 to ${SUSPEND_DAYS_MAX} days.`)
      return
    }
    setFailure(null)
    // The promise, not mutate's callbacks: the case leaves the queue (and this card unmounts) when the
    // queue refreshes, and the toast must show all the same.
    act
      .mutateAsync({ content_kind: reportCase.content_kind, content_id: reportCase.content_id, action, reason: reason.trim(), ...(action === 'suspend' ? { days: count } : {}) })
      .then(
        (result) => toast.success(result.message),
        (error: unknown) => setFailure(describeActionError(error, 'That did not work. Please try again.')),
      )
  }

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-3">
      <TextField label="Why" hint="The author reads it when their content is hidden or they are warned; the audit log keeps it." value={reason} onValueChange={setReason} maxLength={500} />
      {memberAuthor ? (
        <TextField label="Days to suspend" type="number" inputMode="numeric" min={1} max={SUSPEND_DAYS_MAX} value={days} onValueChange={setDays} className="w-28" />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button key={action} size="sm" variant={action === 'ban' ? 'danger' : action === 'dismiss' ? 'secondary' : 'primary'} disabled={act.isPending} onClick={() => run(action)}>
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </div>
      <FormAlert message={failure} />
    </div>
  )
}
