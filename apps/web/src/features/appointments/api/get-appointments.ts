import { queryOptions, useQuery } from '@tanstack/react-query'
import { appointmentEndpoints, type Appointment } from '@petfolk/contract/appointments'
import { MAX_PAGE_SIZE } from '@petfolk/contract/pagination'
import { api, endpointUrl } from '../../../lib/api.ts'
import { appointmentsQueryKey } from '../query-keys.ts'

/** Every appointment, soonest first, in pages of 200 (the page groups them and the dashboard picks the upcoming ones). */
export function fetchAppointments({ signal }: { signal?: AbortSignal } = {}): Promise<Appointment[]> {
  return api.all(appointmentEndpoints.list, { limit: MAX_PAGE_SIZE, signal })
}

export function appointmentsQueryOptions() {
  return queryOptions({ queryKey: appointmentsQueryKey, queryFn: fetchAppointments })
}

export function useAppointments() {
  return useQuery(appointmentsQueryOptions())
}

/** The calendar files: one appointment, or all of them. */
export const appointmentCalendarUrl = (id: number) => endpointUrl(appointmentEndpoints.calendarFile, { params: { file: `${id}.ics` } })
export const ALL_APPOINTMENTS_CALENDAR_URL = endpointUrl(appointmentEndpoints.calendar)
