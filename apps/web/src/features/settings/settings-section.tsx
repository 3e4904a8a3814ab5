import { useId, type ComponentType, type ReactNode } from 'react'
import { cx } from '../../lib/cx.ts'
import { Card } from '../../ui/card.tsx'

interface SettingsSectionProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  title: string
  description?: ReactNode
  tone?: 'default' | 'danger'
  children: ReactNode
}

/** One card of the Settings page: an icon, a level-2 heading that names the region, and its content. */
export function SettingsSection({ icon: Icon, title, description, tone = 'default', children }: SettingsSectionProps) {
  const headingId = useId()
  return (
    <Card role="region" aria-labelledby={headingId} className={cx('flex flex-col gap-5', tone === 'danger' && 'border-danger')}>
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <Icon aria-hidden="true" className={cx('size-6', tone === 'danger' ? 'text-danger-fg' : 'text-brand-fg')} />
          <h2 id={headingId} className={cx('text-xl font-bold', tone === 'danger' && 'text-danger-fg')}>
            {title}
          </h2>
        </div>
        {description ? <p className="text-fg-muted">{description}</p> : null}
      </div>
      {children}
    </Card>
  )
}
