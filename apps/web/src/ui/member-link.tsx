import { Link } from 'react-router'
import { memberProfilePath, nameWithHandle } from '@petfolk/contract/members'
import { cx } from '../lib/cx.ts'

interface MemberLinkProps {
  name: string
  /** Without the `@`; null for a member without one (or a demo author): then the name alone, as text. */
  handle: string | null | undefined
  /** Show "@handle" after the name (the default), or the name alone. */
  showHandle?: boolean
  className?: string
}

/** A member's name (and handle), linking to their profile at /members/:handle. */
export function MemberLink({ name, handle, showHandle = true, className }: MemberLinkProps) {
  if (!handle) return <span className={cx('font-semibold text-fg wrap-anywhere', className)}>{name}</span>
  return (
    <Link to={memberProfilePath(handle)} className={cx('font-semibold text-brand-fg underline underline-offset-2 wrap-anywhere', className)}>
      {showHandle ? nameWithHandle(name, handle) : name}
    </Link>
  )
}
