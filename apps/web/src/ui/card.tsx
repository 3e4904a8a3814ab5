import type { HTMLAttributes } from 'react'
import { cx } from '../lib/cx.ts'

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('rounded-card border border-line bg-surface p-5 shadow-raised sm:p-6', className)} {...props} />
}
