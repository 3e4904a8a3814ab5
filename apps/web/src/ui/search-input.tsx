import type { ComponentProps } from 'react'
import { Search } from 'lucide-react'
import { cx } from '../lib/cx.ts'
import { inputClasses } from './field.tsx'

/** A search box with the magnifier inside it; label it from outside (visible or sr-only) by its id. */
export function SearchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cx('relative', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted" />
      <input {...props} type="search" className={`${inputClasses} pl-10`} />
    </div>
  )
}
