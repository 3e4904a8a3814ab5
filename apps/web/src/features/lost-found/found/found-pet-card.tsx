import { CalendarDays, CircleCheck, ExternalLink, Hand, MapPin, Printer, RotateCcw, SearchCheck } from 'lucide-react'
import type { FoundPet } from '@petfolk/contract/lost-found/found'
import { formatDate } from '../../../lib/format.ts'
import { Button } from '../../../ui/button.tsx'
import { publicReportPath } from '../shared/labels.ts'
import { CardLink, LeadFact, ReportCard } from '../shared/report-card.tsx'
import { StatusTag } from '../shared/status-tag.tsx'
import { foundPetDetails, foundPetLooks, foundPlace, foundStatus } from './found-pet-labels.ts'

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
  const looks = foundPetLooks(report)
  return (
    <ReportCard
      photo={{ url: report.photo_url, species: report.species, alt: `Photo of the found ${report.species}` }}
      tags={
        <StatusTag tone="notice" className="absolute top-3 left-3 shadow-raised">
          {foundStatus(report)}
        </StatusTag>
      }
      title={looks}
      details={foundPetDetails(report)}
      markings={report.distinctive_markings}
      facts={[
        { icon: CalendarDays, term: 'Found on', value: <LeadFact lead={report.has_pet ? 'Found' : 'Seen'} value={formatDate(report.found_date)} /> },
        { icon: MapPin, term: 'Found at', value: foundPlace(report), wrap: true },
        { icon: Hand, term: 'Where the pet is now', value: report.has_pet ? 'The finder is keeping it safe.' : 'Seen loose; the finder does not have it.' },
      ]}
      additionalDetails={report.additional_details}
      contact={{ label: 'Finder', name: report.contact_name, phone: report.contact_phone, email: report.contact_email }}
      actions={
        <div className="flex flex-wrap gap-2">
          <CardLink to={publicReportPath('found', report.id)} icon={ExternalLink} label="Public page" about={`of the found ${looks}`} />
          {report.is_closed ? null : <CardLink to={`/found-pets/${report.id}/flyer`} icon={Printer} label="Print Flyer" about={`for the found ${looks}`} />}
          {matchesPath && !report.is_closed ? <CardLink to={matchesPath} icon={SearchCheck} label="Possible matches" about={`for the found ${looks}`} /> : null}
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
      }
    />
  )
}
