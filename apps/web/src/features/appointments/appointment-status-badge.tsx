import { Badge, type BadgeTone } from '../../ui/badge.tsx'

/** Spec: scheduled is green, completed blue, anything else grey. */
export function statusTone(status: string): BadgeTone {
  if (status === 'scheduled') return 'success'
  if (status === 'completed') return 'info'
  return 'neutral'
}

export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown'
}

export function AppointmentStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={statusTone(status)} className="shrink-0">
      {statusLabel(status)}
    </Badge>
  )
}
