/** Date formatting for calendar dates (YYYY-MM-DD) and local date-times (YYYY-MM-DDTHH:mm:ss). */

function parseCalendarDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}

function parseLocalDateTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value)
  if (!match) return null
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]), Number(match[6] ?? 0))
}

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
const weekdayDateFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' })
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })

/** "Mar 14, 2026" for a calendar date; the text itself when it is not one. */
export function formatDate(value: string): string {
  const date = parseCalendarDate(value) ?? parseLocalDateTime(value)
  return date ? dateFormat.format(date) : value
}

/** "Sat, Mar 14, 2026" and "9:30 AM" for a local date-time; the text itself when it is not one. */
export function formatDateTime(value: string): { date: string; time: string } {
  const date = parseLocalDateTime(value)
  if (!date) return { date: value, time: '' }
  return { date: weekdayDateFormat.format(date), time: timeFormat.format(date) }
}
