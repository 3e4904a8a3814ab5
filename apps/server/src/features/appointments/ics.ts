import type { Appointment } from '@petfolk/contract/appointments'

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Folds a content line at 75 octets, continuing lines with a leading space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let start = 0
  let limit = 75
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length)
    // Never split a multi-byte character: back up to a UTF-8 lead byte.
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--
    parts.push(bytes.subarray(start, end).toString('utf8'))
    start = end
    limit = 74
  }
  return parts.join('\r\n ')
}

/** 2026-03-14T09:30:00 → 20260314T093000 (floating local time, as the owner entered it). */
function localStamp(localDateTime: string): string {
  return localDateTime.replace(/[-:]/g, '')
}

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

const STATUS = { scheduled: 'CONFIRMED', completed: 'CONFIRMED', cancelled: 'CANCELLED' } as const

/** A standard iCalendar file with one one-hour event per appointment. */
export function appointmentsCalendar(appointments: Appointment[], options: { host: string; now: Date }): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Petfolk//Appointments//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'X-WR-CALNAME:Petfolk appointments']
  for (const a of appointments) {
    const summary = `${a.purpose ?? 'Vet appointment'}: ${a.pet_name}`
    const description = [a.doctor_name ? `With ${a.doctor_name}` : null, a.notes].filter(Boolean).join('\n')
    lines.push(
      'BEGIN:VEVENT',
      `UID:appointment-${a.id}@${options.host}`,
      `DTSTAMP:${utcStamp(options.now)}`,
      `DTSTART:${localStamp(a.appointment_date)}`,
      'DURATION:PT1H',
      `SUMMARY:${text(summary)}`,
      `LOCATION:${text(a.clinic_name)}`,
      ...(description ? [`DESCRIPTION:${text(description)}`] : []),
      `STATUS:${STATUS[a.status as keyof typeof STATUS] ?? 'TENTATIVE'}`,
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(fold).join('\r\n')}\r\n`
}
