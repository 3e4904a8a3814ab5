import { useEffect, useId, useState, type Ref } from 'react'
import { Link } from 'react-router'
import { CalendarDays, CircleCheck, Gift, Info, MapPin, Printer, SearchCheck, Undo2 } from 'lucide-react'
import type { LostPet } from '@petfolk/contract/lost-pets'
import { cx } from '../../../lib/cx.ts'
import { formatDate } from '../../../lib/format.ts'
import { formatTimestamp, formatTimestampDate } from '../../../lib/timestamps.ts'
import { Badge } from '../../../ui/badge.tsx'
import { Button, buttonClasses } from '../../../ui/button.tsx'
import { undoFoundDeadline } from './api/mark-found.ts'
import { lastSeenPlace, petDetails } from './lost-pet-labels.ts'
import { DistinctiveMarkings } from '../shared/distinctive-markings.tsx'
import { PetPhoto } from '../shared/pet-photo.tsx'
import { ReportContact } from '../shared/report-contact.tsx'

interface LostPetCardProps {
  report: LostPet
  /** The report an alert or a shared link pointed at. */
  highlighted: boolean
  /** The reporter's action on an open report; null for everyone else. */
  onMarkFound: (() => void) | null
  /** The reporter's way back from "found"; the card offers it only while the undo window is open. */
  onUndoFound: (() => void) | null
  /** Marking found or undoing it is under way. */
  busy: boolean
  /** Why the server refused the undo (its 409 sentence); replaces the Undo button. */
  undoRefusal?: string | null
  /** The reporter's link to the found pets that may be theirs; null for everyone else. */
  matchesPath?: string | null
  ref?: Ref<HTMLElement>
}

export function LostPetCard({ report, highlighted, onMarkFound, onUndoFound, busy, undoRefusal = null, matchesPath = null, ref }: LostPetCardProps) {
  const headingId = useId()
  const found = report.is_found
  const undoDeadline = undoFoundDeadline(report)
  return (
    <article
      ref={ref}
      tabIndex={highlighted ? -1 : undefined}
      aria-labelledby={headingId}
      aria-current={highlighted ? 'true' : undefined}
      className={cx(
        'flex h-full scroll-mt-24 flex-col overflow-hidden rounded-card border bg-surface shadow-raised outline-none',
        highlighted ? 'border-brand ring-4 ring-brand ring-offset-2 ring-offset-canvas' : 'border-line',
      )}
    >
      <div className="relative aspect-[4/3] bg-sunken">
        <PetPhoto photoUrl={report.photo_url} species={report.species} alt={`Photo of ${report.pet_name}`} fit="cover" />
        {found ? (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-control bg-success-fg px-3 py-1 text-sm font-extrabold tracking-wider text-surface shadow-raised">
            <CircleCheck aria-hidden="true" className="size-4" />
            FOUND
          </span>
        ) : (
          <span className="absolute top-3 left-3 rounded-control bg-danger px-3 py-1 text-sm font-extrabold tracking-wider text-on-danger shadow-raised">
            MISSING
          </span>
        )}
        {report.reward_offered && !found ? (
          <Badge tone="warning" className="absolute top-3 right-3 shadow-raised">
            <Gift aria-hidden="true" className="size-3.5" />
            Reward Offered
          </Badge>
        ) : null}
      </div>

      <div className="flex grow flex-col gap-3 p-5">
        <div>
          <h2 id={headingId} className="text-xl font-extrabold wrap-anywhere">
            {report.pet_name}
          </h2>
          <p className="text-sm text-fg-muted">{petDetails(report).join(' · ')}</p>
        </div>

        {report.distinctive_markings ? <DistinctiveMarkings markings={report.distinctive_markings} /> : null}

        <dl className="flex flex-col gap-1.5 text-sm">
          {found && report.found_at ? (
            <div className="flex items-start gap-2 text-success-fg">
              <dt>
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4" />
                <span className="sr-only">Found on</span>
              </dt>
              <dd>
                Found <span className="font-semibold">{formatTimestampDate(report.found_at)}</span>
              </dd>
            </div>
          ) : null}
          <div className="flex items-start gap-2">
            <dt>
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 text-fg-muted" />
              <span className="sr-only">Last seen on</span>
            </dt>
            <dd>
              Last seen <span className="font-semibold">{formatDate(report.last_seen_date)}</span>
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <MapPin aria-hidden="true" className="mt-0.5 size-4 text-fg-muted" />
              <span className="sr-only">Last seen at</span>
            </dt>
            <dd>{lastSeenPlace(report)}</dd>
          </div>
          {report.reward_offered && !found ? (
            <div className="flex items-start gap-2">
              <dt>
                <Gift aria-hidden="true" className="mt-0.5 size-4 text-fg-muted" />
                <span className="sr-only">Reward</span>
              </dt>
              <dd>
                Reward: <span className="font-semibold">{report.reward_offered}</span>
              </dd>
            </div>
          ) : null}
        </dl>

        {report.additional_details ? (
          <p className="flex items-start gap-2 text-sm">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
            <span className="whitespace-pre-line">{report.additional_details}</span>
          </p>
        ) : null}

        <ReportContact label="Contact" name={report.contact_name} phone={report.contact_phone} email={report.contact_email} />

        {found ? (
          undoRefusal ? (
            <p className="text-sm text-fg-muted">{undoRefusal}</p>
          ) : onUndoFound && undoDeadline !== null ? (
            // Keyed by the deadline: marking found again starts a fresh window.
            <UndoFound key={undoDeadline} deadline={undoDeadline} onUndo={onUndoFound} busy={busy} petName={report.pet_name} />
          ) : null
        ) : (
          <div className="flex flex-wrap gap-2">
            <Link to={`/lost-pets/${report.id}/flyer`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <Printer aria-hidden="true" className="size-4" />
              Print Flyer
              <span className="sr-only"> for {report.pet_name}</span>
            </Link>
            {matchesPath ? (
              <Link to={matchesPath} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                <SearchCheck aria-hidden="true" className="size-4" />
                Possible matches
                <span className="sr-only"> for {report.pet_name}</span>
              </Link>
            ) : null}
            {onMarkFound ? (
              <Button size="sm" onClick={onMarkFound} loading={busy} loadingText="Saving...">
                <CircleCheck aria-hidden="true" className="size-4" />
                Mark as found
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </article>
  )
}

/** The Undo button, there until the deadline passes (also while the page stays open). */
function UndoFound({ deadline, onUndo, busy, petName }: { deadline: number; onUndo: () => void; busy: boolean; petName: string }) {
  const hintId = useId()
  const [open, setOpen] = useState(() => Date.now() < deadline)
  useEffect(() => {
    const left = deadline - Date.now()
    if (left <= 0) return
    const timer = setTimeout(() => setOpen(false), left)
    return () => clearTimeout(timer)
  }, [deadline])
  if (!open) return null
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <Button variant="secondary" size="sm" onClick={onUndo} loading={busy} loadingText="Undoing..." aria-describedby={hintId}>
        <Undo2 aria-hidden="true" className="size-4" />
        Undo
      </Button>
      <p id={hintId} className="text-sm text-fg-muted">
        Marked {petName} found by mistake? You can undo it until {formatTimestamp(new Date(deadline).toISOString())}.
      </p>
    </div>
  )
}
