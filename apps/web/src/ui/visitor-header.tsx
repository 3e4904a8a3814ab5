import type { ReactNode } from 'react'
import { ThemeToggle } from './theme-toggle.tsx'

interface VisitorHeaderProps {
  /** The word mark: a router link in the app, a plain link on a page prerendered without a router. */
  logo: ReactNode
  /** Names the header's navigation, e.g. "Sign-in page". */
  label: string
  /** Links to the other visitor pages; the theme toggle comes last. */
  children: ReactNode
}

/** The slim header of the pages for visitors (sign-in, preview): the logo, a few links, the theme toggle. */
export function VisitorHeader({ logo, label, children }: VisitorHeaderProps) {
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        {logo}
        <nav aria-label={label} className="flex items-center gap-1 sm:gap-2">
          {children}
          <ThemeToggle />
        </nav>
      </div>
    </header>
  )
}
