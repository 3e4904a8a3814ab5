import type { ComponentType, ReactNode } from 'react'

interface EmptyStateProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  title: string
  hint?: ReactNode
  action?: ReactNode
  /** Heading level of the title, so the page outline stays correct. */
  headingLevel?: 2 | 3
}

export function EmptyState({ icon: Icon, title, hint, action, headingLevel = 3 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong/50 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-fg">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading className="text-lg font-bold">{title}</Heading>
      {hint ? <p className="max-w-prose text-fg-muted">{hint}</p> : null}
      {action}
    </div>
  )
}
