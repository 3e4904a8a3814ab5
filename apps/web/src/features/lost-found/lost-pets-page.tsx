import { useRef, useState, type ReactNode } from 'react'
import { BellRing, Hand, Megaphone } from 'lucide-react'
import { FOUND_UNDO_HOURS, type LostPet } from '@petfolk/contract/lost-found/reports'
import { lostPetMatchesPath } from '@petfolk/contract/lost-found/matching'
import { useAuth } from '../../auth/auth-context.ts'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { useLostPet } from './reports/api/get-lost-pet.ts'
import { useLostPets } from './reports/api/get-lost-pets.ts'
import type { ReportFilter } from './shared/api/report-filter.ts'
import { AlertPreferencesDialog } from './alerts/alert-preferences-dialog.tsx'
import { LostPetCard } from './reports/lost-pet-card.tsx'
import type { LostPetSpecies } from './shared/labels.ts'
import { LostPetsFilters } from './lost-pets-filters.tsx'
import { OpenedReport, useScrollToOpened } from './reports/opened-report.tsx'
import { ReportLostPetDialog } from './reports/report-lost-pet-dialog.tsx'
import { useFoundToggle } from './reports/use-found-toggle.ts'
import { parseRouteId } from '../../lib/route-id.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { useSearchParamChanges } from '../../lib/use-search-param-changes.ts'
import { ListAndMap } from '../../ui/map/list-and-map.tsx'
import { LostFoundMap } from './map/lost-found-map.tsx'
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx'
import { FoundPetsPanel } from './found/found-pets-panel.tsx'
import { ReportFoundPetDialog } from './found/report-found-pet-dialog.tsx'
import { ReportList } from './shared/report-list.tsx'

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

  // The opened report is shown once, above; the list holds the others.
  const loaded = reports.data ?? []
  const list = reportId === null ? loaded : loaded.filter((report) => report.id !== reportId)

  const openedRef = useRef<HTMLElement | null>(null)
  const highlightRef = useRef<HTMLElement | null>(null)
  const markedFound = useRef(false)
  useScrollToOpened(reportId, reportId !== null && opened.data !== undefined, openedRef, highlightRef)

  const setParam = (key: string, value: string | null) => changeParams({ [key]: value })

  const { confirming, setConfirming, confirmMarkFound, undoFound, undoRefusals, changingIds, isPending } = useFoundToggle((report) => {
    markedFound.current = true
    // The report leaves the list; it stays in sight, found, at the top (with its Undo).
    setParam('report', String(report.id))
  })

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
        <LostPetsFilters
          tab={tab}
          search={search}
          onSearchChange={setSearch}
          species={species}
          onSpeciesChange={setSpecies}
          zip={zip}
          onZipChange={setZip}
        />

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
          if (!open && !isPending) setConfirming(null)
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
        confirming={isPending}
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

/** A list beside the lost-and-found map on wide screens, or one of them at a time on narrow ones. */
function WithMap({ list, filter }: { list: ReactNode; filter: ReportFilter }) {
  return <ListAndMap toggleLabel="Show lost and found pets as" map={() => <LostFoundMap filter={filter} />} list={list} />
}
