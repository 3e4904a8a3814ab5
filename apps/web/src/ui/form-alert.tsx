import type { ComponentType } from 'react'

interface FormAlertProps {
  message: string | null | undefined
  /** Drawn before the message, for the longer forms that show one. */
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
}

/** Why a form could not be sent, announced to screen readers; nothing when there is no message. */
export function FormAlert({ message, icon: Icon }: FormAlertProps) {
  if (!message) return null
  if (!Icon) {
    return (
      <p role="alert" className="rounded-control bg-danger-soft p-3 font-semibold text-danger-fg">
        {message}
      </p>
    )
  }
  return (
    <p role="alert" className="flex items-start gap-2 rounded-control bg-danger-soft p-3 font-semibold text-danger-fg">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {message}
    </p>
  )
}
