import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { BellRing, CircleCheck, Megaphone, SearchX, TriangleAlert } from 'lucide-react'
import type { LostPet } from '@petfolk/contract/lost-pets'
import { useAuth } from '../../auth/auth-context.ts'
import { ApiError, describeLoadError } from '../../lib/api.ts'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { inputClasses } from '../../ui/field.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useLostPet } from './api/get-lost-pet.ts'
import { useLostPets } from './api/get-lost-pets.ts'
import { useMarkFound, useReportsBeingMarkedFound } from './api/mark-found.ts'
import { AlertPreferencesDialog } from './alert-preferences-dialog.tsx'
import { LostPetCard } from './lost-pet-card.tsx'
import { isLostPetSpecies, SPECIES_FILTER_OPTIONS, type LostPetSpecies } from './lost-pet-labels.ts'
import { ReportLostPetDialog } from './report-lost-pet-dialog.tsx'
import { parseRouteId } from '../../lib/route-id.ts'
import { SearchInput } from '../../ui/search-input.tsx'

export const LOST_PET_SKELETON_COUNT = 6
export const MARK_FOUND_FAILED = 'Failed to update the report. Please try again.'

/**
 * /lost-pets. `?report=<id>` (an alert's link, the flyer's QR code) highlights that report;
 * `?petId=<id>` (a pet profile's Lost Pet action) opens the report form filled in from that pet.
 */
export function LostPetsPage() {
  const { user } = useAuth()
  const [params, setParams] = useSearchParams()
  const petId = parseRouteId(params.get('petId'))
  const reportId = parseRouteId(params.get('report'))

  const [search, setSearch] = useState('')
  const [species, setSpecies] = useState<LostPetSpecies | ''>('')
  const [zip, setZip] = useState('')
  const q = useDebouncedValue(search)
  const zipFilter = useDebouncedValue(zip)
  const reports = useLostPets({ q, species, zip: zipFilter })

  const [reporting, setReporting] = useState(false)
  const [editingAlerts, setEditingAlerts] = useState(false)
  const markFound = useMarkFound()
  const markingIds = useReportsBeingMarkedFound()

  const list = reports.data ?? []
  const inList = reportId !== null && list.some((report) => report.id === reportId)
  // The pointed-at report, fetched on its own when the list does not hold it (filtered out, or found).
  // Judged on a settled list only, so a report that a refetch is about to bring is not shown twice.
  const listSettled = !reports.isPending && !reports.isFetching
  const single = useLostPet(reportId !== null && listSettled && !inList ? reportId : null)

  const highlightRef = useRef<HTMLElement | null>(null)
  const scrolledFor = useRef<number | null>(null)
  const highlightShown = reportId !== null && (inList || single.data !== undefined)
  useEffect(() => {
    if (!highlightShown || scrolledFor.current === reportId || !highlightRef.current) return
    scrolledFor.current = reportId
    highlightRef.current.scrollIntoView({ block: 'start', behavior: 'smooth' })
    highlightRef.current.focus({ preventScroll: true })
  }, [highlightShown, reportId])

  const setParam = (key: string, value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (value === null) next.delete(key)
        else next.set(key, value)
        return next
      },
      { replace: true },
    )

  const onMarkFound = (report: LostPet) =>
    markFound.mutate(report.id, {
      onSuccess: () => toast.success(`${report.pet_name} is marked as found. Welcome home!`),
      onError: () => toast.error(MARK_FOUND_FAILED),
    })

  const card = (report: LostPet) => {
    const highlighted = report.id === reportId
    return (
      <LostPetCard
        report={report}
        highlighted={highlighted}
        ref={highlighted ? highlightRef : undefined}
        onMarkFound={user && report.user_id === user.id && !report.is_found ? () => onMarkFound(report) : null}
        markingFound={markingIds.includes(report.id)}
      />
    )
  }

  const filtered = Boolean(q.trim() || species || zipFilter)
  const clearFilters = () => {
    setSearch('')
    setSpecies('')
    setZip('')
  }

  return (
    <div className="flex flex-col gap-6">
      <title>Lost Pets · Petfolk</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">Lost Pets</h1>
          <p className="mt-1 text-fg-muted">Help reunite missing pets with their families. Every sighting counts.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setEditingAlerts(true)}>
            <BellRing aria-hidden="true" className="size-5" />
            Alert Settings
          </Button>
          <Button variant="danger" onClick={() => setReporting(true)}>
            <Megaphone aria-hidden="true" className="size-5" />
            Report Lost Pet
          </Button>
        </div>
      </div>

      <div role="search" aria-label="Filter lost pets" className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-[1fr_12rem_10rem]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="lost-search" className="font-semibold">
            Search
          </label>
          <SearchInput
            id="lost-search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name, breed or location..."
            maxLength={100}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="lost-species" className="font-semibold">
            Species
          </label>
          <select
            id="lost-species"
            value={species}
            onChange={(event) => setSpecies(isLostPetSpecies(event.target.value) ? event.target.value : '')}
            className={inputClasses}
          >
            {SPECIES_FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="lost-zip" className="font-semibold">
            ZIP code
          </label>
          <input
            id="lost-zip"
            value={zip}
            onChange={(event) => setZip(event.target.value.replace(/\D/g, '').slice(0, 5))}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="Any"
            className={inputClasses}
          />
        </div>
      </div>

      {reportId !== null && !inList && listSettled ? (
        <HighlightedReport query={single} render={card} />
      ) : null}

      <section aria-label="Lost pet reports" aria-busy={reports.isPending}>
        {reports.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: LOST_PET_SKELETON_COUNT }, (_, index) => (
              <Skeleton key={index} className="h-[32rem] rounded-card" />
            ))}
          </div>
        ) : listLoadFailed(reports) ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-card bg-danger-soft p-4 text-danger-fg">
            <p className="flex items-center gap-2 font-semibold">
              <TriangleAlert aria-hidden="true" className="size-5" />
              {describeLoadError(reports.error)}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void reports.refetch()}>
              Try Again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title="No lost pets in this area"
            headingLevel={2}
            hint="Check back later or expand your search area"
            action={
              filtered ? (
                <Button variant="secondary" onClick={clearFilters}>
                  Clear Filters
                </Button>
              ) : undefined
            }
          />
        ) : (
          <div className="flex flex-col gap-6">
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((report) => (
                <li key={report.id}>{card(report)}</li>
              ))}
            </ul>
            <LoadMoreButton query={reports} />
          </div>
        )}
      </section>

      <ReportLostPetDialog
        open={reporting || petId !== null}
        petId={petId}
        onOpenChange={(open) => {
          if (open) return
          setReporting(false)
          if (petId !== null) setParam('petId', null)
        }}
        onReported={(report) => {
          setReporting(false)
          // One navigation: highlight the new report and drop the pet it was filled in from.
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous)
              next.delete('petId')
              next.set('report', String(report.id))
              return next
            },
            { replace: true },
          )
        }}
      />
      <AlertPreferencesDialog open={editingAlerts} onOpenChange={setEditingAlerts} />
    </div>
  )
}

function HighlightedReport({ query, render }: { query: ReturnType<typeof useLostPet>; render: (report: LostPet) => ReactNode }) {
  if (query.isPending) return <Skeleton className="h-64 rounded-card" />
  if (query.isError) {
    return (
      <p role="status" className="flex items-center gap-2 rounded-control bg-sunken p-4 text-fg-muted">
        <SearchX aria-hidden="true" className="size-5 shrink-0" />
        {query.error instanceof ApiError && query.error.status === 404
          ? 'That lost pet report is no longer available.'
          : describeLoadError(query.error)}
      </p>
    )
  }
  const report = query.data
  return (
    <section aria-label="The report you opened" className="flex flex-col gap-3">
      {report.is_found ? (
        <p role="status" className="flex items-center gap-2 rounded-control bg-success-soft p-4 font-semibold text-success-fg">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          Good news: {report.pet_name} has been found.
        </p>
      ) : null}
      <div className="sm:max-w-md">{render(report)}</div>
    </section>
  )
}
