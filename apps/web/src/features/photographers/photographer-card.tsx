import type { ReactNode } from 'react'
import { AtSign, Camera, Globe, Mail, MapPin, Navigation, Phone, Star } from 'lucide-react'
import { specialtyLabel } from '@petfolk/contract/demo'
import { instagramHandle, portfolioImages, pricingLabel, specialtyList } from './photographer-listing.ts'
import { cx } from '../../lib/cx.ts'
import { Badge } from '../../ui/badge.tsx'
import type { ListedPhotographer } from '@petfolk/contract/photographers'
import { telHref } from '../../lib/phone.ts'

const STARS = 5

interface PhotographerCardProps {
  photographer: ListedPhotographer
  eager?: boolean
  /** A made-up listing (the preview): shown without its contact links, which lead nowhere real. */
  sample?: boolean
}

export function PhotographerCard({ photographer, eager = false, sample = false }: PhotographerCardProps) {
  const images = portfolioImages(photographer.portfolio_images)
  const cover = images[0]
  // Deduplicated by label: "Dogs, dogs" is one chip.
  const specialties = [...new Set(specialtyList(photographer.specialties).map(specialtyLabel))]
  const handle = photographer.instagram_handle ? instagramHandle(photographer.instagram_handle) : ''
  const business = photographer.business_name
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-raised">
      <div className="relative">
        {cover ? (
          <img
            src={cover}
            alt={`Portfolio photo by ${photographer.photographer_name}`}
            width={600}
            height={450}
            loading={eager ? 'eager' : 'lazy'}
            className="aspect-[4/3] w-full bg-sunken object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-sunken text-fg-muted">
            <Camera aria-hidden="true" className="size-10" />
            <span>No photos yet</span>
          </div>
        )}
        {images.length > 0 ? (
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-grey-950/80 px-2.5 py-0.5 text-sm font-semibold text-white">
            <Camera aria-hidden="true" className="size-3.5" />
            {images.length === 1 ? '1 photo' : `${images.length} photos`}
          </span>
        ) : null}
      </div>
      <div className="flex grow flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h3 className="text-lg font-bold">{business}</h3>
            <p className="text-fg-muted">by {photographer.photographer_name}</p>
          </div>
          <Badge tone="brand" className="shrink-0">
            {pricingLabel(photographer.pricing_range)}
          </Badge>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {photographer.city}, {photographer.state}
          </span>
          {photographer.distance !== undefined ? (
            <span className="inline-flex items-center gap-1.5 tabular">
              <Navigation aria-hidden="true" className="size-4" />
              {photographer.distance.toFixed(1)} miles away
            </span>
          ) : null}
        </p>
        {photographer.rating > 0 ? <Rating rating={photographer.rating} reviews={photographer.review_count} /> : null}
        {specialties.length > 0 ? (
          <ul aria-label="Specialties" className="flex flex-wrap gap-1.5">
            {specialties.map((specialty) => (
              <li key={specialty} className="rounded-full bg-sunken px-2.5 py-0.5 text-sm text-fg-muted">
                {specialty}
              </li>
            ))}
          </ul>
        ) : null}
        {photographer.years_experience !== null ? (
          <p className="text-sm font-semibold">
            {photographer.years_experience === 1 ? '1 year of experience' : `${photographer.years_experience} years of experience`}
          </p>
        ) : null}
        {photographer.description ? <p className="line-clamp-3 text-fg-muted">{photographer.description}</p> : null}
        {sample ? null : (
          <ul aria-label={`Contact ${business}`} className="mt-auto flex flex-wrap gap-x-4 gap-y-2 border-t border-line pt-3 text-sm">
            {photographer.website ? (
              <ContactLink href={photographer.website} external icon={<Globe aria-hidden="true" className="size-4" />}>
                Website<span className="sr-only"> of {business} (opens in a new tab)</span>
              </ContactLink>
            ) : null}
            {photographer.phone ? (
              <ContactLink href={telHref(photographer.phone)} icon={<Phone aria-hidden="true" className="size-4" />}>
                {photographer.phone}
              </ContactLink>
            ) : null}
            {photographer.email ? (
              <ContactLink href={`mailto:${photographer.email}`} icon={<Mail aria-hidden="true" className="size-4" />}>
                E-mail<span className="sr-only"> {business}</span>
              </ContactLink>
            ) : null}
            {handle ? (
              <ContactLink href={`https://www.instagram.com/${encodeURIComponent(handle)}`} external icon={<AtSign aria-hidden="true" className="size-4" />}>
                <span className="sr-only">Instagram: </span>
                {handle}
              </ContactLink>
            ) : null}
          </ul>
        )}
      </div>
    </li>
  )
}

function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  const filled = Math.round(rating)
  return (
    <p className="flex items-center gap-1.5">
      <span className="flex" aria-hidden="true">
        {Array.from({ length: STARS }, (_, index) => (
          <Star key={index} className={cx('size-4', index < filled ? 'fill-current text-warning-fg' : 'text-line-strong')} />
        ))}
      </span>
      <span className="sr-only">Rated </span>
      <span className="font-semibold tabular">{rating.toFixed(1)}</span>
      <span className="sr-only"> out of 5</span>
      <span className="text-sm text-fg-muted tabular">({reviews === 1 ? '1 review' : `${reviews} reviews`})</span>
    </p>
  )
}

function ContactLink({ href, external = false, icon, children }: { href: string; external?: boolean; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <a
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className="inline-flex min-h-9 items-center gap-1.5 font-semibold text-brand-fg underline-offset-2 hover:underline"
      >
        {icon}
        {children}
      </a>
    </li>
  )
}
