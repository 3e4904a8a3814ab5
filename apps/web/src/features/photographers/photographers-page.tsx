import { useId, useMemo, useState } from 'react'
import { Camera, RotateCw, SlidersHorizontal, X } from 'lucide-react'
import { DEFAULT_PHOTOGRAPHER_RADIUS, PHOTOGRAPHER_RADII, specialtyLabel } from '@petfolk/contract/demo'
import { pricingLabel } from './photographer-listing.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { inputClasses } from '../../ui/field.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { usePhotographers } from './api/get-photographers.ts'
import { JoinDirectoryDialog } from './join-directory-dialog.tsx'
import { PhotographerCard } from './photographer-card.tsx'
import { FilterBar, FilterField, FilterSelect } from '../../ui/filter-bar.tsx'
import { SearchField } from '../../ui/search-field.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import {
  cleanZip,
  filterPhotographers,
  PRICING_OPTIONS,
  resultCountText,
  specialtyOptions,
  ZIP_LENGTH,
  zipToSearch,
} from './photographer-search.ts'

const EAGER_IMAGES = 3
const RADIUS_OPTIONS = PHOTOGRAPHER_RADII.map((miles) => ({ value: miles, label: `${miles} miles` }))
const PRICING_FILTER_OPTIONS = [{ value: '', label: 'All Price Ranges' }, ...PRICING_OPTIONS.map((range) => ({ value: range, label: pricingLabel(range) }))]
export const LOADING_TEXT = 'Loading photographers...'

/** /photographers: find pet photographers by text, specialty, price and distance from a ZIP. */
export function PhotographersPage() {
  const [text, setText] = useState('')
  const [showFilters, setShowFilters] = useState(false)
  const [specialty, setSpecialty] = useState('')
  const [pricing, setPricing] = useState('')
  const [zipDraft, setZipDraft] = useState('')
  const [zip, setZip] = useState('')
  const [radius, setRadius] = useState<number>(DEFAULT_PHOTOGRAPHER_RADIUS)
  const [joining, setJoining] = useState(false)
  const photographers = usePhotographers({ zip: zip || null, radius })
  const panelId = useId()

  const all = useMemo(() => photographers.data ?? [], [photographers.data])
  const specialties = useMemo(() => specialtyOptions(all), [all])
  const results = useMemo(() => filterPhotographers(all, { text, specialty, pricing }), [all, text, specialty, pricing])

  const changeZip = (value: string) => {
    const draft = cleanZip(value)
    setZipDraft(draft)
    setZip((current) => zipToSearch(draft, current))
  }
  const clearZip = () => {
    setZipDraft('')
    setZip('')
  }

  if (photographers.isPending) {
    return (
      <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-3 text-brand-fg" role="status">
        <title>Photographers · Petfolk</title>
        <Spinner className="size-10" />
        <p className="font-semibold text-fg">{LOADING_TEXT}</p>
      </div>
    )
  }

  const zipField = (id: string, label: string, compact = false) => (
    <FilterField id={id} label={label}>
      <input
        id={id}
        value={zipDraft}
        onChange={(event) => changeZip(event.target.value)}
        inputMode="numeric"
        autoComplete="postal-code"
        pattern="\d{5}"
        maxLength={ZIP_LENGTH}
        placeholder="5-digit ZIP"
        className={compact ? `${inputClasses} lg:w-36` : inputClasses}
      />
    </FilterField>
  )
  const radiusField = (id: string, label: string, compact = false) => (
    <FilterSelect
      id={id}
      label={label}
      value={radius}
      onChange={(value) => setRadius(Number(value))}
      options={RADIUS_OPTIONS}
      selectClassName={compact ? `${inputClasses} lg:w-36` : inputClasses}
    />
  )

  return (
    <div className="flex flex-col gap-6">
      <title>Photographers · Petfolk</title>
      <PageHeader title="Pet Photographers" description="Find a photographer who knows how to get your pet to sit still (or not).">
        <Button variant="secondary" onClick={() => setJoining(true)}>
          <Camera aria-hidden="true" className="size-5" />
          Join Our Directory
        </Button>
      </PageHeader>

      <FilterBar label="Find photographers" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <SearchField
            id="photographer-search"
            fieldClassName="grow"
            value={text}
            onValueChange={setText}
            placeholder="Name, city or specialty"
          />
          <Button variant="secondary" aria-expanded={showFilters} aria-controls={panelId} onClick={() => setShowFilters((open) => !open)}>
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filters
          </Button>
          <fieldset className="grid grid-cols-2 items-end gap-3 rounded-control border border-line px-3 pt-1 pb-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
            <legend className="px-1 text-sm font-semibold text-fg-muted">Near you</legend>
            {zipField('photographer-zip', 'ZIP code', true)}
            {radiusField('photographer-radius', 'Radius', true)}
            <Button variant="ghost" onClick={clearZip} disabled={!zipDraft} className="col-span-2 justify-self-start sm:col-span-1">
              <X aria-hidden="true" className="size-4" />
              Clear
            </Button>
          </fieldset>
        </div>

        {showFilters ? (
          <div id={panelId} role="group" aria-label="Filters" className="grid gap-3 border-t border-line pt-4 sm:grid-cols-2 lg:grid-cols-4">
            <FilterSelect
              id="photographer-specialty"
              label="Specialty"
              value={specialty}
              onChange={setSpecialty}
              options={[{ value: '', label: 'All Specialties' }, ...specialties.map((item) => ({ value: item, label: specialtyLabel(item) }))]}
            />
            <FilterSelect id="photographer-pricing" label="Price Range" value={pricing} onChange={setPricing} options={PRICING_FILTER_OPTIONS} />
            {zipField('photographer-filter-zip', 'Zip Code')}
            {radiusField('photographer-filter-radius', 'Distance')}
          </div>
        ) : null}
      </FilterBar>

      <section aria-label="Photographers" aria-busy={photographers.isFetching} className="flex flex-col gap-4">
        {photographers.isError ? (
          <LoadError variant="card" error={photographers.error} showsRefusalReason onRetry={() => void photographers.refetch()} />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p role="status" className="font-semibold">
                {photographers.isPlaceholderData ? 'Searching...' : resultCountText(results.length, zip, radius)}
              </p>
              {zip ? (
                <Button variant="secondary" size="sm" onClick={() => void photographers.refetch()} loading={photographers.isFetching} loadingText="Searching...">
                  <RotateCw aria-hidden="true" className="size-4" />
                  Search Again
                </Button>
              ) : null}
            </div>
            {results.length === 0 ? (
              <EmptyState
                icon={Camera}
                title="No photographers found"
                headingLevel={2}
                hint="Try a wider radius or other filters. Are you a pet photographer? Add your business to the directory."
                action={<Button onClick={() => setJoining(true)}>Join Our Directory</Button>}
              />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {results.map((photographer, index) => (
                  <PhotographerCard key={photographer.id} photographer={photographer} eager={index < EAGER_IMAGES} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      <JoinDirectoryDialog open={joining} onOpenChange={setJoining} />
    </div>
  )
}
