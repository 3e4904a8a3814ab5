import { Link, useParams } from 'react-router'
import { ArrowLeft, CircleCheck, Printer, SearchX } from 'lucide-react'
import type { FoundPet } from '@petfolk/contract/found-pets'
import { ApiError } from '../../lib/api.ts'
import { formatDate } from '../../lib/format.ts'
import { parseRouteId } from '../../lib/route-id.ts'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadErrorReason } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useFoundPet } from './api/get-found-pet.ts'
import { FlyerPoster } from './flyer-poster.tsx'
import { foundPetDetails, foundPetLooks, foundPlace, foundReportUrl, speciesWord } from './found-pet-labels.ts'
import { SPECIES_ICONS } from './lost-pet-labels.ts'

/** /found-pets/:id/flyer: the found pet's printable poster, its QR code leading to /found/:id. */
export function FoundFlyerPage() {
  const id = parseRouteId(useParams().id)
  const report = useFoundPet(id)

  const back = (
    <Link to="/lost-pets?tab=found" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Found Pets
    </Link>
  )

  if (id === null || report.isError) {
    const missing = id === null || (report.error instanceof ApiError && report.error.status === 404)
    return (
      <div className="flex flex-col gap-6">
        <title>Flyer · Petfolk</title>
        <div>{back}</div>
        <h1 className="sr-only">Flyer</h1>
        {missing ? <EmptyState icon={SearchX} title="Found pet report not found" hint="It may have been removed, or the address has a typo." /> : <LoadErrorReason error={report.error} />}
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

  const found = report.data
  return (
    <div className="flex flex-col gap-6 print:gap-0">
      <title>{`FOUND: ${foundPetLooks(found)} ${speciesWord(found.species)} · Petfolk`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        {back}
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Print
        </Button>
      </div>
      {found.is_closed ? (
        <p role="status" className="flex items-center gap-2 rounded-control bg-success-soft p-4 font-semibold text-success-fg print:hidden">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          This report is closed. This flyer is no longer needed.
        </p>
      ) : null}
      <FoundFlyer report={found} />
    </div>
  )
}

function FoundFlyer({ report }: { report: FoundPet }) {
  const kind = speciesWord(report.species)
  return (
    <FlyerPoster
      banner={report.has_pet ? 'FOUND' : 'SEEN LOOSE'}
      tone="notice"
      heading={`${foundPetLooks(report)} ${kind}`}
      details={foundPetDetails(report).join(' · ')}
      note={report.has_pet ? `The finder is keeping this ${kind} safe. Is it yours?` : `Is this ${kind} yours?`}
      photo={report.photo_url}
      photoAlt={`Photo of the found ${kind}`}
      icon={SPECIES_ICONS[report.species]}
      facts={[
        { term: report.has_pet ? 'Found' : 'Seen', lead: formatDate(report.found_date), text: foundPlace(report) },
        ...(report.distinctive_markings ? [{ term: 'Distinctive markings', text: report.distinctive_markings }] : []),
        ...(report.additional_details ? [{ term: 'More details', text: report.additional_details, wide: true }] : []),
      ]}
      contactHeading={`If this is your ${kind}, please contact`}
      contact={report}
      url={foundReportUrl(window.location.origin, report.id)}
      qrAlt={`QR code linking to the found ${kind}’s report`}
    />
  )
}
