import { Link, useParams } from 'react-router'
import { ArrowLeft, CircleCheck, Printer, SearchX } from 'lucide-react'
import type { LostPet } from '@petfolk/contract/lost-pets'
import { ApiError } from '../../lib/api.ts'
import { formatDate } from '../../lib/format.ts'
import { formatTimestampDate } from '../../lib/timestamps.ts'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadErrorReason } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useLostPet } from './api/get-lost-pet.ts'
import { lastSeenPlace, petDetails, reportUrl, SPECIES_ICONS } from './lost-pet-labels.ts'
import { FlyerPoster } from './flyer-poster.tsx'
import { parseRouteId } from '../../lib/route-id.ts'

/** /lost-pets/:id/flyer: a printable poster; the shell and these controls are hidden on paper. */
export function FlyerPage() {
  const id = parseRouteId(useParams().id)
  const report = useLostPet(id)

  const back = (
    <Link to={id ? `/lost-pets?report=${id}` : '/lost-pets'} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Lost Pets
    </Link>
  )

  if (id === null || report.isError) {
    const missing = id === null || (report.error instanceof ApiError && report.error.status === 404)
    return (
      <div className="flex flex-col gap-6">
        <title>Flyer · Petfolk</title>
        <div>{back}</div>
        <h1 className="sr-only">Flyer</h1>
        {missing ? (
          <EmptyState icon={SearchX} title="Lost pet report not found" hint="It may have been removed, or the address has a typo." />
        ) : (
          <LoadErrorReason error={report.error} />
        )}
      </div>
    )
  }

  if (report.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-6">
        <div>{back}</div>
        <Skeleton className="mx-auto aspect-[8.5/11] w-full max-w-3xl rounded-card" />
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-6 print:gap-0">
      <title>{`${report.data.is_found ? 'FOUND' : 'MISSING'}: ${report.data.pet_name} · Petfolk`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        {back}
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Print
        </Button>
      </div>
      {report.data.is_found ? (
        <p role="status" className="flex items-center gap-2 rounded-control bg-success-soft p-4 font-semibold text-success-fg print:hidden">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {report.data.found_at
            ? `Good news: ${report.data.pet_name} was found on ${formatTimestampDate(report.data.found_at)}. This flyer is no longer needed.`
            : `Good news: ${report.data.pet_name} has been found. This flyer is no longer needed.`}
        </p>
      ) : null}
      <Flyer report={report.data} />
    </div>
  )
}

/** The lost pet's poster: MISSING (or FOUND once home), the reward, where it was last seen. */
function Flyer({ report }: { report: LostPet }) {
  return (
    <FlyerPoster
      banner={report.is_found ? 'FOUND' : 'MISSING'}
      tone={report.is_found ? 'good' : 'alarm'}
      heading={report.pet_name}
      details={petDetails(report).join(' · ')}
      note={report.reward_offered && !report.is_found ? `Reward Offered: ${report.reward_offered}` : null}
      photo={report.photo_url}
      photoAlt={`Photo of ${report.pet_name}`}
      icon={SPECIES_ICONS[report.species]}
      facts={[
        { term: 'Last seen', lead: formatDate(report.last_seen_date), text: lastSeenPlace(report) },
        ...(report.distinctive_markings ? [{ term: 'Distinctive markings', text: report.distinctive_markings }] : []),
        ...(report.additional_details ? [{ term: 'More details', text: report.additional_details, wide: true }] : []),
      ]}
      contactHeading={`If you see ${report.pet_name}, please contact`}
      contact={report}
      url={reportUrl(window.location.origin, report.id)}
      qrAlt={`QR code linking to ${report.pet_name}’s report`}
    />
  )
}
