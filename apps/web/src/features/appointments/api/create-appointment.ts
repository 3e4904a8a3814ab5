import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { appointmentEndpoints, type Appointment, type appointmentInputSchema } from '@petfolk/contract/appointments'
import { api } from '../../../lib/api.ts'
import { dashboardQueryKey } from '../../dashboard/index.ts'
import { appointmentsQueryKey } from '../query-keys.ts'

export type AppointmentValues = z.output<typeof appointmentInputSchema>

export function createAppointment(values: AppointmentValues): Promise<Appointment> {
  return api.call(appointmentEndpoints.create, { body: values })
}

export function useCreateAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAppointment,
    // Upcoming appointments are dashboard reminders too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  })
}
