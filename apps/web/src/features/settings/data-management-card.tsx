import type { ReactNode } from 'react'
import { toast } from 'sonner'
import { Database, Download } from 'lucide-react'
import { describeActionError } from '../../lib/api.ts'
import { Button } from '../../ui/button.tsx'
import { SettingsSection } from './settings-section.tsx'
import { useExportData } from './api/export-data.ts'

export const EXPORT_FAILED = 'Failed to export your data. Please try again.'

/** Settings › Data Management: Export Pet Data here; Backup to Cloud comes from the media area. */
export function DataManagementCard({ backupPanel }: { backupPanel?: ReactNode }) {
  const exportData = useExportData()
  const onExport = () =>
    exportData.mutate(undefined, {
      onSuccess: () => toast.success('Your data was exported.'),
      onError: (error) => toast.error(describeActionError(error, EXPORT_FAILED)),
    })
  return (
    <SettingsSection icon={Database} title="Data Management">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-0.5">
            <span className="font-semibold">Export Pet Data</span>
            <span className="text-sm text-fg-muted">
              Everything Petfolk keeps about you and your pets, as one JSON file.
            </span>
          </div>
          <Button variant="secondary" onClick={onExport} loading={exportData.isPending} loadingText="Exporting..." className="self-start sm:self-center">
            <Download aria-hidden="true" className="size-5" />
            Export Pet Data
          </Button>
        </div>
        {backupPanel}
      </div>
    </SettingsSection>
  )
}
