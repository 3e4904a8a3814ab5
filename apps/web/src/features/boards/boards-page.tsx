import { useMemo, useRef, useState, type ComponentType, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { LocateFixed, MapPin, Plus, Search, Users, X } from 'lucide-react'
import { US_STATES } from '@petfolk/contract/geo'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { inputClasses } from '../../ui/field.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { useBoardStates } from './api/get-board-states.ts'
import { useBoards } from './api/get-boards.ts'
import { UsStateSelect } from '../../ui/us-state-select.tsx'
import { BoardCard } from './board-card.tsx'
import { BoardDetail } from './board-detail.tsx'
import { CreateBoardDialog } from './create-board-dialog.tsx'
import { boardFilterFrom, POSITION_DECIMALS, ZIP_LENGTH } from './board-params.ts'
import { parseRouteId } from '../../lib/route-id.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { FilterBar, FilterField } from '../../ui/filter-bar.tsx'
import { useSearchParamChanges } from '../../lib/use-search-param-changes.ts'

export const BOARD_SKELETON_COUNT = 6
const ALL_STATES = ''

/** The shared 'Enable Location' modal, handed in by the router (it belongs to the directory). */
export interface LocationPromptProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onLocated?: (location: { latitude: number; longitude: number }) => void
  description?: string
  successText?: string
}

interface BoardsPageProps {
  LocationPrompt?: ComponentType<LocationPromptProps> | undefined
}

/** /community: the board list, or one board's detail when `?board=<id>` names it. */
export function BoardsPage({ LocationPrompt }: BoardsPageProps = {}) {
  const [params] = useSearchParams()
  const boardId = parseRouteId(params.get('board'))
  if (boardId !== null) return <BoardDetail key={boardId} boardId={boardId} />
  return <BoardList LocationPrompt={LocationPrompt} />
}

function BoardList({ LocationPrompt }: BoardsPageProps) {
  const [params, update] = useSearchParamChanges()
  const filter = boardFilterFrom(params)
  const boards = useBoards(filter)
  const boardStates = useBoardStates()
  const [zipDraft, setZipDraft] = useState(filter.zip_code ?? '')
  const [creating, setCreating] = useState(false)
  const [locating, setLocating] = useState(false)
  const zipRef = useRef<HTMLInputElement>(null)

  // Every state with boards, from the server: the loaded page cannot say, since a state filter narrows it
  // to one state. The chosen state stays offered even without boards; until the answer comes, every state is.
  const stateOptions = useMemo(() => {
    const states = new Set<string>(boardStates.data ?? US_STATES)
    if (filter.state) states.add(filter.state)
    return [...states].sort((a, b) => a.localeCompare(b))
  }, [boardStates.data, filter.state])

  const canSearch = zipDraft.length === ZIP_LENGTH
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canSearch) return
    update({ zip: zipDraft, lat: undefined, lng: undefined })
  }

  const searchNear = ({ latitude, longitude }: { latitude: number; longitude: number }) => {
    setZipDraft('')
    update({ zip: undefined, lat: latitude.toFixed(POSITION_DECIMALS), lng: longitude.toFixed(POSITION_DECIMALS) })
  }

  const clearFilters = () => {
    setZipDraft('')
    update({ zip: undefined, state: undefined, lat: undefined, lng: undefined })
    zipRef.current?.focus()
  }

  const list = boards.data ?? []

  return (
    <div className="flex flex-col gap-6">
      <title>Community · Petfolk</title>
      <PageHeader title="Pet Community Boards" description="Meet pet owners near you: swap tips, plan walks and look out for each other’s pets.">
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-5" />
          Create Board
        </Button>
      </PageHeader>

      <FilterBar label="Filter boards" className="flex flex-col gap-3 md:flex-row md:items-end">
        <form onSubmit={search} className="flex grow flex-col gap-1.5">
          <label htmlFor="board-zip" className="font-semibold">
            ZIP code
          </label>
          <div className="flex gap-2">
            <input
              ref={zipRef}
              id="board-zip"
              value={zipDraft}
              onChange={(event) => setZipDraft(event.target.value.replace(/\D/g, '').slice(0, ZIP_LENGTH))}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={ZIP_LENGTH}
              pattern="\d{5}"
              placeholder="5-digit ZIP"
              className={`${inputClasses} md:max-w-48`}
            />
            <Button type="submit" variant="secondary" disabled={!canSearch}>
              <Search aria-hidden="true" className="size-4" />
              Search
            </Button>
          </div>
        </form>
        <FilterField id="board-state" label="State" className="md:w-56">
          <UsStateSelect
            id="board-state"
            value={filter.state ?? ALL_STATES}
            onChange={(event) => update({ state: event.target.value })}
            emptyLabel="All States"
            states={stateOptions}
          />
        </FilterField>
        {LocationPrompt ? (
          <Button variant="secondary" onClick={() => setLocating(true)}>
            <LocateFixed aria-hidden="true" className="size-4" />
            {filter.near ? 'Update Location' : 'Enable Location'}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={clearFilters}>
          <X aria-hidden="true" className="size-4" />
          Clear Filters
        </Button>
      </FilterBar>

      {filter.zip_code ? (
        <p role="status" className="flex items-center gap-2 rounded-control bg-info-soft px-4 py-3 text-info-fg">
          <MapPin aria-hidden="true" className="size-5 shrink-0" />
          <span>
            Showing boards near ZIP code <strong className="tabular">{filter.zip_code}</strong>
          </span>
        </p>
      ) : filter.near ? (
        <p role="status" className="flex items-center gap-2 rounded-control bg-info-soft px-4 py-3 text-info-fg">
          <LocateFixed aria-hidden="true" className="size-5 shrink-0" />
          <span>Showing boards within 25 miles of your location, nearest first</span>
        </p>
      ) : null}

      <section aria-label="Boards" aria-busy={boards.isPending}>
        {boards.isPending ? (
          <SkeletonCards count={BOARD_SKELETON_COUNT} cardClassName="h-56" />
        ) : listLoadFailed(boards) ? (
          <LoadError variant="card" error={boards.error} showsRefusalReason onRetry={() => void boards.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No boards found"
            headingLevel={2}
            hint={
              filter.zip_code || filter.near || filter.state
                ? 'No community board matches these filters yet. Clear them or start the first board for your area.'
                : 'Be the first to start a community board for pet owners in your area.'
            }
            action={
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" className="size-5" />
                Create Board
              </Button>
            }
          />
        ) : (
          <div className="flex flex-col gap-6">
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((board) => (
                <BoardCard key={board.id} board={board} showDistance={Boolean(filter.zip_code || filter.near)} />
              ))}
            </ul>
            <LoadMoreButton query={boards} />
          </div>
        )}
      </section>

      <CreateBoardDialog open={creating} onOpenChange={setCreating} />
      {LocationPrompt ? (
        <LocationPrompt
          open={locating}
          onOpenChange={setLocating}
          onLocated={searchNear}
          description="Share your location to find community boards near you, nearest first."
          successText="Location enabled. Showing boards near you."
        />
      ) : null}
    </div>
  )
}
