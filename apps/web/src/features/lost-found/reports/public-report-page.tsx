import { useParams } from 'react-router'
import { CalendarDays, CircleCheck, Gift, Info, MapPin, Phone } from 'lucide-react'
import type { PublicLostPet } from '@petfolk/contract/lost-pets'
import { useAuth } from '../../../auth/auth-context.ts'
import { toast } from 'sonner'
import { describeActionError } from '../../../lib/api.ts'
import { formatDate } from '../../../lib/format.ts'
import { telHref } from '../../../lib/phone.ts'
import { parseRouteId } from '../../../lib/route-id.ts'
import { formatTimestampDate } from '../../../lib/timestamps.ts'
import { Badge } from '../../../ui/badge.tsx'
import { buttonClasses } from '../../../ui/button.tsx'
import { usePublicReport, usePublicSightings } from './api/get-public-report.ts'
import { useOwnerSightings, useSetSightingHidden } from '../sightings/api/owner-sightings.ts'
import { useOwnerRelayThreads } from '../relay/api/relay.ts'
import { MessageOwnerDialog } from '../relay/message-owner-dialog.tsx'
import { OwnerMessages } from '../relay/owner-messages.tsx'
import { lastSeenPlace, petDetails, publicReportTitle, reportUrl, shareText } from './lost-pet-labels.ts'
import { PetPhoto } from '../shared/pet-photo.tsx'
import { PublicPageFrame } from '../shared/public-page-frame.tsx'
import { SharePanel } from '../shared/share-panel.tsx'
import { SightingDialog } from '../sightings/sighting-dialog.tsx'
import { SightingTimeline } from '../sightings/sighting-timeline.tsx'
import { DistinctiveMarkings } from '../shared/distinctive-markings.tsx'
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
  const url = reportUrl(window.location.origin, report.id)
  const found = report.is_found

  return (
    <>
      <title>{publicReportTitle(report)}</title>
      {/* A found pet's page says so before anything else. */}
      {found ? (
        <p role="status" className="flex items-center gap-3 rounded-card bg-success-soft p-5 text-lg font-semibold text-success-fg">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
          {report.found_at
            ? `Good news: ${report.pet_name} was found on ${formatTimestampDate(report.found_at)}. Thank you for looking.`
            : `Good news: ${report.pet_name} has been found. Thank you for looking.`}
        </p>
      ) : null}

      <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <article aria-labelledby="report-name" className="flex flex-col gap-5">
          <div className="relative overflow-hidden rounded-card border border-line bg-sunken shadow-raised">
            <PetPhoto photoUrl={report.photo_url} species={report.species} alt={`Photo of ${report.pet_name}`} fit="full" />
          </div>
          <header className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              {found ? (
                <span className="inline-flex items-center gap-1.5 rounded-control bg-success-fg px-3 py-1 text-sm font-extrabold tracking-wider text-surface">
                  <CircleCheck aria-hidden="true" className="size-4" />
                  FOUND
                </span>
              ) : (
                <span className="rounded-control bg-danger px-3 py-1 text-sm font-extrabold tracking-wider text-on-danger">MISSING</span>
              )}
              {report.reward_offered && !found ? (
                <Badge tone="warning">
                  <Gift aria-hidden="true" className="size-3.5" />
                  Reward Offered: {report.reward_offered}
                </Badge>
              ) : null}
            </div>
            <h1 id="report-name" className="text-4xl font-extrabold wrap-anywhere">
              {report.pet_name}
            </h1>
            <p className="text-lg text-fg-muted">{petDetails(report).join(' · ')}</p>
          </header>

          {report.distinctive_markings ? <DistinctiveMarkings markings={report.distinctive_markings} large /> : null}

          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="flex items-center gap-2 text-sm font-bold tracking-wide text-fg-muted uppercase">
                <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
                Last seen
              </dt>
              <dd className="pl-7 font-semibold">{formatDate(report.last_seen_date)}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-sm font-bold tracking-wide text-fg-muted uppercase">
                <MapPin aria-hidden="true" className="size-5 shrink-0" />
                Last seen at
              </dt>
              <dd className="pl-7 wrap-anywhere">{lastSeenPlace(report)}</dd>
            </div>
          </dl>

          <ReportMap report={report} sightings={sightings.data} />

          {report.additional_details ? (
            <p className="flex items-start gap-2">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
              <span className="whitespace-pre-line wrap-anywhere">{report.additional_details}</span>
            </p>
          ) : null}
        </article>

        <aside aria-label={`Help find ${report.pet_name}`} className="flex flex-col gap-6 lg:sticky lg:top-6">
          <section aria-labelledby="contact-heading" className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-raised">
            <h2 id="contact-heading" className="text-lg font-bold">
              {found ? 'Contact' : `Seen ${report.pet_name}?`}
            </h2>
            <p>
              <span className="text-fg-muted">Contact </span>
              <span className="font-bold">{report.contact_name}</span>
            </p>
            {report.contact_phone ? (
              <a href={telHref(report.contact_phone)} className={buttonClasses({ variant: 'secondary', className: 'tabular' })}>
                <Phone aria-hidden="true" className="size-5" />
                Call {report.contact_phone}
              </a>
            ) : found ? null : (
              <p className="text-fg-muted">
                {report.contact_name} has not shared a phone number here. Report a sighting or send a message, and they are told at once.
              </p>
            )}
            {found ? null : (
              <>
                <SightingDialog reportId={report.id} petName={report.pet_name} contactName={report.contact_name} lastSeen={report.last_seen_position} />
                {isOwner ? null : <MessageOwnerDialog reportId={report.id} petName={report.pet_name} contactName={report.contact_name} />}
              </>
            )}
          </section>
          <SharePanel url={url} title={publicReportTitle(report)} text={shareText(report)} />
          {isOwner ? null : <ReportButton kind="lost_pet" id={report.id} what="this lost pet report" className="self-start" />}
        </aside>
      </div>

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
    </>
  )
}
