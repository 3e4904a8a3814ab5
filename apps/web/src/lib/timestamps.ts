/** Formatting for the server's UTC ISO-8601 timestamps (`created_at`), in the reader's own time zone. */

import { shortDateFormat, shortDateTimeFormat } from './format.ts'

function parse(iso: string): Date | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "Mar 14, 2026"; the text itself when it is not a timestamp. */
export function formatTimestampDate(iso: string): string {
  const date = parse(iso)
  return date ? shortDateFormat().format(date) : iso
}

/** "Mar 14, 2026, 9:30 AM"; the text itself when it is not a timestamp. */
export function formatTimestamp(iso: string): string {
  const date = parse(iso)
  return date ? shortDateTimeFormat().format(date) : iso
}
