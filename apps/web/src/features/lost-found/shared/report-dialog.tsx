import type { ReactNode } from 'react'
import { displayName } from '@petfolk/contract/users'
import { useAuth } from '../../../auth/auth-context.ts'
import { Dialog } from '../../../ui/dialog.tsx'
import { useAlertPreferences } from '../alerts/api/get-alert-preferences.ts'
import type { Reporter } from './report-form.tsx'

/** The member about to report: their first watched ZIP (once the preferences load), name and e-mail. */
export function useReporter(): Reporter {
  const { user } = useAuth()
  const preferences = useAlertPreferences()
  return { alertZip: preferences.data?.zip_codes[0], contactName: user ? displayName(user) : undefined, contactEmail: user?.email }
}

interface ReportDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  /** The form, mounted while the dialog is open only, so each report starts afresh. */
  children: ReactNode
}

/** The Report Lost Pet and Report Found Pet dialogs. */
export function ReportDialog({ open, onOpenChange, title, description, children }: ReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} className="sm:max-w-2xl">
      {open ? children : null}
    </Dialog>
  )
}
