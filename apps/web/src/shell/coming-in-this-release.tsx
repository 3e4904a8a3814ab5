import { Link } from 'react-router'
import { Sprout } from 'lucide-react'
import { buttonClasses } from '../ui/button.tsx'

/** Stands in for an area whose issue has not landed yet. */
export function ComingInThisRelease({ title }: { title: string }) {
  return (
    <section className="flex flex-col items-start gap-4">
      <title>{`${title} · Petfolk`}</title>
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <div className="flex w-full flex-col items-center gap-4 rounded-card border border-line bg-surface px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-fg">
          <Sprout aria-hidden="true" className="size-7" />
        </span>
        <p className="text-lg">This part of Petfolk is coming in this release.</p>
        <Link to="/dashboard" className={buttonClasses({ variant: 'secondary' })}>
          Go to Dashboard
        </Link>
      </div>
    </section>
  )
}
