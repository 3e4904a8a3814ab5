import { useState } from 'react'
import { FileText, Lock, ShieldCheck } from 'lucide-react'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { SettingsSection } from './settings-section.tsx'
import { SettingSwitch } from './setting-switch.tsx'
import { SettingsLoadState } from './settings-load-state.tsx'
import { useSaveSettings } from './api/save-settings.ts'
import { PrivacyPolicyDialog } from './privacy-policy-dialog.tsx'

/** Settings › Privacy & Security: encryption status, location sharing and the privacy policy. */
export function PrivacyCard() {
  const save = useSaveSettings()
  const [policyOpen, setPolicyOpen] = useState(false)
  return (
    <SettingsSection icon={Lock} title="Privacy & Security">
      <div className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-0.5">
            <span className="font-semibold">Data Encryption</span>
            <span className="text-sm text-fg-muted">Your data travels over HTTPS and sign-in secrets are stored only as hashes.</span>
          </div>
          <Badge tone="success">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Enabled
          </Badge>
        </div>
        <div className="border-t border-line pt-4">
          <SettingsLoadState label="Loading privacy settings">
            {(settings) => (
              <SettingSwitch
                label="Location Sharing"
                description={
                  settings.location_sharing
                    ? 'Petfolk keeps your last location to show nearby boards and businesses. Turning this off deletes the saved location.'
                    : 'Off: your location is used only for the search you make and never saved. Turn on to keep it between visits.'
                }
                checked={settings.location_sharing}
                onChange={(checked) => save.mutate({ location_sharing: checked })}
              />
            )}
          </SettingsLoadState>
        </div>
        <div className="flex items-center justify-between gap-4 border-t border-line pt-4">
          <span className="font-semibold">Privacy Policy</span>
          <Button variant="secondary" size="sm" onClick={() => setPolicyOpen(true)}>
            <FileText aria-hidden="true" className="size-4" />
            View Privacy Policy
          </Button>
        </div>
      </div>
      <PrivacyPolicyDialog open={policyOpen} onOpenChange={setPolicyOpen} />
    </SettingsSection>
  )
}
