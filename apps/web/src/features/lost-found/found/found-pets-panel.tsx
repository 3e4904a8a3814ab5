import { toast } from 'sonner'
import { foundPetMatchesPath } from '@petfolk/contract/lost-found/matching'
import { useAuth } from '../../../auth/auth-context.ts'
import { describeActionError } from '../../../lib/api.ts'
import { useSetFoundPetClosed } from './api/close-found-pet.ts'
import { useFoundPets } from './api/get-found-pets.ts'
import type { ReportFilter } from '../shared/api/report-filter.ts'
import { FoundPetCard } from './found-pet-card.tsx'
import { foundPetLooks } from './found-pet-labels.ts'
import { ReportList } from '../shared/report-list.tsx'

export const CLOSE_FOUND_FAILED = 'Failed to update the found-pet report. Please try again.'

/** The Found tab of /lost-pets: open found reports under the page's filters; the finder closes theirs. */
export function FoundPetsPanel({ filter, onClearFilters }: { filter: ReportFilter; onClearFilters: () => void }) {
  const { user } = useAuth()
  const reports = useFoundPets(filter)
  const setClosed = useSetFoundPetClosed()
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
    <ReportList
      label="Found pet reports"
      reports={reports}
      shown={reports.data ?? []}
      empty={{ title: 'No found pets in this area', hint: 'When a neighbour finds or sees a loose pet, it shows here.' }}
      filtered={filtered}
      onClearFilters={onClearFilters}
      card={(report) => (
        <FoundPetCard
          report={report}
          matchesPath={user !== null && report.user_id === user.id ? foundPetMatchesPath(report.id) : null}
          onSetClosed={user !== null && report.user_id === user.id ? (closed) => close(report.id, foundPetLooks(report), closed) : null}
          busy={setClosed.isPending && setClosed.variables.id === report.id}
        />
      )}
    />
  )
}
