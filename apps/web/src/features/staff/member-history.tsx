import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { REPORT_CONTENT_LABELS, REPORT_REASON_LABELS } from '@petfolk/contract/reports'
import type { AuditEntry } from '@petfolk/contract/staff'
import type { MemberContent, MemberReport } from '@petfolk/contract/staff-member-history'
import { formatTimestamp } from '../../lib/timestamps.ts'
import { Badge } from '../../ui/badge.tsx'
import { Card } from '../../ui/card.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useMemberHistory } from './api/members.ts'
import { describeAuditAction } from './staff-labels.ts'

const REPORT_STATUS_LABELS = { open: 'Open', dismissed: 'Dismissed', actioned: 'Acted on' } as const

/** On a member's staff page: what they posted lately, the reports about them, and what staff did. */
export function MemberHistory({ memberId }: { memberId: number }) {
  const history = useMemberHistory(memberId)
  if (history.error) return <LoadError variant="card" error={history.error} onRetry={() => void history.refetch()} />
  if (!history.data) {
    return (
      <div aria-busy="true" aria-label="Loading their history">
        <Skeleton className="h-40" />
      </div>
    )
  }
  const { content, reports, staff_actions } = history.data
  return (
    <>
      <HistorySection id="member-content" title="Recent content" empty="Nothing posted yet." count={content.length}>
        {content.map((item) => (
          <ContentRow key={`${item.kind}:${item.id}`} item={item} />
        ))}
      </HistorySection>
      <HistorySection id="member-reports" title="Reports about them" empty="No reports." count={reports.length}>
        {reports.map((report) => (
          <ReportRow key={report.id} report={report} />
        ))}
      </HistorySection>
      <HistorySection id="member-actions" title="Staff actions" empty="No staff actions." count={staff_actions.length}>
        {staff_actions.map((entry) => (
          <ActionRow key={entry.id} entry={entry} />
        ))}
      </HistorySection>
    </>
  )
}

function HistorySection({ id, title, empty, count, children }: { id: string; title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <section aria-labelledby={id} className="flex flex-col gap-3">
        <h3 id={id} className="text-xl font-bold">
          {title}
        </h3>
        {count === 0 ? (
          <p className="text-fg-muted">{empty}</p>
        ) : (
          <ol aria-labelledby={id} className="flex flex-col gap-2">
            {children}
          </ol>
        )}
      </section>
    </Card>
  )
}

const rowClasses = 'flex flex-col gap-1 rounded-card border border-line p-3'

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-sm text-fg-muted">
      {formatTimestamp(at)}
    </time>
  )
}

function ContentRow({ item }: { item: MemberContent }) {
  return (
    <li className={rowClasses}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{REPORT_CONTENT_LABELS[item.kind]}</span>
        {item.hidden ? <Badge tone="warning">Hidden by staff</Badge> : null}
        <When at={item.created_at} />
      </div>
      <p className="break-words">{item.text || '(no text)'}</p>
      {item.link ? (
        <Link to={item.link} className="self-start text-sm font-semibold text-brand-fg underline">
          Open where members see it
        </Link>
      ) : null}
    </li>
  )
}

function ReportRow({ report }: { report: MemberReport }) {
  return (
    <li className={rowClasses}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          {REPORT_REASON_LABELS[report.reason]}: {REPORT_CONTENT_LABELS[report.content_kind].toLowerCase()} #{report.content_id}
        </span>
        <Badge tone={report.status === 'open' ? 'info' : 'neutral'}>{REPORT_STATUS_LABELS[report.status]}</Badge>
        <When at={report.created_at} />
      </div>
      <p className="text-sm break-words">Reported by {report.reporter}</p>
      {report.note ? <p className="text-sm break-words">“{report.note}”</p> : null}
    </li>
  )
}

function ActionRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className={rowClasses}>
      <p className="break-words">
        <span className="font-bold">{entry.actor_label}</span> {describeAuditAction(entry)}
      </p>
      <When at={entry.created_at} />
      {entry.reason ? (
        <p className="text-sm break-words">
          <span className="font-semibold">Why: </span>
          {entry.reason}
        </p>
      ) : null}
    </li>
  )
}
