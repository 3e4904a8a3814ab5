import type { Context } from 'hono'
import { Hono } from 'hono'
import { appointmentInputSchema, appointmentStatusInputSchema } from '@petfolk/contract/appointments'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { ApiError } from '../../http/errors.ts'
import { readPage, sendPage } from '../../http/pagination.ts'
import { idFromPath, readId, readJson } from '../../http/validate.ts'
import { findPet } from '../pets/store.ts'
import { findVet } from '../veterinarians/store.ts'
import { appointmentsCalendar } from './ics.ts'
import { allAppointments, createAppointment, findAppointment, listAppointments, setAppointmentStatus } from './store.ts'

const APPOINTMENT_NOT_FOUND = 'Appointment not found'
const CALENDAR_MAX_EVENTS = 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** Mounted at /api: the appointment list and its calendar files share the /appointments prefix. */
export function appointmentRoutes({ db, clock, config }: AppDeps) {
  const app = new Hono<AppEnv>()
  const host = new URL(config.appUrl).hostname

  function sendCalendar(c: Context<AppEnv>, body: string, filename: string) {
    c.header('Content-Type', 'text/calendar; charset=utf-8')
    c.header('Content-Disposition', `attachment; filename="${filename}"`)
    c.header('Cache-Control', 'no-store')
    return c.body(body)
  }

  app.get('/appointments', async (c) => {
    const page = readPage(c)
    const rows = await listAppointments(db, currentUser(c).id, page)
    return c.json(sendPage(c, rows, page, (a) => [a.appointment_date, a.id]))
  })

  app.post('/appointments', async (c) => {
    const user = currentUser(c)
    const input = await readJson(c, appointmentInputSchema)
    const now = clock.now()
    // The owner's "today" may be up to a day behind UTC; anything earlier is in the past everywhere.
    if (input.appointment_date.slice(0, 10) < new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10)) {
      throw new ApiError(400, 'appointment_date: The appointment cannot be in the past.')
    }
    const [pet, vet] = await Promise.all([findPet(db, user.id, input.pet_id), findVet(db, user.id, input.veterinarian_id)])
    if (!pet) throw new ApiError(400, 'pet_id: Choose one of your pets.')
    if (!vet) throw new ApiError(400, 'veterinarian_id: Choose one of your veterinarians.')
    const created = await createAppointment(
      db,
      user.id,
      {
        pet_id: pet.id,
        pet_name: pet.name,
        veterinarian_id: vet.id,
        clinic_name: vet.clinic_name,
        doctor_name: vet.doctor_name,
        appointment_date: input.appointment_date,
        purpose: input.purpose,
        notes: input.notes,
      },
      now,
    )
    return c.json(created, 201)
  })

  app.patch('/appointments/:id{[0-9]+}', async (c) => {
    const { status } = await readJson(c, appointmentStatusInputSchema)
    const updated = await setAppointmentStatus(db, currentUser(c).id, readId(c), status, clock.now())
    if (!updated) throw new ApiError(404, APPOINTMENT_NOT_FOUND)
    return c.json(updated)
  })

  app.get('/appointments.ics', async (c) => {
    const rows = await allAppointments(db, currentUser(c).id, CALENDAR_MAX_EVENTS)
    return sendCalendar(c, appointmentsCalendar(rows, { host, now: clock.now() }), 'petfolk-appointments.ics')
  })

  app.get('/appointments/:file{[0-9]{1,15}\\.ics}', async (c) => {
    const id = idFromPath(c.req.param('file').slice(0, -'.ics'.length))
    const row = await findAppointment(db, currentUser(c).id, id)
    if (!row) throw new ApiError(404, APPOINTMENT_NOT_FOUND)
    return sendCalendar(c, appointmentsCalendar([row], { host, now: clock.now() }), `petfolk-appointment-${id}.ics`)
  })

  return app
}
