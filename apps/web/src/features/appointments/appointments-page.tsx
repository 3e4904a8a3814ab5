import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { CalendarCheck, CalendarDays, CalendarPlus, CalendarX, Clock, Download, PawPrint, Stethoscope } from 'lucide-react'
import type { Appointment } from '@petfolk/contract/appointments'
import { describeActionError } from '../../lib/api.ts'
import { formatDateTime } from '../../lib/format.ts'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { ALL_APPOINTMENTS_CALENDAR_URL, appointmentCalendarUrl, useAppointments } from './api/get-appointments.ts'
import { useUpdateAppointmentStatus } from './api/update-appointment-status.ts'
import { AppointmentStatusBadge } from './appointment-status-badge.tsx'
import { ScheduleAppointmentDialog, type PetOption, type VetOption } from './schedule-appointment-dialog.tsx'
import { PageHeader } from '../../ui/page-header.tsx'

const APPOINTMENT_SKELETON_COUNT = 3
const STATUS_UPDATE_FAILED = 'Failed to update the appointment. Please try again.'

interface AppointmentsPageProps {
  /** The owner's pets and vets for the Schedule Appointment dialog; undefined while they load. */
  pets: readonly PetOption[] | undefined
  vets: readonly VetOption[] | undefined
}

export function AppointmentsPage({ pets, vets }: AppointmentsPageProps) {
  const appointments = useAppointments()
  const [scheduling, setScheduling] = useState(false)
  const list = appointments.data ?? []

  return (
    <div className="flex flex-col gap-6">
      <title>Appointments · Petfolk</title>
      <PageHeader title="Appointments" description="Vet visits for all your pets, soonest first.">
        <div className="flex flex-wrap gap-3">
          {list.length > 0 ? (
            <a href={ALL_APPOINTMENTS_CALENDAR_URL} download className={buttonClasses({ variant: 'secondary' })}>
              <Download aria-hidden="true" className="size-5" />
              Add All to Calendar
            </a>
          ) : null}
          <Button onClick={() => setScheduling(true)}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            Schedule Appointment
          </Button>
        </div>
      </PageHeader>

      <section aria-label="Appointments" aria-busy={appointments.isPending}>
        {appointments.isPending ? (
          <SkeletonCards count={APPOINTMENT_SKELETON_COUNT} cardClassName="h-32" layout="stack" label="Loading appointments" />
        ) : list.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {list.map((appointment) => (
              <AppointmentItem key={appointment.id} appointment={appointment} />
            ))}
          </ul>
        ) : (
          <div className="flex flex-col gap-4">
            {appointments.isError ? (
              <LoadError variant="inline" error={appointments.error} onRetry={() => void appointments.refetch()} />
            ) : null}
            <EmptyState
              icon={CalendarDays}
              title="No appointments yet"
              hint="Schedule a visit with one of your veterinarians and it will show here."
              action={
                <Button onClick={() => setScheduling(true)}>
                  <CalendarPlus aria-hidden="true" className="size-5" />
                  Schedule Appointment
                </Button>
              }
            />
          </div>
        )}
      </section>

      <ScheduleAppointmentDialog open={scheduling} onOpenChange={setScheduling} pets={pets} vets={vets} />
    </div>
  )
}

function AppointmentItem({ appointment }: { appointment: Appointment }) {
  const update = useUpdateAppointmentStatus(appointment.id)
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  // The status buttons go away once it is no longer scheduled: focus then moves to the calendar link.
  const calendarLinkRef = useRef<HTMLAnchorElement>(null)
  const { date, time } = formatDateTime(appointment.appointment_date)
  const title = appointment.purpose ?? 'Appointment'
  const who = `${appointment.pet_name}, ${date}`
  const scheduled = appointment.status === 'scheduled'

  const setStatus = (status: 'completed' | 'cancelled') =>
    update.mutate(status, {
      onSuccess: () => {
        setConfirmingCancel(false)
        if (status === 'completed') calendarLinkRef.current?.focus()
        toast.success(status === 'completed' ? 'Appointment marked completed.' : 'Appointment cancelled.')
      },
      onError: (error) => toast.error(describeActionError(error, STATUS_UPDATE_FAILED)),
    })

  return (
    <li
      aria-busy={update.isPending || undefined}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-raised sm:flex-row sm:items-start"
    >
      <div className="flex grow flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="text-lg font-bold">{title}</h2>
          <AppointmentStatusBadge status={appointment.status} />
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 font-semibold">
          <span className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 text-fg-muted" />
            {date}
          </span>
          {time ? (
            <span className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 text-fg-muted" />
              {time}
            </span>
          ) : null}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-fg-muted">
          <span className="flex items-center gap-1.5">
            <PawPrint aria-hidden="true" className="size-4" />
            {appointment.pet_id ? (
              <Link to={`/pets/${appointment.pet_id}`} className="text-fg underline underline-offset-2 hover:text-brand-fg">
                {appointment.pet_name}
              </Link>
            ) : (
              <span className="text-fg">{appointment.pet_name}</span>
            )}
          </span>
          <span className="flex items-center gap-1.5">
            <Stethoscope aria-hidden="true" className="size-4" />
            {appointment.doctor_name ? `${appointment.clinic_name} · ${appointment.doctor_name}` : appointment.clinic_name}
          </span>
        </p>
        {appointment.notes ? <p className="text-sm whitespace-pre-line text-fg-muted">{appointment.notes}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:w-48 sm:shrink-0 sm:flex-col sm:items-stretch">
        {scheduled ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setStatus('completed')}
              loading={update.isPending && update.variables === 'completed'}
              loadingText="Saving..."
              disabled={update.isPending}
            >
              <CalendarCheck aria-hidden="true" className="size-4" />
              Mark Completed<span className="sr-only">: {who}</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirmingCancel(true)} disabled={update.isPending}>
              <CalendarX aria-hidden="true" className="size-4" />
              Cancel<span className="sr-only"> appointment: {who}</span>
            </Button>
          </>
        ) : null}
        <a ref={calendarLinkRef} href={appointmentCalendarUrl(appointment.id)} download className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <Download aria-hidden="true" className="size-4" />
          Add to Calendar<span className="sr-only">: {who}</span>
        </a>
      </div>
      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        onCloseAutoFocus={(event) => {
          if (!scheduled) {
            event.preventDefault()
            calendarLinkRef.current?.focus()
          }
        }}
        title="Cancel this appointment?"
        description={`${appointment.pet_name} at ${appointment.clinic_name}, ${date}${time ? ` at ${time}` : ''}. It stays in your list as cancelled.`}
        confirmLabel="Cancel Appointment"
        confirmingLabel="Cancelling..."
        confirming={update.isPending}
        onConfirm={() => setStatus('cancelled')}
        cancelLabel="Keep Appointment"
      />
    </li>
  )
}
