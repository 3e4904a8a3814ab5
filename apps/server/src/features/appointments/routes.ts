import type { Context } from 'hono'
import { appointmentEndpoints } from '@petfolk/contract/appointments'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { created, endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import { sendPage } from '../../http/pagination.ts'
import { findPet } from '../pets/store.ts'
import { findVet } from '../veterinarians/store.ts'
import { appointmentsCalendar } from './ics.ts'
import { allAppointments, createAppointment, findAppointment, listAppointments, setAppointmentStatus } from './store.ts'

const APPOINTMENT_NOT_FOUND = 'Appointment not found'
const CALENDAR_MAX_EVENTS = 1000
const DAY_MS = 24 * 60 * 60 * 1000

function sendCalendar(c: Context<AppEnv>, body: string, filename: string): Response {
  c.header('Content-Type', 'text/calendar; charset=utf-8')
  c.header('Content-Disposition', `attachment; filename="${filename}"`)
  c.header('Cache-Control', 'no-store')
  return c.body(body)
}

/** The appointment list, and each appointment's calendar file (`/api/appointments/12.ics`). */
export function appointmentRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  const host = new URL(config.appUrl).hostname
  return endpointRouter(deps)
    .on(appointmentEndpoints.list, async ({ user, page }, c) =>
      ok(sendPage(c, await listAppointments(db, user.id, page), page, (a) => [a.appointment_date, a.id])),
    )
    .on(appointmentEndpoints.create, async ({ user, body }) => {
      const now = clock.now()
      // The owner's "today" may be up to a day behind UTC; anything earlier is in the past everywhere.
      if (body.appointment_date.slice(0, 10) < new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10)) {
        throw new ApiError(400, 'appointment_date: The appointment cannot be in the past.')
      }
      const [pet, vet] = await Promise.all([findPet(db, user.id, body.pet_id), findVet(db, user.id, body.veterinarian_id)])
      if (!pet) throw new ApiError(400, 'pet_id: Choose one of your pets.')
      if (!vet) throw new ApiError(400, 'veterinarian_id: Choose one of your veterinarians.')
      const appointment = await createAppointment(
        db,
        user.id,
        {
          pet_id: pet.id,
          pet_name: pet.name,
          veterinarian_id: vet.id,
          clinic_name: vet.clinic_name,
          doctor_name: vet.doctor_name,
          appointment_date: body.appointment_date,
          purpose: body.purpose,
          notes: body.notes,
        },
        now,
      )
      return created(appointment)
    })
    .on(appointmentEndpoints.setStatus, async ({ user, params, body }) => {
      const updated = await setAppointmentStatus(db, user.id, params.id, body.status, clock.now())
      if (!updated) throw notFound(APPOINTMENT_NOT_FOUND)
      return ok(updated)
    })
    .on(appointmentEndpoints.calendarFile, async ({ user, params }, c) => {
      const row = await findAppointment(db, user.id, params.file)
      if (!row) throw notFound(APPOINTMENT_NOT_FOUND)
      return sendCalendar(c, appointmentsCalendar([row], { host, now: clock.now() }), `petfolk-appointment-${params.file}.ics`)
    })
}

/** All the member's appointments as one calendar file; its own prefix, as it is no path below /api/appointments. */
export function appointmentCalendarRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  const host = new URL(config.appUrl).hostname
  return endpointRouter(deps).on(appointmentEndpoints.calendar, async ({ user }, c) => {
    const rows = await allAppointments(db, user.id, CALENDAR_MAX_EVENTS)
    return sendCalendar(c, appointmentsCalendar(rows, { host, now: clock.now() }), 'petfolk-appointments.ics')
  })
}
