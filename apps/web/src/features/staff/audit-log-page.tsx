import { useMemo, useState } from 'react'
import { ClipboardList, ShieldAlert } from 'lucide-react'
import { ADMINS_ONLY, type AuditEntry } from '@petfolk/contract/staff'
import { useAuth } from '../../auth/auth-context.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { formatTimestamp } from '../../lib/timestamps.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { FilterBar, FilterSelect } from '../../ui/filter-bar.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { useAuditLog } from './api/audit-log.ts'
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, describeAuditAction, labelOf } from './staff-labels.ts'

/** The choices of a filter: the known ones, those seen in the loaded entries, and the chosen one. */
function choices(labels: Readonly<Record<string, string>>, seen: Iterable<string>, chosen: string, all: string) {
  const values = new Set([...Object.keys(labels), ...seen])
  if (chosen) values.add(chosen)
  return [{ value: '', label: all }, ...[...values].sort().map((value) => ({ value, label: labelOf(labels, value) }))]
}

/** Every staff action and role change, newest first (admins): who did what, when and why. */
export function AuditLogPage() {
  const { user } = useAuth()
  // A moderator who opens the address is told, instead of asking the server for a 403.
  if (user?.role !== 'admin') return <EmptyState icon={ShieldAlert} headingLevel={2} title="Admins only" hint={ADMINS_ONLY} />
  return <AuditLog />
}

function AuditLog() {
  const [action, setAction] = useState('')
  const [targetKind, setTargetKind] = useState('')
  const entries = useAuditLog({ action, target_kind: targetKind })
  const rows = useMemo(() => entries.data ?? [], [entries.data])
  const actionOptions = useMemo(() => choices(AUDIT_ACTION_LABELS, rows.map((entry) => entry.action), action, 'All actions'), [rows, action])
  const kindOptions = useMemo(() => choices(AUDIT_TARGET_LABELS, rows.map((entry) => entry.target_kind), targetKind, 'Everything'), [rows, targetKind])

  return (
    <section aria-labelledby="audit-log-heading" className="flex flex-col gap-4">
      <title>Audit log · Staff · Petfolk</title>
      <div>
        <h2 id="audit-log-heading" className="text-2xl font-bold">
          Audit log
        </h2>
        <p className="text-fg-muted">Every staff action and role change, newest first. Nothing here can be changed or deleted.</p>
      </div>
      <FilterBar label="Filter the audit log" className="grid gap-3 sm:grid-cols-2">
        <FilterSelect id="audit-action" label="Action" className="min-w-0" value={action} onChange={setAction} options={actionOptions} />
        <FilterSelect id="audit-target-kind" label="About" className="min-w-0" value={targetKind} onChange={setTargetKind} options={kindOptions} />
      </FilterBar>

      <div aria-busy={entries.isPending} className="flex flex-col gap-4">
        {entries.isPending ? (
          <SkeletonCards count={4} layout="stack" cardClassName="h-20" label="Loading the audit log" />
        ) : listLoadFailed(entries) ? (
          <LoadError variant="card" error={entries.error} showsRefusalReason onRetry={() => void entries.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState icon={ClipboardList} headingLevel={3} title="Nothing here yet" hint={action || targetKind ? 'No entries match these filters.' : 'Staff actions and role changes will be listed here.'} />
        ) : (
          <>
            <ol aria-label="Audit entries" className="flex flex-col gap-2">
              {rows.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </ol>
            <LoadMoreButton query={entries} />
          </>
        )}
      </div>
    </section>
  )
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className="flex flex-col gap-1 rounded-card border border-line bg-surface p-4">
      <p className="break-words">
        <span className="font-bold">{entry.actor_label}</span> {describeAuditAction(entry)}
      </p>
      <p className="text-sm text-fg-muted">
        <time dateTime={entry.created_at}>{formatTimestamp(entry.created_at)}</time>
      </p>
      {entry.reason ? (
        <p className="text-sm break-words">
          <span className="font-semibold">Why: </span>
          {entry.reason}
        </p>
      ) : null}
    </li>
  )
}
