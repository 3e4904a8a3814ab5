import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { Building2, LocateFixed, MapPin, Store } from 'lucide-react'
import { BUSINESS_TYPES, DEFAULT_DIRECTORY_RADIUS, DIRECTORY_RADII, type Business } from '@petfolk/contract/directory'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { inputClasses } from '../../ui/field.tsx'
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
import { SearchInput } from '../../ui/search-input.tsx'

export const BUSINESS_SKELETON_COUNT = 6
const ALL = ''

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
  const shown = place ? all.filter((business) => placeOf(business) === place) : all
  const loading = location.isPending || businesses.isPending

  return (
    <div className="flex flex-col gap-6">
      <title>Directory · Petfolk</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">Pet Business Directory</h1>
          <p className="mt-1 text-fg-muted">Stores, vets, groomers, boarding and insurance for your pets.</p>
        </div>
        <Button variant={known ? 'secondary' : 'primary'} onClick={() => setPrompting(true)}>
          <LocateFixed aria-hidden="true" className="size-5" />
          {known ? 'Update Location' : 'Enable Location'}
        </Button>
      </div>

      <div role="search" aria-label="Filter businesses" className="grid grid-cols-2 gap-3 rounded-card border border-line bg-surface p-4 lg:grid-cols-[2fr_1fr_1fr_auto]">
        <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
          <label htmlFor="business-search" className="font-semibold">
            Search
          </label>
          <SearchInput
            id="business-search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name, service or city..."
            maxLength={100}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor="business-type" className="font-semibold">
            Type
          </label>
          <select
            id="business-type"
            value={type}
            onChange={(event) => setType(isBusinessType(event.target.value) ? event.target.value : ALL)}
            className={inputClasses}
          >
            <option value={ALL}>All Types</option>
            {BUSINESS_TYPES.map((value) => (
              <option key={value} value={value}>
                {businessTypeLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor="business-place" className="font-semibold">
            Location
          </label>
          <select id="business-place" value={place} onChange={(event) => setPlace(event.target.value)} className={inputClasses}>
            <option value={ALL}>All Locations</option>
            {placeOptions.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        {known ? (
          <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1 lg:w-44">
            <label htmlFor="business-radius" className="font-semibold">
              Distance
            </label>
            <select
              id="business-radius"
              value={radius}
              onChange={(event) => setRadius(Number(event.target.value))}
              className={inputClasses}
            >
              {DIRECTORY_RADII.map((miles) => (
                <option key={miles} value={miles}>
                  Within {miles} miles
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

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
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((business) => (
                  <BusinessCard key={business.id} business={business} onViewDetails={() => setDetails(business)} />
                ))}
              </ul>
            ) : null}
            <LoadMoreButton query={businesses} />
          </>
        )}
      </section>

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
