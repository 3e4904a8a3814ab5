import { useParams } from 'react-router'
import { CalendarDays, MapPin } from 'lucide-react'
import type { PublicLostPet } from '@petfolk/contract/lost-found/reports'
import { useAuth } from '../../../auth/auth-context.ts'
import { toast } from 'sonner'
import { describeActionError } from '../../../lib/api.ts'
import { formatDate } from '../../../lib/format.ts'
import { parseRouteId } from '../../../lib/route-id.ts'
import { formatTimestampDate } from '../../../lib/timestamps.ts'
import { usePublicReport, usePublicSightings } from './api/get-public-report.ts'
import { useOwnerSightings, useSetSightingHidden } from '../sightings/api/owner-sightings.ts'
import { useOwnerRelayThreads } from '../relay/api/relay.ts'
import { MessageOwnerDialog } from '../relay/message-owner-dialog.tsx'
import { OwnerMessages } from '../relay/owner-messages.tsx'
import { lastSeenPlace, petDetails, publicReportTitle, reportUrl, shareText } from './lost-pet-labels.ts'
import { PublicPageFrame } from '../shared/public-page-frame.tsx'
import { PublicReportView } from '../shared/public-report-view.tsx'
import { LostPetTags } from './lost-pet-tags.tsx'
import { SightingDialog } from '../sightings/sighting-dialog.tsx'
import { SightingTimeline } from '../sightings/sighting-timeline.tsx'
import { ReportMap } from '../map/report-map.tsx'
import { ReportButton } from '../../reports/index.ts'

/** /lost/:id, outside the shell: a lost pet's report for anyone with the link (a flyer's QR code, an alert, a share). */
export function PublicReportPage() {
  const id = parseRouteId(useParams().id)
  return (
    <PublicPageFrame id={id} report={usePublicReport(id)} what="Lost pet report" membersLink={{ to: '/lost-pets', label: 'Lost Pets' }}>
      {(report) => <Report report={report} />}
    </PublicPageFrame>
  )
}

function Report({ report }: { report: PublicLostPet }) {
  const { user } = useAuth()
  const sightings = usePublicSightings(report.id)
  // The owner sees every sighting, with phones, and can hide spam; the server says who the owner is.
  const ownerSightings = useOwnerSightings(report.id, user !== null)
  const ownerThreads = useOwnerRelayThreads(report.id, user !== null)
  const setHidden = useSetSightingHidden(report.id)
  const isOwner = ownerSightings.isSuccess
  const found = report.is_found

  return (
    <PublicReportView
      title={publicReportTitle(report)}
      doneNotice={
        !found
          ? null
          : report.found_at
            ? `Good news: ${report.pet_name} was found on ${formatTimestampDate(report.found_at)}. Thank you for looking.`
            : `Good news: ${report.pet_name} has been found. Thank you for looking.`
      }
      photo={{ url: report.photo_url, species: report.species, alt: `Photo of ${report.pet_name}` }}
      tags={<LostPetTags report={report} onPhoto={false} />}
      heading={report.pet_name}
      details={petDetails(report)}
      markings={report.distinctive_markings}
      facts={[
        { icon: CalendarDays, term: 'Last seen', value: formatDate(report.last_seen_date), strong: true },
        { icon: MapPin, term: 'Last seen at', value: lastSeenPlace(report), wrap: true },
      ]}
      map={<ReportMap report={report} sightings={sightings.data} />}
      additionalDetails={report.additional_details}
      helpLabel={`Help find ${report.pet_name}`}
      contact={{
        heading: found ? 'Contact' : `Seen ${report.pet_name}?`,
        label: 'Contact',
        name: report.contact_name,
        phone: report.contact_phone,
        noPhone: found ? null : (
          <p className="text-fg-muted">
            {report.contact_name} has not shared a phone number here. Report a sighting or send a message, and they are told at once.
          </p>
        ),
      }}
      actions={
        found ? null : (
          <>
            <SightingDialog reportId={report.id} petName={report.pet_name} contactName={report.contact_name} lastSeen={report.last_seen_position} />
            {isOwner ? null : <MessageOwnerDialog reportId={report.id} petName={report.pet_name} contactName={report.contact_name} />}
          </>
        )
      }
      share={{ url: reportUrl(window.location.origin, report.id), text: shareText(report) }}
      reportButton={isOwner ? null : <ReportButton kind="lost_pet" id={report.id} what="this lost pet report" className="self-start" />}
    >
      <SightingTimeline
        sightings={isOwner ? ownerSightings.data : sightings.data}
        error={isOwner ? null : sightings.error}
        onRetry={() => void sightings.refetch()}
        petName={report.pet_name}
        onSetHidden={
          isOwner
            ? (sighting, hidden) =>
                setHidden.mutate(
                  { sightingId: sighting.id, isHidden: hidden },
                  { onError: (error) => toast.error(describeActionError(error, 'Failed to update the sighting. Please try again.')) },
                )
            : null
        }
        busyId={setHidden.isPending ? setHidden.variables.sightingId : null}
      />
      {ownerThreads.isSuccess ? <OwnerMessages reportId={report.id} petName={report.pet_name} threads={ownerThreads.data} /> : null}
    </PublicReportView>
  )
}
