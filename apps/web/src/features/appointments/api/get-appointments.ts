import { queryOptions, useQuery } from '@tanstack/react-query'
import { appointmentSchema, type Appointment } from '@petfolk/contract/appointments'
import { MAX_PAGE_SIZE } from '@petfolk/contract/pagination'
import { api } from '../../../lib/api.ts'

export const appointmentsQueryKey = ['appointments'] as const

/** Every appointment, soonest first, in pages of 200 (the page groups them and the dashboard picks the upcoming ones). */
export function fetchAppointments({ signal }: { signal?: AbortSignal } = {}): Promise<Appointment[]> {
  return api.getAll('/api/appointments', { schema: appointmentSchema, limit: MAX_PAGE_SIZE, signal })
}

export function appointmentsQueryOptions() {
  return queryOptions({ queryKey: appointmentsQueryKey, queryFn: fetchAppointments })
}

export function useAppointments() {
  return useQuery(appointmentsQueryOptions())
}

/** The calendar files: one appointment, or all of them. */
export const appointmentCalendarUrl = (id: number) => `/api/appointments/${id}.ics`
export const ALL_APPOINTMENTS_CALENDAR_URL = '/api/appointments.ics'
