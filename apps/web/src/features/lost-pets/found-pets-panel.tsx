import { toast } from 'sonner'
import { SearchX } from 'lucide-react'
import { useAuth } from '../../auth/auth-context.ts'
import { describeActionError } from '../../lib/api.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { useSetFoundPetClosed } from './api/close-found-pet.ts'
import { useFoundPets } from './api/get-found-pets.ts'
import type { LostPetFilter } from './api/get-lost-pets.ts'
import { FoundPetCard } from './found-pet-card.tsx'
import { foundPetLooks } from './found-pet-labels.ts'

export const CLOSE_FOUND_FAILED = 'Failed to update the found-pet report. Please try again.'

/** The Found tab of /lost-pets: open found reports under the page's filters; the finder closes theirs. */
export function FoundPetsPanel({ filter, onClearFilters }: { filter: LostPetFilter; onClearFilters: () => void }) {
  const { user } = useAuth()
  const reports = useFoundPets(filter)
  const setClosed = useSetFoundPetClosed()
  const list = reports.data ?? []
  const filtered = Boolean(filter.q.trim() || filter.species || filter.zip)

  const close = (id: number, looks: string, closed: boolean) =>
    setClosed.mutate(
      { id, closed },
      {
        onSuccess: () => toast.success(closed ? `The report of the ${looks} is closed. Thank you for helping.` : `The report of the ${looks} is open again.`),
        onError: (error) => toast.error(describeActionError(error, CLOSE_FOUND_FAILED)),
      },
    )

  return (
    <section aria-label="Found pet reports" aria-busy={reports.isPending}>
      {reports.isPending ? (
        <SkeletonCards count={6} cardClassName="h-[32rem]" />
      ) : listLoadFailed(reports) ? (
        <LoadError variant="card" error={reports.error} onRetry={() => void reports.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No found pets in this area"
          headingLevel={2}
          hint="When a neighbour finds or sees a loose pet, it shows here."
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
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((report) => (
              <li key={report.id}>
                <FoundPetCard
                  report={report}
                  onSetClosed={user !== null && report.user_id === user.id ? (closed) => close(report.id, foundPetLooks(report), closed) : null}
                  busy={setClosed.isPending && setClosed.variables.id === report.id}
                />
              </li>
            ))}
          </ul>
          <LoadMoreButton query={reports} />
        </div>
      )}
    </section>
  )
}
