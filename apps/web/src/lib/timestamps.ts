/** Formatting for the server's UTC ISO-8601 timestamps (`created_at`), in the reader's own time zone. */

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

function parse(iso: string): Date | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "Mar 14, 2026"; the text itself when it is not a timestamp. */
export function formatTimestampDate(iso: string): string {
  const date = parse(iso)
  return date ? dateFormat.format(date) : iso
}

/** "Mar 14, 2026, 9:30 AM"; the text itself when it is not a timestamp. */
export function formatTimestamp(iso: string): string {
  const date = parse(iso)
  return date ? dateTimeFormat.format(date) : iso
}
