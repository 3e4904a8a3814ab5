import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../ui/button.tsx'
import { Logo } from '../../../ui/logo.tsx'
import { VisitorHeader } from '../../../ui/visitor-header.tsx'

/** A visitor's page about a report, outside the shell (the conversation, the e-mail confirmation): the header leads back to the report. */
export function RelayPageFrame({ id, children }: { id: number | null; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-canvas text-fg">
      <VisitorHeader logo={<Logo />} label="Petfolk">
        {id === null ? null : (
          <Link to={`/lost/${id}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            Report
          </Link>
        )}
      </VisitorHeader>
      <main id="main" className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-6 sm:py-10">
        {children}
      </main>
    </div>
  )
}
