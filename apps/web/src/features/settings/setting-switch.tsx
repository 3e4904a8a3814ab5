import { useId, type ReactNode } from 'react'
import { cx } from '../../lib/cx.ts'

interface SettingSwitchProps {
  label: string
  description?: ReactNode
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}

/** An on/off setting: a labelled switch (role="switch") with an optional explanation under it. */
export function SettingSwitch({ label, description, checked, disabled = false, onChange }: SettingSwitchProps) {
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-4 border-t border-line pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-col gap-0.5">
        <span id={`${id}-label`} className="font-semibold">
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className="text-sm text-fg-muted">
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className="inline-flex min-h-11 shrink-0 items-center rounded-full disabled:opacity-60"
      >
        <span
          className={cx(
            'relative inline-flex h-6 w-11 items-center rounded-full border-2 border-transparent transition-colors',
            checked ? 'bg-brand' : 'bg-line-strong',
          )}
        >
          <span
            aria-hidden="true"
            className={cx('inline-block size-5 rounded-full bg-surface shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0')}
          />
        </span>
      </button>
    </div>
  )
}
