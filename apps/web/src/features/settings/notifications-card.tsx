import { createContext, use, type ReactNode } from 'react'
import { Bell } from 'lucide-react'
import type { Settings } from '@petfolk/contract/settings'
import { SettingsSection } from './settings-section.tsx'
import { SettingSwitch } from './setting-switch.tsx'
import { useSaveSettings } from './api/save-settings.ts'
import { SettingsLoadState } from './settings-load-state.tsx'

const TOGGLES = [
  { key: 'appointment_reminders', label: 'Appointment Reminders', description: 'A reminder before each scheduled vet visit.' },
  { key: 'medication_reminders', label: 'Medication Reminders', description: 'When a medication dose or refill is due.' },
  { key: 'health_checkups', label: 'Health Checkups', description: 'When a vaccination or checkup comes due.' },
  {
    key: 'report_emails',
    label: 'Sightings and Messages on My Reports',
    description: 'E-mail me when someone reports a sighting of my lost pet or sends me a message about it. The bell tells you either way.',
  },
] as const satisfies readonly { key: keyof Settings; label: string; description: string }[]

/**
 * SLOT: turning alerts on for this device, from the push area (features/push/device-alerts.tsx).
 * The router provides it around the Settings page (decision 006); without it the card shows the
 * reminders alone. A context rather than a prop: the page renders this card without props.
 */
export const DeviceAlertsSlot = createContext<ReactNode>(null)

/** Settings › Notifications: three reminders and the e-mail about my lost-pet reports, saved on the server (all on by default), and this device's alerts. */
export function NotificationsCard() {
  const save = useSaveSettings()
  const deviceAlerts = use(DeviceAlertsSlot)
  return (
    <SettingsSection icon={Bell} title="Notifications" description="Choose the reminders and e-mails Petfolk sends you.">
      <SettingsLoadState label="Loading notification settings">
        {(settings) => (
          <div className="flex flex-col gap-4">
            {TOGGLES.map(({ key, label, description }) => (
              <SettingSwitch
                key={key}
                label={label}
                description={description}
                checked={settings[key]}
                onChange={(checked) => save.mutate({ [key]: checked })}
              />
            ))}
          </div>
        )}
      </SettingsLoadState>
      {deviceAlerts ? <div className="border-t border-line pt-4">{deviceAlerts}</div> : null}
    </SettingsSection>
  )
}
