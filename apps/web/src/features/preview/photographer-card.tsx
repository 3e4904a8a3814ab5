import { MapPin, Star } from 'lucide-react'
import type { Photographer } from '@petfolk/contract/demo'
import { portfolioImages, pricingLabel } from '../../lib/photographer-listing.ts'
import { Badge } from '../../ui/badge.tsx'

export function PhotographerCard({ photographer }: { photographer: Photographer }) {
  const cover = portfolioImages(photographer.portfolio_images)[0]
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-raised">
      {cover ? (
        <img
          src={cover}
          alt={`Sample portfolio photo by ${photographer.photographer_name}`}
          width={600}
          height={450}
          loading="lazy"
          className="aspect-[4/3] w-full bg-sunken object-cover"
        />
      ) : null}
      <div className="flex grow flex-col gap-2 p-5">
        <h3 className="text-lg font-bold">{photographer.business_name}</h3>
        <p className="text-fg-muted">by {photographer.photographer_name}</p>
        <p className="flex items-center gap-1.5 text-sm text-fg-muted">
          <MapPin aria-hidden="true" className="size-4" />
          {photographer.city}, {photographer.state}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          {photographer.rating > 0 ? (
            <p className="flex items-center gap-1 font-semibold">
              <Star aria-hidden="true" className="size-4 fill-current text-warning-fg" />
              <span className="sr-only">Rated </span>
              <span className="tabular">{photographer.rating.toFixed(1)}</span>
              <span className="text-sm font-normal text-fg-muted tabular">({photographer.review_count} reviews)</span>
            </p>
          ) : (
            <span />
          )}
          <Badge tone="brand">{pricingLabel(photographer.pricing_range)}</Badge>
        </div>
      </div>
    </li>
  )
}
