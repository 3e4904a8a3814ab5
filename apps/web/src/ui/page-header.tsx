import type { ReactNode } from 'react'

interface PageHeaderProps {
  title: ReactNode
  description: ReactNode
  /** The page's own buttons, beside the title on wide screens and under it on phones. */
  children?: ReactNode
}

/** A page's title and what it is for, with its main actions if it has any. */
export function PageHeader({ title, description, children }: PageHeaderProps) {
  const heading = (
    <div>
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <p className="mt-1 text-fg-muted">{description}</p>
    </div>
  )
  if (!children) return heading
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {heading}
      {children}
    </div>
  )
}
