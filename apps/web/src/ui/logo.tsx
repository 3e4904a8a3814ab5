import { Link } from 'react-router'
import { cx } from '../lib/cx.ts'
import { LOGO_CLASSES, LogoMark } from './logo-mark.tsx'

/** The Petfolk word mark, linking to the given page. */
export function Logo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={cx(LOGO_CLASSES, className)}>
      <LogoMark />
    </Link>
  )
}
