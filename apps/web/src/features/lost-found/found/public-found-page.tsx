import { Link, useParams } from 'react-router'
import { CalendarDays, Hand, MapPin } from 'lucide-react'
import type { PublicFoundPet } from '@petfolk/contract/lost-found/found'
import { useAuth } from '../../../auth/auth-context.ts'
import { formatDate } from '../../../lib/format.ts'
import { parseRouteId } from '../../../lib/route-id.ts'
import { formatTimestampDate } from '../../../lib/timestamps.ts'
import { buttonClasses } from '../../../ui/button.tsx'
import { usePublicFoundReport } from './api/get-public-found-report.ts'
import { foundPetDetails, foundPetLooks, foundPlace, foundReportUrl, foundShareText, foundStatus, publicFoundReportTitle } from './found-pet-labels.ts'
import { speciesWord } from '../shared/labels.ts'
import { PublicPageFrame } from '../shared/public-page-frame.tsx'
import { PublicReportView } from '../shared/public-report-view.tsx'
import { StatusTag } from '../shared/status-tag.tsx'
import { ReportButton } from '../../reports/index.ts'

/** /found/:id, outside the shell: a found or loose pet for anyone with the link (a flyer's QR code, an alert, a share). */
export function PublicFoundPage() {
  const id = parseRouteId(useParams().id)
  const report = usePublicFoundReport(id)
  const { user } = useAuth()
  return (
    <PublicPageFrame id={id} report={report} what="Found pet report" membersLink={{ to: '/lost-pets?tab=found', label: 'Found Pets' }}>
      {(found) => <FoundReport report={found} signedIn={user !== null} />}
    </PublicPageFrame>
  )
}

function FoundReport({ report, signedIn }: { report: PublicFoundPet; signedIn: boolean }) {
  const looks = foundPetLooks(report)
  const kind = speciesWord(report.species)

  return (
    <PublicReportView
      title={publicFoundReportTitle(report)}
      doneNotice={
        !report.is_closed
          ? null
          : report.closed_at
            ? `This report was closed on ${formatTimestampDate(report.closed_at)}: the ${kind} is home or in safe hands.`
            : `This report is closed: the ${kind} is home or in safe hands.`
      }
      photo={{ url: report.photo_url, species: report.species, alt: `Photo of the found ${kind}` }}
      tags={<StatusTag tone="notice">{foundStatus(report)}</StatusTag>}
      heading={
        <>
          {report.has_pet ? 'Found' : 'Seen loose'}: {looks} {kind}
        </>
      }
      details={foundPetDetails(report)}
      markings={report.distinctive_markings}
      facts={[
        { icon: CalendarDays, term: report.has_pet ? 'Found on' : 'Seen on', value: formatDate(report.found_date), strong: true },
        { icon: MapPin, term: report.has_pet ? 'Found at' : 'Seen at', value: foundPlace(report), wrap: true },
        {
          icon: Hand,
          term: `Where the ${kind} is now`,
          value: report.has_pet ? `The finder is keeping the ${kind} safe.` : `The finder saw the ${kind} loose and does not have it.`,
          wide: true,
        },
      ]}
      additionalDetails={report.additional_details}
      helpLabel={`Help reunite the ${kind}`}
      contact={{
        heading: 'Is this your pet?',
        label: 'Finder',
        name: report.contact_name,
        phone: report.contact_phone,
        noPhone: (
          <p className="text-fg-muted">
            {report.contact_name} has not shared a phone number here. Members of Petfolk see how to reach them in the Found list.
          </p>
        ),
      }}
      actions={
        report.is_closed ? null : (
          <div className="flex flex-col gap-2">
            <p>If this is your pet, be ready to show a photo or records that it is yours.</p>
            {signedIn ? (
              <>
                <Link to="/lost-pets?tab=found" className={buttonClasses({ variant: 'primary' })}>
                  See found pets near you
                </Link>
                <Link to="/lost-pets" className={buttonClasses({ variant: 'secondary' })}>
                  Report your lost pet
                </Link>
              </>
            ) : (
              <Link to="/signin" className={buttonClasses({ variant: 'primary' })}>
                Sign in to see matches and report your lost pet
              </Link>
            )}
          </div>
        )
      }
      share={{ url: foundReportUrl(window.location.origin, report.id), text: foundShareText(report) }}
      reportButton={<ReportButton kind="found_pet" id={report.id} what="this found pet report" className="self-start" />}
    />
  )
}
