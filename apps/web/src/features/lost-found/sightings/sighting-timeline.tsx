import { Eye, EyeOff, MapPin, Phone } from 'lucide-react'
import type { OwnerSighting, PublicSighting } from '@petfolk/contract/lost-found/reports'
import { telHref } from '../../../lib/phone.ts'
import { Badge } from '../../../ui/badge.tsx'
import { Button } from '../../../ui/button.tsx'
import { photoSrc } from '../../../lib/photo.ts'
import { formatTimestamp } from '../../../lib/timestamps.ts'
import { LoadError } from '../../../ui/load-error.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'
import { ReportButton } from '../../reports/index.ts'

type Sighting = PublicSighting & Partial<Pick<OwnerSighting, 'phone' | 'is_hidden'>>

interface SightingTimelineProps {
  sightings: Sighting[] | undefined
  error: unknown
  onRetry: () => void
  petName: string
  /** The owner's way to hide a spam sighting from the public page, or show it again; null for everyone else. */
  onSetHidden?: ((sighting: Sighting, hidden: boolean) => void) | null
  /** The sighting whose hiding is under way. */
  busyId?: number | null
}

/** The sightings so far, most recently seen first, as a timeline down the page. */
export function SightingTimeline({ sightings, error, onRetry, petName, onSetHidden = null, busyId = null }: SightingTimelineProps) {
  return (
    <section aria-labelledby="sightings-heading" className="flex flex-col gap-4">
      <h2 id="sightings-heading" className="text-2xl font-extrabold">
        Sightings{sightings && sightings.length > 0 ? <span className="text-fg-muted tabular"> ({sightings.length})</span> : null}
      </h2>
      {error ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : !sightings ? (
        <div role="status" aria-label="Loading sightings" className="flex flex-col gap-3">
          <Skeleton className="h-20 w-full rounded-card" />
          <Skeleton className="h-20 w-full rounded-card" />
        </div>
      ) : sightings.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong p-5 text-fg-muted">
          No sightings reported yet. If you have seen {petName}, tell the owner with “I saw this pet”.
        </p>
      ) : (
        <ol className="flex flex-col border-l-2 border-brand-soft pl-5">
          {sightings.map((sighting) => (
            <li key={sighting.id} className="relative pb-6 last:pb-0">
              <span aria-hidden="true" className="absolute top-1 -left-[1.72rem] flex size-5 items-center justify-center rounded-full bg-brand text-on-brand">
                <Eye className="size-3" />
              </span>
              <article className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4 shadow-raised">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-bold">
                    <time dateTime={sighting.seen_at}>{formatTimestamp(sighting.seen_at)}</time>
                  </p>
                  {sighting.is_hidden ? (
                    <Badge tone="neutral">
                      <EyeOff aria-hidden="true" className="size-3.5" />
                      Hidden from the public page
                    </Badge>
                  ) : null}
                </div>
                <p className="flex items-start gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
                  <span className="wrap-anywhere">
                    {sighting.location}
                    {sighting.zip_code ? ` ${sighting.zip_code}` : ''}
                  </span>
                </p>
                {sighting.note ? <p className="whitespace-pre-line wrap-anywhere">{sighting.note}</p> : null}
                {sighting.photo_url ? (
                  <img
                    src={photoSrc(sighting.photo_url) ?? undefined}
                    alt={`Photo from the sighting at ${sighting.location}`}
                    width={400}
                    height={300}
                    loading="lazy"
                    className="max-h-60 w-full rounded-control object-cover sm:w-80"
                  />
                ) : null}
                <p className="text-sm text-fg-muted">{sighting.name ? `Reported by ${sighting.name}` : 'Reported anonymously'}</p>
                {sighting.phone ? (
                  <a href={telHref(sighting.phone)} className="inline-flex items-center gap-2 self-start font-semibold text-brand-fg underline-offset-2 hover:underline">
                    <Phone aria-hidden="true" className="size-4" />
                    {sighting.phone}
                  </a>
                ) : null}
                {/* The owner hides a spam sighting themselves; everyone else reports it to staff. */}
                {onSetHidden ? null : <ReportButton kind="sighting" id={sighting.id} what={`the sighting at ${sighting.location}`} className="self-start" />}
                {onSetHidden ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="self-start"
                    loading={busyId === sighting.id}
                    loadingText="Saving..."
                    onClick={() => onSetHidden(sighting, !sighting.is_hidden)}
                  >
                    {sighting.is_hidden ? 'Show on the public page' : 'Hide from the public page'}
                  </Button>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
