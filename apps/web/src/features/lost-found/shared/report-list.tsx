import type { ReactNode } from 'react'
import { SearchX } from 'lucide-react'
import { listLoadFailed, type PagedListResult } from '../../../lib/use-paged-list.ts'
import { Button } from '../../../ui/button.tsx'
import { EmptyState } from '../../../ui/empty-state.tsx'
import { LoadError } from '../../../ui/load-error.tsx'
import { LoadMoreButton } from '../../../ui/load-more-button.tsx'
import { SkeletonCards } from '../../../ui/skeleton.tsx'

interface ReportListProps<T extends { id: number }> {
  /** The section's accessible name, e.g. "Lost pet reports". */
  label: string
  reports: PagedListResult<T>
  /** The loaded reports to show as cards: all of them, or less one shown elsewhere on the page. */
  shown: readonly T[]
  empty: { title: string; hint: string }
  /** Whether the page's filters are in use: the empty state then offers to clear them. */
  filtered: boolean
  onClearFilters: () => void
  card: (report: T) => ReactNode
}

/** A Lost or Found tab's cards, with their loading, failed and empty states and Load more. */
export function ReportList<T extends { id: number }>({ label, reports, shown, empty, filtered, onClearFilters, card }: ReportListProps<T>) {
  // Nothing to add when the only report loaded is the one the page already shows above the list.
  const loaded = reports.data?.length ?? 0
  return (
    <section aria-label={label} aria-busy={reports.isPending}>
      {reports.isPending ? (
        <SkeletonCards count={6} cardClassName="h-[32rem]" />
      ) : listLoadFailed(reports) ? (
        <LoadError variant="card" error={reports.error} onRetry={() => void reports.refetch()} />
      ) : shown.length === 0 && loaded > 0 ? null : shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={empty.title}
          headingLevel={2}
          hint={empty.hint}
          action={
            filtered ? (
              <Button variant="secondary" onClick={onClearFilters}>
                Clear Filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className="flex flex-col gap-6">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-2">
            {shown.map((report) => (
              <li key={report.id}>{card(report)}</li>
            ))}
          </ul>
          <LoadMoreButton query={reports} />
        </div>
      )}
    </section>
  )
}
