import { describe, expect, it } from 'vitest'
import { dueDates } from './health-records.ts'

const record = (id: number, title: string, date_recorded: string | null, next_due_date: string | null, record_type: 'vaccination' | 'medication' = 'vaccination') => ({
  id,
  title,
  record_type,
  date_recorded,
  next_due_date,
})

describe('due dates on the printable health record', () => {
  it('puts overdue items first, marked overdue', () => {
    const due = dueDates([record(1, 'Bordetella', '2026-01-10', '2027-01-10'), record(2, 'Heartworm pill', '2026-10-01', '2026-11-01', 'medication')], '2026-11-25')
    expect(due.map((r) => [r.title, r.overdue])).toEqual([
      ['Heartworm pill', true],
      ['Bordetella', false],
    ])
  })

  it('counts only the latest record of a series: a renewed shot’s old due date was met, not missed', () => {
    const due = dueDates(
      [record(1, 'Rabies', '2024-05-01', '2025-05-01'), record(2, ' rabies ', '2025-05-03', '2026-05-03'), record(3, 'Rabies', '2026-05-02', '2027-05-02')],
      '2026-11-25',
    )
    expect(due.map((r) => [r.id, r.overdue])).toEqual([[3, false]])
  })

  it('lets a latest record without a due date close its series', () => {
    expect(dueDates([record(1, 'Antibiotics', '2026-09-01', '2026-09-15', 'medication'), record(2, 'Antibiotics', '2026-09-15', null, 'medication')], '2026-11-25')).toEqual([])
  })

  it('keeps different kinds or titles apart', () => {
    const due = dueDates([record(1, 'Rabies', '2025-05-01', '2026-05-01'), record(2, 'Rabies', '2025-06-01', '2026-06-01', 'medication'), record(3, 'Distemper', '2025-07-01', '2026-07-01')], '2026-11-25')
    expect(due.map((r) => r.id)).toEqual([1, 2, 3])
  })
})
