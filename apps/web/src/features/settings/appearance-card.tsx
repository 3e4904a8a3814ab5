import { useId } from 'react'
import { Moon, Palette, Sun } from 'lucide-react'
import { cx } from '../../lib/cx.ts'
import { setTheme, THEMES, useTheme, type Theme } from '../../lib/theme.ts'
import { SettingsSection } from './settings-section.tsx'

const THEME_OPTIONS: Record<Theme, { label: string; icon: typeof Sun }> = {
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
}

/** Settings › Appearance: the theme, kept on this device in userPreferences (light by default). */
export function AppearanceCard() {
  const theme = useTheme()
  const name = useId()
  return (
    <SettingsSection icon={Palette} title="Appearance" description="The theme is kept on this device.">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">Theme</legend>
        <div className="flex flex-wrap gap-3">
          {THEMES.map((value) => {
            const { label, icon: Icon } = THEME_OPTIONS[value]
            return (
              <label
                key={value}
                className={cx(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-control border px-4 font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                  theme === value ? 'border-brand bg-brand-soft text-brand-fg' : 'border-line-strong',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={theme === value}
                  onChange={() => setTheme(value)}
                  className="size-4 accent-brand"
                />
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </label>
            )
          })}
        </div>
      </fieldset>
    </SettingsSection>
  )
}
