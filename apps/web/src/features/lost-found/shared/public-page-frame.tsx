import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { UseQueryResult } from '@tanstack/react-query'
import { SearchX } from 'lucide-react'
import { useAuth } from '../../../auth/auth-context.ts'
import { ApiError } from '../../../lib/api.ts'
import { buttonClasses } from '../../../ui/button.tsx'
import { EmptyState } from '../../../ui/empty-state.tsx'
import { LoadError } from '../../../ui/load-error.tsx'
import { Logo } from '../../../ui/logo.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'
import { VisitorHeader } from '../../../ui/visitor-header.tsx'

interface PublicPageFrameProps<T> {
  /** The report's id from the address; null when the address holds none. */
  id: number | null
  report: UseQueryResult<T>
  /** What the page is, e.g. "Lost pet report": its title while there is no report to name. */
  what: string
  /** Where a signed-in member goes from the header instead of "Join". */
  membersLink: { to: string; label: string }
  children: (report: T) => ReactNode
}

/** A public report page outside the shell: the visitor's header, then the report, its loading state or why there is none. */
export function PublicPageFrame<T>({ id, report, what, membersLink, children }: PublicPageFrameProps<T>) {
  const { user } = useAuth()
  return (
    <div className="min-h-dvh bg-canvas text-fg">
      <VisitorHeader logo={<Logo />} label="Petfolk">
        {user ? (
          <Link to={membersLink.to} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {membersLink.label}
          </Link>
        ) : (
          <Link to="/signin" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            Join
          </Link>
        )}
      </VisitorHeader>
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6 sm:py-10">
        {id === null || report.isError ? (
          <>
            <title>{`${what} · Petfolk`}</title>
            <h1 className="sr-only">{what}</h1>
            {id === null || (report.error instanceof ApiError && report.error.status === 404) ? (
              <EmptyState icon={SearchX} title={`${what} not found`} headingLevel={2} hint="It may have been removed, or the address has a typo." />
            ) : (
              <LoadError error={report.error} onRetry={() => void report.refetch()} />
            )}
          </>
        ) : report.isPending ? (
          <div role="status" aria-label="Loading report" className="grid gap-8 lg:grid-cols-[3fr_2fr]">
            <Skeleton className="aspect-[4/3] w-full rounded-card" />
            <Skeleton className="h-80 w-full rounded-card" />
          </div>
        ) : (
          children(report.data)
        )}
      </main>
    </div>
  )
}
