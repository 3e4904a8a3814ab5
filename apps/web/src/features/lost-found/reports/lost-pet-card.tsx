import { useEffect, useId, useState, type Ref } from 'react'
import { CalendarDays, CircleCheck, Gift, MapPin, Printer, SearchCheck, Undo2 } from 'lucide-react'
import type { LostPet } from '@petfolk/contract/lost-found/reports'
import { formatDate } from '../../../lib/format.ts'
import { formatTimestamp, formatTimestampDate } from '../../../lib/timestamps.ts'
import { Button } from '../../../ui/button.tsx'
import { undoFoundDeadline } from './api/mark-found.ts'
import { lastSeenPlace, petDetails } from './lost-pet-labels.ts'
import { CardLink, LeadFact, ReportCard } from '../shared/report-card.tsx'
import { LostPetTags } from './lost-pet-tags.tsx'

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
  const found = report.is_found
  const undoDeadline = undoFoundDeadline(report)
  const reward = found ? null : report.reward_offered
  return (
    <ReportCard
      ref={ref}
      highlighted={highlighted}
      photo={{ url: report.photo_url, species: report.species, alt: `Photo of ${report.pet_name}` }}
      tags={<LostPetTags report={report} onPhoto />}
      title={report.pet_name}
      details={petDetails(report)}
      markings={report.distinctive_markings}
      facts={[
        ...(found && report.found_at ? [{ icon: CircleCheck, term: 'Found on', value: <LeadFact lead="Found" value={formatTimestampDate(report.found_at)} />, good: true }] : []),
        { icon: CalendarDays, term: 'Last seen on', value: <LeadFact lead="Last seen" value={formatDate(report.last_seen_date)} /> },
        { icon: MapPin, term: 'Last seen at', value: lastSeenPlace(report) },
        ...(reward ? [{ icon: Gift, term: 'Reward', value: <LeadFact lead="Reward:" value={reward} /> }] : []),
      ]}
      additionalDetails={report.additional_details}
      contact={{ label: 'Contact', name: report.contact_name, phone: report.contact_phone, email: report.contact_email }}
      actions={
        found ? (
          undoRefusal ? (
            <p className="text-sm text-fg-muted">{undoRefusal}</p>
          ) : onUndoFound && undoDeadline !== null ? (
            // Keyed by the deadline: marking found again starts a fresh window.
            <UndoFound key={undoDeadline} deadline={undoDeadline} onUndo={onUndoFound} busy={busy} petName={report.pet_name} />
          ) : null
        ) : (
          <div className="flex flex-wrap gap-2">
            <CardLink to={`/lost-pets/${report.id}/flyer`} icon={Printer} label="Print Flyer" about={`for ${report.pet_name}`} />
            {matchesPath ? <CardLink to={matchesPath} icon={SearchCheck} label="Possible matches" about={`for ${report.pet_name}`} /> : null}
            {onMarkFound ? (
              <Button size="sm" onClick={onMarkFound} loading={busy} loadingText="Saving...">
                <CircleCheck aria-hidden="true" className="size-4" />
                Mark as found
              </Button>
            ) : null}
          </div>
        )
      }
    />
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
