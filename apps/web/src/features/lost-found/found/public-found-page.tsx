import { Link, useParams } from 'react-router'
import { CalendarDays, CircleCheck, Hand, Info, MapPin, Phone } from 'lucide-react'
import type { PublicFoundPet } from '@petfolk/contract/found-pets'
import { useAuth } from '../../../auth/auth-context.ts'
import { formatDate } from '../../../lib/format.ts'
import { telHref } from '../../../lib/phone.ts'
import { parseRouteId } from '../../../lib/route-id.ts'
import { formatTimestampDate } from '../../../lib/timestamps.ts'
import { buttonClasses } from '../../../ui/button.tsx'
import { usePublicFoundReport } from './api/get-public-found-report.ts'
import { DistinctiveMarkings } from '../shared/distinctive-markings.tsx'
import { foundPetDetails, foundPetLooks, foundPlace, foundReportUrl, foundShareText, publicFoundReportTitle } from './found-pet-labels.ts'
import { speciesWord } from '../shared/labels.ts'
import { PetPhoto } from '../shared/pet-photo.tsx'
import { PublicPageFrame } from '../shared/public-page-frame.tsx'
import { SharePanel } from '../shared/share-panel.tsx'
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
  const title = publicFoundReportTitle(report)

  return (
    <>
      <title>{title}</title>
      {/* A closed report says so before anything else. */}
      {report.is_closed ? (
        <p role="status" className="flex items-center gap-3 rounded-card bg-success-soft p-5 text-lg font-semibold text-success-fg">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
          {report.closed_at
            ? `This report was closed on ${formatTimestampDate(report.closed_at)}: the ${kind} is home or in safe hands.`
            : `This report is closed: the ${kind} is home or in safe hands.`}
        </p>
      ) : null}

      <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <article aria-labelledby="found-report-name" className="flex flex-col gap-5">
          <div className="relative overflow-hidden rounded-card border border-line bg-sunken shadow-raised">
            <PetPhoto photoUrl={report.photo_url} species={report.species} alt={`Photo of the found ${kind}`} fit="full" />
          </div>
          <header className="flex flex-col gap-2">
            <p>
              <span className="rounded-control bg-brand px-3 py-1 text-sm font-extrabold tracking-wider text-on-brand">
                {report.is_closed ? 'CLOSED' : report.has_pet ? 'FOUND' : 'SEEN LOOSE'}
              </span>
            </p>
            <h1 id="found-report-name" className="text-4xl font-extrabold wrap-anywhere">
              {report.has_pet ? 'Found' : 'Seen loose'}: {looks} {kind}
            </h1>
            <p className="text-lg text-fg-muted">{foundPetDetails(report).join(' · ')}</p>
          </header>

          {report.distinctive_markings ? <DistinctiveMarkings markings={report.distinctive_markings} large /> : null}

          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="flex items-center gap-2 text-sm font-bold tracking-wide text-fg-muted uppercase">
                <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
                {report.has_pet ? 'Found on' : 'Seen on'}
              </dt>
              <dd className="pl-7 font-semibold">{formatDate(report.found_date)}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-sm font-bold tracking-wide text-fg-muted uppercase">
                <MapPin aria-hidden="true" className="size-5 shrink-0" />
                {report.has_pet ? 'Found at' : 'Seen at'}
              </dt>
              <dd className="pl-7 wrap-anywhere">{foundPlace(report)}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="flex items-center gap-2 text-sm font-bold tracking-wide text-fg-muted uppercase">
                <Hand aria-hidden="true" className="size-5 shrink-0" />
                Where the {kind} is now
              </dt>
              <dd className="pl-7">{report.has_pet ? `The finder is keeping the ${kind} safe.` : `The finder saw the ${kind} loose and does not have it.`}</dd>
            </div>
          </dl>

          {report.additional_details ? (
            <p className="flex items-start gap-2">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
              <span className="whitespace-pre-line wrap-anywhere">{report.additional_details}</span>
            </p>
          ) : null}
        </article>

        <aside aria-label={`Help reunite the ${kind}`} className="flex flex-col gap-6 lg:sticky lg:top-6">
          <section aria-labelledby="found-contact-heading" className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-raised">
            <h2 id="found-contact-heading" className="text-lg font-bold">
              Is this your pet?
            </h2>
            <p>
              <span className="text-fg-muted">Finder </span>
              <span className="font-bold wrap-anywhere">{report.contact_name}</span>
            </p>
            {report.contact_phone ? (
              <a href={telHref(report.contact_phone)} className={buttonClasses({ variant: 'secondary', className: 'tabular' })}>
                <Phone aria-hidden="true" className="size-5" />
                Call {report.contact_phone}
              </a>
            ) : (
              <p className="text-fg-muted">
                {report.contact_name} has not shared a phone number here. Members of Petfolk see how to reach them in the Found list.
              </p>
            )}
            {report.is_closed ? null : (
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
            )}
          </section>
          <SharePanel url={foundReportUrl(window.location.origin, report.id)} title={title} text={foundShareText(report)} />
          <ReportButton kind="found_pet" id={report.id} what="this found pet report" className="self-start" />
        </aside>
      </div>
    </>
  )
}
