import { Link } from 'react-router'
import { Compass } from 'lucide-react'
import { buttonClasses } from '../ui/button.tsx'

export function NotFoundPage() {
  return (
    <section className="flex flex-col items-center gap-4 py-12 text-center">
      <title>Page not found · Petfolk</title>
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-fg">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-extrabold">Page not found</h1>
      <p className="max-w-prose text-fg-muted">We could not find that page. It may have moved, or the address has a typo.</p>
      <Link to="/dashboard" className={buttonClasses()}>
        Go to Dashboard
      </Link>
    </section>
  )
}
