import { queryOptions, useQuery } from '@tanstack/react-query'
import { dashboardEndpoints, type Reminder } from '@petfolk/contract/dashboard'
import { localToday } from '@petfolk/contract/fields'
import { api } from '../../../lib/api.ts'
import { dashboardQueryKey } from '../query-keys.ts'

/** Health reminders: records due within 30 days (or overdue) and upcoming appointments, soonest first. */
export function fetchReminders(today: string, signal?: AbortSignal): Promise<Reminder[]> {
  return api.call(dashboardEndpoints.reminders, { query: { today }, signal })
}

/** `today` is the browser's own calendar date: what counts as due depends on where the owner is. */
export function remindersQueryOptions(today: string) {
  return queryOptions({ queryKey: [...dashboardQueryKey, 'reminders', today], queryFn: ({ signal }) => fetchReminders(today, signal) })
}

export function useReminders() {
  return useQuery(remindersQueryOptions(localToday()))
}
