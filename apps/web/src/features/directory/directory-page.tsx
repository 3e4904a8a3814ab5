import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { Building2, LocateFixed, MapPin, Store } from 'lucide-react'
import { BUSINESS_TYPES, DEFAULT_DIRECTORY_RADIUS, DIRECTORY_RADII, type Business } from '@petfolk/contract/directory'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { FilterBar, FilterSelect } from '../../ui/filter-bar.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { useBusinesses, type BusinessQuery } from './api/get-businesses.ts'
import { useSessionLocation, useUserLocation } from './api/get-user-location.ts'
import { AddBusinessDialog } from './add-business-dialog.tsx'
import { BusinessCard } from './business-card.tsx'
import { BusinessDetailsDialog } from './business-details-dialog.tsx'
import { businessTypeLabel } from './business-labels.ts'
import { LocationPrompt } from './location-prompt.tsx'
import { SearchField } from '../../ui/search-field.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { ListAndMap } from '../../ui/map/list-and-map.tsx'
import { BusinessMap } from './business-map.tsx'

export const BUSINESS_SKELETON_COUNT = 6
const ALL = ''
const TYPE_OPTIONS = [{ value: ALL, label: 'All Types' }, ...BUSINESS_TYPES.map((value) => ({ value, label: businessTypeLabel(value) }))]
const RADIUS_OPTIONS = DIRECTORY_RADII.map((miles) => ({ value: miles, label: `Within ${miles} miles` }))

/** "Austin, TX": the location filter's value for a business. */
function placeOf(business: Pick<Business, 'city' | 'state'>): string {
  return `${business.city}, ${business.state}`
}

type BusinessType = (typeof BUSINESS_TYPES)[number]

function isBusinessType(value: string): value is BusinessType {
  return (BUSINESS_TYPES as readonly string[]).includes(value)
}

export function DirectoryPage() {
  const location = useUserLocation()
  const sessionLocation = useSessionLocation()
  const [search, setSearch] = useState('')
  const [type, setType] = useState<BusinessType | ''>(ALL)
  const [place, setPlace] = useState(ALL)
  const [radius, setRadius] = useState<number>(DEFAULT_DIRECTORY_RADIUS)
  const [prompting, setPrompting] = useState(false)
  const [addingBusiness, setAddingBusiness] = useState(false)
  const [details, setDetails] = useState<Business | null>(null)
  const q = useDebouncedValue(search)

  // Shared during this visit, else the one kept from before (only while Location Sharing is on).
  const known = sessionLocation ?? location.data ?? null
  const visitOnly = sessionLocation !== null && !location.data
  const query: BusinessQuery = {
    q,
    type,
    near: known ? { latitude: known.latitude, longitude: known.longitude, radius } : null,
  }
  // The saved location is read first, so the list is asked for once, already by distance when there is one.
  const businesses = useBusinesses(query, { enabled: !location.isPending })

  const all = useMemo(() => businesses.data ?? [], [businesses.data])
  const placeOptions = useMemo(() => {
    const places = new Set(all.map(placeOf))
    if (place) places.add(place)
    return [...places].sort((a, b) => a.localeCompare(b))
  }, [all, place])
  const shown = useMemo(() => (place ? all.filter((business) => placeOf(business) === place) : all), [all, place])
  const loading = location.isPending || businesses.isPending

  return (
    <div className="flex flex-col gap-6">
      <title>Directory · Petfolk</title>
      <PageHeader title="Pet Business Directory" description="Stores, vets, groomers, boarding and insurance for your pets.">
        <Button variant={known ? 'secondary' : 'primary'} onClick={() => setPrompting(true)}>
          <LocateFixed aria-hidden="true" className="size-5" />
          {known ? 'Update Location' : 'Enable Location'}
        </Button>
      </PageHeader>

      <FilterBar label="Filter businesses" className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_auto]">
        <SearchField
          id="business-search"
          fieldClassName="col-span-2 lg:col-span-1"
          value={search}
          onValueChange={setSearch}
          placeholder="Name, service or city..."
          maxLength={100}
        />
        <FilterSelect
          id="business-type"
          label="Type"
          className="min-w-0"
          value={type}
          onChange={(value) => setType(isBusinessType(value) ? value : ALL)}
          options={TYPE_OPTIONS}
        />
        <FilterSelect
          id="business-place"
          label="Location"
          className="min-w-0"
          value={place}
          onChange={setPlace}
          options={[{ value: ALL, label: 'All Locations' }, ...placeOptions.map((value) => ({ value, label: value }))]}
        />
        {known ? (
          <FilterSelect
            id="business-radius"
            label="Distance"
            className="col-span-2 lg:col-span-1 lg:w-44"
            value={radius}
            onChange={(value) => setRadius(Number(value))}
            options={RADIUS_OPTIONS}
          />
        ) : null}
      </FilterBar>

      {known ? (
        <div className="flex flex-col gap-1 text-sm text-fg-muted">
          <p className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            Nearest first, within {radius} miles of your {visitOnly ? 'location' : 'saved location'}.
          </p>
          {visitOnly ? (
            <p className="pl-6">
              Your location is used for this visit only. To keep it for next time, turn on Location Sharing in{' '}
              <Link to="/settings" className="font-semibold text-brand-fg underline underline-offset-2">
                Settings
              </Link>
              .
            </p>
          ) : null}
        </div>
      ) : null}

      <ListAndMap
        toggleLabel="Show businesses as"
        map={() => <BusinessMap businesses={shown} onViewDetails={setDetails} />}
        list={
          <section aria-label="Businesses" aria-busy={loading} className="flex flex-col gap-4">
            {loading ? (
              <SkeletonCards count={BUSINESS_SKELETON_COUNT} cardClassName="h-72" />
            ) : listLoadFailed(businesses) ? (
              <LoadError variant="card" error={businesses.error} onRetry={() => void businesses.refetch()} />
            ) : shown.length === 0 && !businesses.hasNextPage ? (
              <EmptyState
                icon={Building2}
                title="No businesses found"
                headingLevel={2}
                hint={known ? 'Try another search, another type or a larger distance.' : 'Try another search or type.'}
              />
            ) : (
              <>
                <p role="status" className="text-sm text-fg-muted">
                  <span className="tabular">{shown.length}</span> {shown.length === 1 ? 'business' : 'businesses'}
                  {businesses.hasNextPage ? ' so far' : null}
                </p>
                {shown.length > 0 ? (
                  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-2">
                    {shown.map((business) => (
                      <BusinessCard key={business.id} business={business} onViewDetails={() => setDetails(business)} />
                    ))}
                  </ul>
                ) : null}
                <LoadMoreButton query={businesses} />
              </>
            )}
          </section>
        }
      />

      <section
        aria-labelledby="own-business-heading"
        className="flex flex-col items-center gap-3 rounded-card bg-brand-soft px-6 py-8 text-center"
      >
        <Store aria-hidden="true" className="size-8 text-brand-fg" />
        <h2 id="own-business-heading" className="text-2xl font-bold">
          Own a Pet Business?
        </h2>
        <p className="max-w-prose text-fg-muted">List your store, clinic or service so pet owners nearby can find you.</p>
        <Button onClick={() => setAddingBusiness(true)}>Add Your Business</Button>
      </section>

      <LocationPrompt open={prompting} onOpenChange={setPrompting} />
      <AddBusinessDialog open={addingBusiness} onOpenChange={setAddingBusiness} />
      <BusinessDetailsDialog
        business={details}
        onOpenChange={(open) => {
          if (!open) setDetails(null)
        }}
      />
    </div>
  )
}
