import type { ReactNode } from 'react'
import { AppearanceCard } from './appearance-card.tsx'
import { DangerZoneCard } from './danger-zone-card.tsx'
import { DataManagementCard } from './data-management-card.tsx'
import { DisplayNameCard } from './display-name-card.tsx'
import { EmergencyContactsCard } from './emergency-contacts-card.tsx'
import { HandleCard } from './handle-card.tsx'
import { NotificationsCard } from './notifications-card.tsx'
import { PrivacyCard } from './privacy-card.tsx'
import { SecurityCard } from './security-card.tsx'
import { PageHeader } from '../../ui/page-header.tsx'

interface SettingsPageProps {
  /**
   * SLOT: Backup to Cloud, from the media area (features/media/backup-panel.tsx). The router
   * fills it (decision 006); without it, Data Management shows only Export Pet Data.
   */
  backupPanel?: ReactNode
  /** SLOT: Blocked Members, from the blocks area (features/blocks); the router fills it. */
  blockedMembersPanel?: ReactNode
}

export function SettingsPage({ backupPanel, blockedMembersPanel }: SettingsPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Settings · Petfolk</title>
      <PageHeader title="Settings" description="Manage sign-in, reminders, privacy, your data and your account." />
      <DisplayNameCard />
      <HandleCard />
      <SecurityCard />
      <NotificationsCard />
      <PrivacyCard />
      {blockedMembersPanel}
      <AppearanceCard />
      <DataManagementCard backupPanel={backupPanel} />
      <EmergencyContactsCard />
      <DangerZoneCard />
    </div>
  )
}
