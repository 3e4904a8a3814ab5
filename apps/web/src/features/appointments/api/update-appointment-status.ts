import { useMutation, useQueryClient } from '@tanstack/react-query'
import { appointmentEndpoints, type Appointment, type APPOINTMENT_STATUSES } from '@petfolk/contract/appointments'
import { api } from '../../../lib/api.ts'
import { dashboardQueryKey } from '../../dashboard/index.ts'
import { appointmentsQueryKey } from '../query-keys.ts'

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]

export function updateAppointmentStatus(id: number, status: AppointmentStatus): Promise<Appointment> {
  return api.call(appointmentEndpoints.setStatus, { params: { id }, body: { status } })
}

export function useUpdateAppointmentStatus(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (status: AppointmentStatus) => updateAppointmentStatus(id, status),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  })
}
