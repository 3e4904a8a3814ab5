import type { ReactNode } from 'react'
import { AppearanceCard } from './appearance-card.tsx'
import { DangerZoneCard } from './danger-zone-card.tsx'
import { DataManagementCard } from './data-management-card.tsx'
import { EmergencyContactsCard } from './emergency-contacts-card.tsx'
import { HandleCard } from './handle-card.tsx'
import { NotificationsCard } from './notifications-card.tsx'
import { PrivacyCard } from './privacy-card.tsx'
import { SecurityCard } from './security-card.tsx'

interface SettingsPageProps {
  /**
   * SLOT: Backup to Cloud, from the media area (features/media/backup-panel.tsx). The router
   * fills it (decision 006); without it, Data Management shows only Export Pet Data.
   */
  backupPanel?: ReactNode
}

export function SettingsPage({ backupPanel }: SettingsPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Settings · Petfolk</title>
      <div>
        <h1 className="text-3xl font-extrabold">Settings</h1>
        <p className="mt-1 text-fg-muted">Manage sign-in, reminders, privacy, your data and your account.</p>
      </div>
      <HandleCard />
      <SecurityCard />
      <NotificationsCard />
      <PrivacyCard />
      <AppearanceCard />
      <DataManagementCard backupPanel={backupPanel} />
      <EmergencyContactsCard />
      <DangerZoneCard />
    </div>
  )
}
