import { Ambulance, ClipboardList, Pill, Syringe, type LucideIcon } from 'lucide-react'
import type { MedicalRecord } from '@petfolk/contract/medical-records'
import { REMINDER_WINDOW_DAYS } from '@petfolk/contract/dashboard'
import type { BadgeTone } from '../../ui/badge.tsx'

type RecordType = MedicalRecord['record_type']

// The contract's words, so the form, the badges and the API's errors name record types alike.
export { RECORD_TYPE_LABELS } from '@petfolk/contract/medical-records'

export const RECORD_TYPE_ICONS: Record<RecordType, LucideIcon> = {
  vaccination: Syringe,
  medication: Pill,
  emergency: Ambulance,
  other: ClipboardList,
}

export const RECORD_TYPE_TONES: Record<RecordType, BadgeTone> = {
  vaccination: 'info',
  medication: 'brand',
  emergency: 'danger',
  other: 'neutral',
}

const DAY_MS = 24 * 60 * 60 * 1000

/** 'overdue' before today, 'soon' within the reminder window, else null. */
export function dueState(nextDueDate: string | null, today: string): 'overdue' | 'soon' | null {
  if (!nextDueDate) return null
  if (nextDueDate < today) return 'overdue'
  const days = (Date.parse(`${nextDueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS
  return days <= REMINDER_WINDOW_DAYS ? 'soon' : null
}
