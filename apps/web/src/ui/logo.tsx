import { PawPrint } from 'lucide-react'
import { Link } from 'react-router'
import { cx } from '../lib/cx.ts'

/** The Petfolk word mark, linking to the given page. */
export function Logo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={cx('inline-flex items-center gap-2 rounded-control text-xl font-extrabold text-fg', className)}>
      <span className="flex size-9 items-center justify-center rounded-control bg-brand text-on-brand">
        <PawPrint aria-hidden="true" className="size-5" />
      </span>
      Petfolk
    </Link>
  )
}
