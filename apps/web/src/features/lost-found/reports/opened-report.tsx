import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { CircleCheck, SearchX, TriangleAlert } from 'lucide-react'
import type { LostPet } from '@petfolk/contract/lost-found/reports'
import { ApiError, describeLoadError } from '../../../lib/api.ts'
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts'
import { Button } from '../../../ui/button.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'
import type { useLostPet } from './api/get-lost-pet.ts'

export const REPORT_NOT_FOUND = 'Lost pet report not found'

/**
 * Brings the opened report into sight once it shows, and puts the focus on its card. The section
 * is what must be seen, not the card: a found report's banner sits above the card and must not end
 * under the sticky header (the section's scroll margin). Where it shows in the upper half of the
 * screen from the page's top, the page's title stays in sight too. (A hard load can arrive
 * scrolled: the router restores a position saved under the same first key.)
 */
export function useScrollToOpened(
  reportId: number | null,
  shown: boolean,
  sectionRef: RefObject<HTMLElement | null>,
  highlightRef: RefObject<HTMLElement | null>,
) {
  const reducedMotion = useReducedMotion()
  const scrolledFor = useRef<number | null>(null)
  useEffect(() => {
    const section = sectionRef.current
    if (!shown || scrolledFor.current === reportId || !section) return
    scrolledFor.current = reportId
    const behavior = reducedMotion ? 'auto' : 'smooth'
    const top = section.getBoundingClientRect().top
    const headerRoom = parseFloat(getComputedStyle(section).scrollMarginTop) || 0
    const half = window.innerHeight / 2
    if (top < headerRoom || top > half) {
      if (top + window.scrollY <= half) window.scrollTo({ top: 0, behavior })
      else section.scrollIntoView({ block: 'start', behavior })
    }
    highlightRef.current?.focus({ preventScroll: true })
  }, [shown, reportId, reducedMotion, sectionRef, highlightRef])
}

interface OpenedReportProps {
  query: ReturnType<typeof useLostPet>
  /** False when `?report=` is not an id at all. */
  validId: boolean
  sectionRef: RefObject<HTMLElement | null>
  render: (report: LostPet) => ReactNode
  onDismiss: () => void
}

/** The report a link pointed at, in its true state; a found one says so above the card. */
export function OpenedReport({ query, validId, sectionRef, render, onDismiss }: OpenedReportProps) {
  const report = query.data
  if (report) {
    return (
      <section ref={sectionRef} aria-label="The report you opened" className="flex scroll-mt-24 flex-col gap-3 sm:max-w-md">
        {report.is_found ? (
          <p role="status" className="flex items-center gap-2 rounded-control bg-success-soft p-4 font-semibold text-success-fg">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            Good news: {report.pet_name} has been found.
          </p>
        ) : null}
        {render(report)}
      </section>
    )
  }
  if (validId && query.isPending) return <Skeleton className="h-64 rounded-card sm:max-w-md" />
  const missing = !validId || (query.error instanceof ApiError && query.error.status === 404)
  return (
    <div role={missing ? 'status' : 'alert'} className="flex items-start gap-3 rounded-card border border-line bg-surface p-4 sm:max-w-xl">
      {missing ? (
        <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
      ) : (
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-fg" />
      )}
      <div className="flex min-w-0 grow flex-col items-start gap-3">
        <div>
          <p className="font-semibold">{missing ? REPORT_NOT_FOUND : describeLoadError(query.error)}</p>
          <p className="text-sm text-fg-muted">
            {missing
              ? 'It may have been removed, or the link has a typo. The open reports are below.'
              : 'We could not load the report you opened.'}
          </p>
        </div>
        <div className="flex gap-2">
          {missing ? null : (
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      </div>
    </div>
  )
}
