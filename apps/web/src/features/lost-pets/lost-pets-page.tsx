import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { toast } from 'sonner'
import { BellRing, CircleCheck, Hand, Megaphone, SearchX, TriangleAlert } from 'lucide-react'
import { FOUND_UNDO_HOURS, type LostPet } from '@petfolk/contract/lost-pets'
import { lostPetMatchesPath } from '@petfolk/contract/pet-matches'
import { useAuth } from '../../auth/auth-context.ts'
import { ApiError, describeActionError, describeLoadError } from '../../lib/api.ts'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { useReducedMotion } from '../../lib/use-reduced-motion.ts'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { inputClasses } from '../../ui/field.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useLostPet } from './api/get-lost-pet.ts'
import { useLostPets, type LostPetFilter } from './api/get-lost-pets.ts'
import { useReportsChangingFound, useSetFound } from './api/mark-found.ts'
import { AlertPreferencesDialog } from './alert-preferences-dialog.tsx'
import { LostPetCard } from './lost-pet-card.tsx'
import { isLostPetSpecies, SPECIES_FILTER_OPTIONS, type LostPetSpecies } from './lost-pet-labels.ts'
import { ReportLostPetDialog } from './report-lost-pet-dialog.tsx'
import { parseRouteId } from '../../lib/route-id.ts'
import { FilterBar, FilterField, FilterSelect } from '../../ui/filter-bar.tsx'
import { SearchField } from '../../ui/search-field.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useSearchParamChanges } from '../../lib/use-search-param-changes.ts'
import { ListAndMap } from '../../ui/map/list-and-map.tsx'
import { LostPetsMap } from './lost-pets-map.tsx'
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx'
import { FoundPetsPanel } from './found-pets-panel.tsx'
import { ReportFoundPetDialog } from './report-found-pet-dialog.tsx'
import { ReportList } from './report-list.tsx'

export const MARK_FOUND_FAILED = 'Failed to update the report. Please try again.'
export const UNDO_FOUND_FAILED = 'Failed to undo. Please try again.'
export const REPORT_NOT_FOUND = 'Lost pet report not found'

/**
 * /lost-pets. `?report=<id>` (an alert's link, the flyer's QR code, a new report) shows that report
 * first, above the filters, in its current state: open or found. `?petId=<id>` (a pet profile's
 * Lost Pet action) opens the report form filled in from that pet. `?tab=found` shows found and
 * loose pets instead of lost ones, under the same filters.
 */
export function LostPetsPage() {
  const { user } = useAuth()
  const [params, changeParams] = useSearchParamChanges()
  const petId = parseRouteId(params.get('petId'))
  const reportParam = params.get('report')
  const reportId = parseRouteId(reportParam)
  const tab = params.get('tab') === 'found' ? 'found' : 'lost'

  const [search, setSearch] = useState('')
  const [species, setSpecies] = useState<LostPetSpecies | ''>('')
  const [zip, setZip] = useState('')
  const q = useDebouncedValue(search)
  const zipFilter = useDebouncedValue(zip)
  const reports = useLostPets({ q, species, zip: zipFilter })
  // Asked for at once, not after the list: a found report is never in the list, and an old alert's
  // report must not show its open state first.
  const opened = useLostPet(reportId)

  const [reporting, setReporting] = useState(false)
  const [reportingFound, setReportingFound] = useState(false)
  const [editingAlerts, setEditingAlerts] = useState(false)
  const [confirming, setConfirming] = useState<LostPet | null>(null)
  const [undoRefusals, setUndoRefusals] = useState<Record<number, string>>({})
  const setFound = useSetFound()
  const changingIds = useReportsChangingFound()
  const reducedMotion = useReducedMotion()

  // The opened report is shown once, above; the list holds the others.
  const loaded = reports.data ?? []
  const list = reportId === null ? loaded : loaded.filter((report) => report.id !== reportId)

  const openedRef = useRef<HTMLElement | null>(null)
  const highlightRef = useRef<HTMLElement | null>(null)
  const scrolledFor = useRef<number | null>(null)
  const markedFound = useRef(false)
  const highlightShown = reportId !== null && opened.data !== undefined
  useEffect(() => {
    const section = openedRef.current
    if (!highlightShown || scrolledFor.current === reportId || !section) return
    scrolledFor.current = reportId
    // The section is what must be seen, not the card: a found report's banner sits above the card
    // and must not end under the sticky header (the section's scroll margin). Where it shows in the
    // upper half of the screen from the page's top, the page's title stays in sight too. (A hard
    // load can arrive scrolled: the router restores a position saved under the same first key.)
    const behavior = reducedMotion ? 'auto' : 'smooth'
    const top = section.getBoundingClientRect().top
    const headerRoom = parseFloat(getComputedStyle(section).scrollMarginTop) || 0
    const half = window.innerHeight / 2
    if (top < headerRoom || top > half) {
      if (top + window.scrollY <= half) window.scrollTo({ top: 0, behavior })
      else section.scrollIntoView({ block: 'start', behavior })
    }
    highlightRef.current?.focus({ preventScroll: true })
  }, [highlightShown, reportId, reducedMotion])

  const setParam = (key: string, value: string | null) => changeParams({ [key]: value })

  const undoFound = (report: LostPet) =>
    setFound.mutate(
      { id: report.id, isFound: false },
      {
        onSuccess: () => toast.success(`${report.pet_name} is back on the list of missing pets.`),
        onError: (error) => {
          const sentence = describeActionError(error, UNDO_FOUND_FAILED)
          if (error instanceof ApiError && error.status === 409) setUndoRefusals((refusals) => ({ ...refusals, [report.id]: sentence }))
          toast.error(sentence)
        },
      },
    )

  const confirmMarkFound = () => {
    const report = confirming
    if (!report) return
    setFound.mutate(
      { id: report.id, isFound: true },
      {
        onSuccess: () => {
          markedFound.current = true
          setConfirming(null)
          setUndoRefusals(({ [report.id]: _dropped, ...others }) => others)
          toast.success(`${report.pet_name} is marked as found. Welcome home!`, {
            action: { label: 'Undo', onClick: () => undoFound(report) },
            duration: 10_000,
          })
          // The report leaves the list; it stays in sight, found, at the top (with its Undo).
          setParam('report', String(report.id))
        },
        onError: (error) => {
          setConfirming(null)
          toast.error(describeActionError(error, MARK_FOUND_FAILED))
        },
      },
    )
  }

  const card = (report: LostPet) => {
    const highlighted = report.id === reportId
    const mine = user !== null && report.user_id === user.id
    return (
      <LostPetCard
        report={report}
        highlighted={highlighted}
        ref={highlighted ? highlightRef : undefined}
        onMarkFound={mine && !report.is_found ? () => setConfirming(report) : null}
        onUndoFound={mine && report.is_found ? () => undoFound(report) : null}
        busy={changingIds.includes(report.id)}
        undoRefusal={undoRefusals[report.id] ?? null}
        matchesPath={mine && !report.is_found ? lostPetMatchesPath(report.id) : null}
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
      <PageHeader title="Lost Pets" description="Help reunite missing pets with their families. Every sighting counts.">
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setEditingAlerts(true)}>
            <BellRing aria-hidden="true" className="size-5" />
            Alert Settings
          </Button>
          <Button variant="secondary" onClick={() => setReportingFound(true)}>
            <Hand aria-hidden="true" className="size-5" />
            Report Found Pet
          </Button>
          <Button variant="danger" onClick={() => setReporting(true)}>
            <Megaphone aria-hidden="true" className="size-5" />
            Report Lost Pet
          </Button>
        </div>
      </PageHeader>

      {reportParam !== null ? (
        <OpenedReport
          query={opened}
          validId={reportId !== null}
          sectionRef={openedRef}
          render={card}
          onDismiss={() => setParam('report', null)}
        />
      ) : null}

      <Tabs value={tab} onValueChange={(value) => setParam('tab', value === 'found' ? 'found' : null)}>
        <TabList label="Lost or found pets">
          <Tab value="lost" icon={Megaphone}>
            Lost
          </Tab>
          <Tab value="found" icon={Hand}>
            Found
          </Tab>
        </TabList>
        <FilterBar label={tab === 'found' ? 'Filter found pets' : 'Filter lost pets'} className="grid gap-3 sm:grid-cols-[1fr_12rem_10rem]">
          <SearchField id="lost-search" value={search} onValueChange={setSearch} placeholder="Name, breed or location..." maxLength={100} />
          <FilterSelect
            id="lost-species"
            label="Species"
            value={species}
            onChange={(value) => setSpecies(isLostPetSpecies(value) ? value : '')}
            options={SPECIES_FILTER_OPTIONS}
          />
          <FilterField id="lost-zip" label="ZIP code">
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
          </FilterField>
        </FilterBar>

        {/* Each tab's panel holds its list beside the map (lost and found pets and sightings together),
            so the tabs always point at a panel that is there, whichever of list and map is shown. */}
        <TabPanel value="lost">
          <WithMap
            filter={{ q, species, zip: zipFilter }}
            list={
              <ReportList
                label="Lost pet reports"
                reports={reports}
                shown={list}
                empty={{ title: 'No lost pets in this area', hint: 'Check back later or expand your search area' }}
                filtered={filtered}
                onClearFilters={clearFilters}
                card={card}
              />
            }
          />
        </TabPanel>
        <TabPanel value="found">
          <WithMap filter={{ q, species, zip: zipFilter }} list={<FoundPetsPanel filter={{ q, species, zip: zipFilter }} onClearFilters={clearFilters} />} />
        </TabPanel>
      </Tabs>

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
          changeParams({ petId: null, report: String(report.id) })
        }}
      />
      <ReportFoundPetDialog
        open={reportingFound}
        onOpenChange={setReportingFound}
        onReported={() => {
          setReportingFound(false)
          // The new report is the newest: first under Found.
          setParam('tab', 'found')
        }}
      />
      <AlertPreferencesDialog open={editingAlerts} onOpenChange={setEditingAlerts} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !setFound.isPending) setConfirming(null)
        }}
        title={confirming ? `Mark ${confirming.pet_name} as found?` : ''}
        description={
          confirming
            ? `Everyone who was alerted about ${confirming.pet_name} gets the good news, and the report leaves the list of missing pets. You can undo this for ${FOUND_UNDO_HOURS} hours.`
            : ''
        }
        confirmLabel="Mark as found"
        tone="primary"
        confirmingLabel="Saving..."
        confirming={setFound.isPending}
        onConfirm={confirmMarkFound}
        onCloseAutoFocus={(event) => {
          // The Mark as found button is gone: the found report at the top takes the focus.
          if (markedFound.current) {
            markedFound.current = false
            event.preventDefault()
            highlightRef.current?.focus({ preventScroll: true })
          }
        }}
      />
    </div>
  )
}

interface OpenedReportProps {
  query: ReturnType<typeof useLostPet>
  /** False when `?report=` is not an id at all. */
  validId: boolean
  sectionRef: RefObject<HTMLElement | null>
  render: (report: LostPet) => ReactNode
  onDismiss: () => void
}

/** The report a link pointed at, in its true state; a found one says so above the card. */
function OpenedReport({ query, validId, sectionRef, render, onDismiss }: OpenedReportProps) {
  const report = query.data
  if (report) {
    return (
      <section ref={sectionRef} aria-label="The report you opened" className="flex scroll-mt-24 flex-col gap-3 sm:max-w-md">
        {report.is_found ? (
          <p role="status" className="flex items-center gap-2 rounded-control bg-success-soft p-4 font-semibold text-success-fg">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            Good news: {report.pet_name} has been found.
          </p>
        ) : null}
        {render(report)}
      </section>
    )
  }
  if (validId && query.isPending) return <Skeleton className="h-64 rounded-card sm:max-w-md" />
  const missing = !validId || (query.error instanceof ApiError && query.error.status === 404)
  return (
    <div role={missing ? 'status' : 'alert'} className="flex items-start gap-3 rounded-card border border-line bg-surface p-4 sm:max-w-xl">
      {missing ? (
        <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
      ) : (
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-fg" />
      )}
      <div className="flex min-w-0 grow flex-col items-start gap-3">
        <div>
          <p className="font-semibold">{missing ? REPORT_NOT_FOUND : describeLoadError(query.error)}</p>
          <p className="text-sm text-fg-muted">
            {missing
              ? 'It may have been removed, or the link has a typo. The open reports are below.'
              : 'We could not load the report you opened.'}
          </p>
        </div>
        <div className="flex gap-2">
          {missing ? null : (
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      </div>
    </div>
  )
}

/** A list beside the lost-and-found map on wide screens, or one of them at a time on narrow ones. */
function WithMap({ list, filter }: { list: ReactNode; filter: LostPetFilter }) {
  return <ListAndMap toggleLabel="Show lost and found pets as" map={() => <LostPetsMap filter={filter} />} list={list} />
}
