import { useMemo } from 'react'
import { Link, useParams } from 'react-router'
import { ArrowLeft, CircleCheck, Printer, SearchX } from 'lucide-react'
import type { LostPet } from '@petfolk/contract/lost-pets'
import { ApiError } from '../../lib/api.ts'
import { cx } from '../../lib/cx.ts'
import { formatDate } from '../../lib/format.ts'
import { photoSrc } from '../../lib/photo.ts'
import { formatTimestampDate } from '../../lib/timestamps.ts'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadErrorReason } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useLostPet } from './api/get-lost-pet.ts'
import { lastSeenPlace, petDetails, reportUrl, SPECIES_ICONS } from './lost-pet-labels.ts'
import { qrCodeDataUrl } from './qr-code.ts'
import { telHref } from '../../lib/phone.ts'
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

/** The poster itself: always dark ink on white, on screen as on paper. */
function Flyer({ report }: { report: LostPet }) {
  const url = reportUrl(window.location.origin, report.id)
  const qr = useMemo(() => qrCodeDataUrl(url), [url])
  const photo = photoSrc(report.photo_url)
  const Icon = SPECIES_ICONS[report.species]

  return (
    <article
      aria-labelledby="flyer-name"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-card border border-line bg-white p-6 text-grey-900 shadow-raised sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-col items-center gap-2 text-center">
        {/* A found pet's flyer must not read MISSING, on screen or on paper. */}
        <p
          className={cx(
            'w-full rounded-control py-2 text-5xl font-black tracking-[0.2em] text-white sm:text-6xl print:text-6xl',
            report.is_found ? 'bg-[#17612f]' : 'bg-[#b42318]',
          )}
        >
          {report.is_found ? 'FOUND' : 'MISSING'}
        </p>
        <h1 id="flyer-name" className="text-4xl font-extrabold wrap-anywhere sm:text-5xl">
          {report.pet_name}
        </h1>
        <p className="text-lg text-grey-700">{petDetails(report).join(' · ')}</p>
        {report.reward_offered && !report.is_found ? (
          <p className="rounded-full bg-[#fdf3dc] px-4 py-1 text-lg font-bold text-[#7a4a06]">Reward Offered: {report.reward_offered}</p>
        ) : null}
      </header>

      <div className="overflow-hidden rounded-card border border-grey-200 bg-grey-100">
        {photo ? (
          <img
            src={photo}
            alt={`Photo of ${report.pet_name}`}
            width={800}
            height={600}
            className="mx-auto max-h-[28rem] w-full object-contain print:max-h-[4.5in]"
          />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center text-grey-500">
            <Icon aria-hidden="true" className="size-24" />
          </div>
        )}
      </div>

      <dl className="grid gap-4 text-lg sm:grid-cols-2 print:grid-cols-2">
        <div>
          <dt className="text-sm font-bold tracking-wide text-grey-600 uppercase">Last seen</dt>
          <dd>
            <span className="font-bold">{formatDate(report.last_seen_date)}</span>
            <br />
            {lastSeenPlace(report)}
          </dd>
        </div>
        {report.distinctive_markings ? (
          <div>
            <dt className="text-sm font-bold tracking-wide text-grey-600 uppercase">Distinctive markings</dt>
            <dd>{report.distinctive_markings}</dd>
          </div>
        ) : null}
        {report.additional_details ? (
          <div className="sm:col-span-2 print:col-span-2">
            <dt className="text-sm font-bold tracking-wide text-grey-600 uppercase">More details</dt>
            <dd className="whitespace-pre-line">{report.additional_details}</dd>
          </div>
        ) : null}
      </dl>

      <footer className="flex flex-col items-center gap-6 border-t-2 border-grey-900 pt-6 sm:flex-row print:flex-row">
        <div className="flex grow flex-col gap-1 text-center sm:text-left print:text-left">
          <p className="text-sm font-bold tracking-wide text-grey-600 uppercase">If you see {report.pet_name}, please contact</p>
          <p className="text-2xl font-extrabold">{report.contact_name}</p>
          <p className="text-3xl font-black tabular">
            <a href={telHref(report.contact_phone)} className="text-grey-900 no-underline">
              {report.contact_phone}
            </a>
          </p>
          {report.contact_email ? (
            <p className="text-lg break-all">
              <a href={`mailto:${report.contact_email}`} className="text-grey-900">
                {report.contact_email}
              </a>
            </p>
          ) : null}
        </div>
        <figure className="flex shrink-0 flex-col items-center gap-1">
          <img src={qr} alt={`QR code linking to ${report.pet_name}’s report`} width={160} height={160} className="size-40" />
          <figcaption className="max-w-44 text-center text-sm text-grey-700">Scan for the latest news on Petfolk</figcaption>
        </figure>
      </footer>
    </article>
  )
}
