import { Link, useParams } from 'react-router'
import type { UseQueryResult } from '@tanstack/react-query'
import { ArrowLeft, CircleCheck, Printer, SearchX } from 'lucide-react'
import { ApiError } from '../../../lib/api.ts'
import { parseRouteId } from '../../../lib/route-id.ts'
import { Button, buttonClasses } from '../../../ui/button.tsx'
import { EmptyState } from '../../../ui/empty-state.tsx'
import { LoadErrorReason } from '../../../ui/load-error.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'
import { FlyerPoster, type FlyerPosterProps } from './flyer-poster.tsx'

/** What differs between a lost and a found report's flyer page; the page itself is FlyerPageFrame. */
export interface FlyerKind<T> {
  /** The report, by the id in the address (null when the address holds none). */
  useReport: (id: number | null) => UseQueryResult<T>
  back: (id: number | null) => { to: string; label: string }
  notFoundTitle: string
  title: (report: T) => string
  /** Why the flyer is no longer needed, on screen only; null while it is. */
  doneNotice: (report: T) => string | null
  poster: (report: T) => FlyerPosterProps
}

/** A printable flyer's page (/lost-pets/:id/flyer, /found-pets/:id/flyer): the way back and Print (hidden on paper), or why there is no flyer. */
export function FlyerPageFrame<T>({ kind }: { kind: FlyerKind<T> }) {
  const id = parseRouteId(useParams().id)
  const report = kind.useReport(id)
  const back = kind.back(id)
  const backLink = (
    <Link to={back.to} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {back.label}
    </Link>
  )

  if (id === null || report.isError) {
    const missing = id === null || (report.error instanceof ApiError && report.error.status === 404)
    return (
      <div className="flex flex-col gap-6">
        <title>Flyer · Petfolk</title>
        <div>{backLink}</div>
        <h1 className="sr-only">Flyer</h1>
        {missing ? <EmptyState icon={SearchX} title={kind.notFoundTitle} hint="It may have been removed, or the address has a typo." /> : <LoadErrorReason error={report.error} />}
      </div>
    )
  }

  if (report.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-6">
        <div>{backLink}</div>
        <Skeleton className="mx-auto aspect-[8.5/11] w-full max-w-3xl rounded-card" />
      </div>
    )
  }

  const notice = kind.doneNotice(report.data)
  return (
    <div className="flex flex-col gap-6 print:gap-0">
      <title>{kind.title(report.data)}</title>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        {backLink}
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Print
        </Button>
      </div>
      {notice ? (
        <p role="status" className="flex items-center gap-2 rounded-control bg-success-soft p-4 font-semibold text-success-fg print:hidden">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {notice}
        </p>
      ) : null}
      <FlyerPoster {...kind.poster(report.data)} />
    </div>
  )
}
