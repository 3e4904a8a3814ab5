import { useId } from 'react'
import { Link } from 'react-router'
import { CalendarDays, CircleCheck, ExternalLink, Hand, Info, MapPin, Printer, RotateCcw, SearchCheck } from 'lucide-react'
import type { FoundPet } from '@petfolk/contract/found-pets'
import { formatDate } from '../../../lib/format.ts'
import { Button, buttonClasses } from '../../../ui/button.tsx'
import { DistinctiveMarkings } from '../shared/distinctive-markings.tsx'
import { foundPetDetails, foundPetLooks, foundPlace } from './found-pet-labels.ts'
import { PetPhoto } from '../shared/pet-photo.tsx'
import { ReportContact } from '../shared/report-contact.tsx'

interface FoundPetCardProps {
  report: FoundPet
  /** The finder's way to their report's possible matches; null for everyone else. */
  matchesPath: string | null
  /** The finder's action: close an open report or reopen a closed one; null for everyone else. */
  onSetClosed: ((closed: boolean) => void) | null
  busy: boolean
}

/** A found or loose pet in the Found list; members see the finder's full contact, as on lost cards. */
export function FoundPetCard({ report, matchesPath, onSetClosed, busy }: FoundPetCardProps) {
  const headingId = useId()
  const looks = foundPetLooks(report)
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-raised">
      <div className="relative aspect-[4/3] bg-sunken">
        <PetPhoto photoUrl={report.photo_url} species={report.species} alt={`Photo of the found ${report.species}`} fit="cover" />
        <span className="absolute top-3 left-3 rounded-control bg-brand px-3 py-1 text-sm font-extrabold tracking-wider text-on-brand shadow-raised">
          {report.is_closed ? 'CLOSED' : report.has_pet ? 'FOUND' : 'SEEN LOOSE'}
        </span>
      </div>

      <div className="flex grow flex-col gap-3 p-5">
        <div>
          <h2 id={headingId} className="text-xl font-extrabold wrap-anywhere">
            {looks}
          </h2>
          <p className="text-sm text-fg-muted">{foundPetDetails(report).join(' · ')}</p>
        </div>

        {report.distinctive_markings ? <DistinctiveMarkings markings={report.distinctive_markings} /> : null}

        <dl className="flex flex-col gap-1.5 text-sm">
          <div className="flex items-start gap-2">
            <dt>
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 text-fg-muted" />
              <span className="sr-only">Found on</span>
            </dt>
            <dd>
              {report.has_pet ? 'Found' : 'Seen'} <span className="font-semibold">{formatDate(report.found_date)}</span>
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <MapPin aria-hidden="true" className="mt-0.5 size-4 text-fg-muted" />
              <span className="sr-only">Found at</span>
            </dt>
            <dd className="wrap-anywhere">{foundPlace(report)}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <Hand aria-hidden="true" className="mt-0.5 size-4 text-fg-muted" />
              <span className="sr-only">Where the pet is now</span>
            </dt>
            <dd>{report.has_pet ? 'The finder is keeping it safe.' : 'Seen loose; the finder does not have it.'}</dd>
          </div>
        </dl>

        {report.additional_details ? (
          <p className="flex items-start gap-2 text-sm">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
            <span className="whitespace-pre-line wrap-anywhere">{report.additional_details}</span>
          </p>
        ) : null}

        <ReportContact label="Finder" name={report.contact_name} phone={report.contact_phone} email={report.contact_email} />

        <div className="flex flex-wrap gap-2">
          <Link to={`/found/${report.id}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Public page
            <span className="sr-only"> of the found {looks}</span>
          </Link>
          {report.is_closed ? null : (
            <Link to={`/found-pets/${report.id}/flyer`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <Printer aria-hidden="true" className="size-4" />
              Print Flyer
              <span className="sr-only"> for the found {looks}</span>
            </Link>
          )}
          {matchesPath && !report.is_closed ? (
            <Link to={matchesPath} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <SearchCheck aria-hidden="true" className="size-4" />
              Possible matches
              <span className="sr-only"> for the found {looks}</span>
            </Link>
          ) : null}
          {onSetClosed ? (
            report.is_closed ? (
              <Button variant="secondary" size="sm" onClick={() => onSetClosed(false)} loading={busy} loadingText="Saving...">
                <RotateCcw aria-hidden="true" className="size-4" />
                Reopen
              </Button>
            ) : (
              <Button size="sm" onClick={() => onSetClosed(true)} loading={busy} loadingText="Saving...">
                <CircleCheck aria-hidden="true" className="size-4" />
                Close report
              </Button>
            )
          ) : null}
        </div>
      </div>
    </article>
  )
}
