import { useId } from 'react'
import { BadgeCheck, Globe, MapPin, Navigation, Phone, Star } from 'lucide-react'
import type { Business } from '@petfolk/contract/directory'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { BUSINESS_TYPE_ICONS, businessTypeLabel, formatMiles, fullAddress, reviewsLabel } from './business-labels.ts'
import { telHref } from '../../lib/phone.ts'
import { WebsiteLink } from './website-link.tsx'

export function BusinessCard({ business, onViewDetails }: { business: Business; onViewDetails: () => void }) {
  const Icon = BUSINESS_TYPE_ICONS[business.business_type]
  const headingId = useId()
  return (
    <li>
      <article aria-labelledby={headingId} className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-raised">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-control bg-brand-soft text-brand-fg">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div className="flex min-w-0 grow flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="text-lg leading-snug font-bold wrap-anywhere">
                {business.name}
              </h2>
              {business.is_verified ? (
                <Badge tone="success">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  Verified
                </Badge>
              ) : null}
            </div>
            <p className="text-sm font-semibold text-fg-muted">{businessTypeLabel(business.business_type)}</p>
          </div>
        </div>

        {business.distance !== undefined ? (
          <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-info-soft px-2.5 py-0.5 text-sm font-semibold text-info-fg">
            <Navigation aria-hidden="true" className="size-3.5" />
            <span className="tabular">{formatMiles(business.distance)}</span>
            <span className="sr-only"> away</span>
          </p>
        ) : null}

        <ul className="flex flex-col gap-1.5 text-sm">
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
            <span>{fullAddress(business)}</span>
          </li>
          {business.phone ? (
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
              <a href={telHref(business.phone)} className="font-semibold text-brand-fg underline-offset-2 hover:underline">
                {business.phone}
              </a>
            </li>
          ) : null}
          {business.website ? (
            <li className="flex items-center gap-2">
              <Globe aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
              <WebsiteLink url={business.website} className="truncate" />
            </li>
          ) : null}
        </ul>

        {business.description ? <p className="line-clamp-3 grow text-fg-muted">{business.description}</p> : <div className="grow" />}

        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
          <p className="flex items-center gap-1.5 text-sm">
            <Star aria-hidden="true" className="size-4 fill-current text-warning-fg" />
            <span className="font-bold tabular">{business.rating.toFixed(1)}</span>
            <span className="text-fg-muted">
              (<span className="tabular">{reviewsLabel(business.review_count)}</span>)
            </span>
          </p>
          <Button size="sm" variant="secondary" onClick={onViewDetails} aria-label={`View Details: ${business.name}`}>
            View Details
          </Button>
        </div>
      </article>
    </li>
  )
}
