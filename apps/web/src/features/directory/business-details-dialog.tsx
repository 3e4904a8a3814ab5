import { BadgeCheck, ExternalLink, Globe, Map as MapIcon, MapPin, Navigation, Phone, Star } from 'lucide-react'
import type { Business } from '@petfolk/contract/directory'
import { Badge } from '../../ui/badge.tsx'
import { buttonClasses } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { BUSINESS_TYPE_ICONS, businessTypeLabel, formatMiles, fullAddress, reviewsLabel } from './business-labels.ts'
import { telHref } from '../../lib/phone.ts'
import { WebsiteLink } from './website-link.tsx'

interface BusinessDetailsDialogProps {
  business: Business | null
  onOpenChange: (open: boolean) => void
}

/** A map of the business's position on OpenStreetMap (a link only: nothing loads until followed). */
function mapUrl(business: Business): string | null {
  if (business.latitude === null || business.longitude === null) return null
  const { latitude: lat, longitude: lng } = business
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`
}

export function BusinessDetailsDialog({ business, onOpenChange }: BusinessDetailsDialogProps) {
  return (
    <Dialog
      open={business !== null}
      onOpenChange={onOpenChange}
      title={business?.name ?? 'Business details'}
      description={business ? businessTypeLabel(business.business_type) : undefined}
      className="sm:max-w-lg"
    >
      {business ? <BusinessDetails business={business} /> : null}
    </Dialog>
  )
}

function BusinessDetails({ business }: { business: Business }) {
  const Icon = BUSINESS_TYPE_ICONS[business.business_type]
  const map = mapUrl(business)
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-control bg-brand-soft text-brand-fg">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        {business.is_verified ? (
          <Badge tone="success">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            Verified
          </Badge>
        ) : null}
        <p className="flex items-center gap-1.5">
          <Star aria-hidden="true" className="size-4 fill-current text-warning-fg" />
          <span className="font-bold tabular">{business.rating.toFixed(1)}</span>
          <span className="text-fg-muted">
            (<span className="tabular">{reviewsLabel(business.review_count)}</span>)
          </span>
        </p>
        {business.distance !== undefined ? (
          <p className="inline-flex items-center gap-1.5 font-semibold text-info-fg">
            <Navigation aria-hidden="true" className="size-4" />
            <span className="tabular">{formatMiles(business.distance)}</span> away
          </p>
        ) : null}
      </div>

      {business.description ? <p className="whitespace-pre-line">{business.description}</p> : null}

      <dl className="grid gap-3 rounded-control bg-sunken p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="flex items-center gap-2 font-semibold">
          <MapPin aria-hidden="true" className="size-4 text-fg-muted" />
          Address
        </dt>
        <dd>{fullAddress(business)}</dd>
        {business.phone ? (
          <>
            <dt className="flex items-center gap-2 font-semibold">
              <Phone aria-hidden="true" className="size-4 text-fg-muted" />
              Phone
            </dt>
            <dd>
              <a href={telHref(business.phone)} className="font-semibold text-brand-fg underline-offset-2 hover:underline">
                {business.phone}
              </a>
            </dd>
          </>
        ) : null}
        {business.website ? (
          <>
            <dt className="flex items-center gap-2 font-semibold">
              <Globe aria-hidden="true" className="size-4 text-fg-muted" />
              Website
            </dt>
            <dd className="break-all">
              <WebsiteLink url={business.website} />
            </dd>
          </>
        ) : null}
      </dl>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        {map ? (
          <a href={map} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'secondary' })}>
            <MapIcon aria-hidden="true" className="size-4" />
            Open Map
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
        {business.phone ? (
          <a href={telHref(business.phone)} className={buttonClasses()}>
            <Phone aria-hidden="true" className="size-4" />
            Call
          </a>
        ) : null}
      </div>
    </div>
  )
}
