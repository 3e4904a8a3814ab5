import type { Appointment } from '@petfolk/contract/appointments'
import { formatDateTime } from '../../lib/format.ts'
import { AppointmentStatusBadge } from './appointment-status-badge.tsx'

/** An appointment in a short list (the dashboard): when, what, for whom and where. */
export function AppointmentSummary({ appointment }: { appointment: Appointment }) {
  const { date, time } = formatDateTime(appointment.appointment_date)
  return (
    <div className="flex items-start justify-between gap-3 rounded-control p-2">
      <div className="flex min-w-0 flex-col">
        <span className="font-bold">
          {appointment.purpose ?? 'Appointment'} · {appointment.pet_name}
        </span>
        <span className="text-fg-muted">
          {date}
          {time ? ` at ${time}` : ''}
        </span>
        <span className="truncate text-sm text-fg-muted">{appointment.clinic_name}</span>
      </div>
      <AppointmentStatusBadge status={appointment.status} />
    </div>
  )
}

/** Scheduled appointments from today on (local date-times compare as text). */
export function upcomingAppointments(appointments: readonly Appointment[], today: string): Appointment[] {
  return appointments.filter((a) => a.status === 'scheduled' && a.appointment_date.slice(0, 10) >= today)
}
