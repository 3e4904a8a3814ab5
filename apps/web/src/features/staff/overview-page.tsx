import type { StaffOverview } from '@petfolk/contract/staff'
import { Card } from '../../ui/card.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useStaffOverview } from './api/get-overview.ts'

/** The staff area's first screen: how the community is doing at a glance. */
export function StaffOverviewPage() {
  const overview = useStaffOverview()
  return (
    <section aria-labelledby="staff-overview-heading" aria-busy={overview.isPending} className="flex flex-col gap-4">
      <title>Staff · Petfolk</title>
      <h2 id="staff-overview-heading" className="text-2xl font-bold">
        How the community is doing
      </h2>
      {overview.error ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : overview.data ? (
        <OverviewFigures overview={overview.data} />
      ) : (
        <Skeleton className="h-48" />
      )}
    </section>
  )
}

function OverviewFigures({ overview }: { overview: StaffOverview }) {
  const figures: Array<[string, number | null]> = [
    ['Members', overview.members.all],
    ['Active this week', overview.members.active_this_week],
    ['Open reports', overview.open_reports],
    ['Pending reviews', overview.pending_reviews],
    ['Open lost reports', overview.lost_and_found.open_lost],
    ['Open found reports', overview.lost_and_found.open_found],
    ['Reunions this month', overview.lost_and_found.reunions_this_month],
    ['Alerts (24 h)', overview.last_24_hours.alerts],
    ['E-mails sent (24 h)', overview.last_24_hours.emails_sent],
    ['E-mails failed (24 h)', overview.last_24_hours.emails_failed],
    ['Pushes sent (24 h)', overview.last_24_hours.pushes_sent],
    ['Pushes waiting', overview.last_24_hours.pushes_waiting],
    ['Pushes failed (24 h)', overview.last_24_hours.pushes_failed],
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {figures
        .filter((figure): figure is [string, number] => figure[1] !== null)
        .map(([label, value]) => (
          <Card key={label} className="flex flex-col gap-1 p-4">
            <dt className="text-sm text-fg-muted">{label}</dt>
            <dd className="text-2xl font-extrabold tabular-nums">{value}</dd>
          </Card>
        ))}
    </dl>
  )
}
