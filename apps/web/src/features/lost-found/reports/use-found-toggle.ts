import { useState } from 'react'
import { toast } from 'sonner'
import type { LostPet } from '@petfolk/contract/lost-found/reports'
import { ApiError, describeActionError } from '../../../lib/api.ts'
import { useReportsChangingFound, useSetFound } from './api/mark-found.ts'

export const MARK_FOUND_FAILED = 'Failed to update the report. Please try again.'
export const UNDO_FOUND_FAILED = 'Failed to undo. Please try again.'

/**
 * Marking an owner's report found (after a confirmation) and undoing it, with the toasts each
 * answer gets. A refused undo (409: its time is over) stays beside the report as well.
 * `onMarkedFound` runs once a report is marked found, with the confirmation closed.
 */
export function useFoundToggle(onMarkedFound: (report: LostPet) => void) {
  const [confirming, setConfirming] = useState<LostPet | null>(null)
  const [undoRefusals, setUndoRefusals] = useState<Record<number, string>>({})
  const setFound = useSetFound()
  const changingIds = useReportsChangingFound()

  const undoFound = (report: LostPet) =>
    setFound.mutate(
      { id: report.id, isFound: false },
      {
        onSuccess: () => toast.success(`${report.pet_name} is back on the list of missing pets.`),
        onError: (error) => {
          const sentence = describeActionError(error, UNDO_FOUND_FAILED)
          if (error instanceof ApiError && error.status === 409) setUndoRefusals((refusals) => ({ ...refusals, [report.id]: sentence }))
          toast.error(sentence)
        },
      },
    )

  const confirmMarkFound = () => {
    const report = confirming
    if (!report) return
    setFound.mutate(
      { id: report.id, isFound: true },
      {
        onSuccess: () => {
          setConfirming(null)
          setUndoRefusals(({ [report.id]: _dropped, ...others }) => others)
          toast.success(`${report.pet_name} is marked as found. Welcome home!`, {
            action: { label: 'Undo', onClick: () => undoFound(report) },
            duration: 10_000,
          })
          onMarkedFound(report)
        },
        onError: (error) => {
          setConfirming(null)
          toast.error(describeActionError(error, MARK_FOUND_FAILED))
        },
      },
    )
  }

  return { confirming, setConfirming, confirmMarkFound, undoFound, undoRefusals, changingIds, isPending: setFound.isPending }
}
