import { createContext, use, useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { CircleAlert, Plus, X } from 'lucide-react'
import { ALERT_RADIUS, LOST_PET_SPECIES, type AlertPreferences } from '@petfolk/contract/lost-found/reports'
import { prefixedFieldError } from '../../../lib/server-field-error.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog } from '../../../ui/dialog.tsx'
import { inputClasses } from '../../../ui/field.tsx'
import { LoadError } from '../../../ui/load-error.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'
import { useAlertPreferences } from './api/get-alert-preferences.ts'
import { useSaveAlertPreferences } from './api/save-alert-preferences.ts'
import { capitalize, type LostPetSpecies } from '../shared/labels.ts'

/** What the dialog says when saving fails; tests and journeys look for these words. */
export const SAVE_PREFERENCES_FAILED = 'Failed to save preferences. Please try again.'
export const ZIP_FORMAT_ERROR = 'ZIP code must be exactly 5 digits.'

/**
 * Adding a watched ZIP: only when it is not empty and not already listed, so the list has no blanks or doubles.
 * Returns the new list, or null when nothing is added.
 */
export function addZip(zips: readonly string[], entry: string): string[] | null {
  const zip = entry.trim()
  if (!zip || zips.includes(zip)) return null
  return [...zips, zip]
}

/**
 * SLOT: turning alerts on for this device, from the push area (features/push/device-alerts.tsx),
 * shown beside the e-mail choice. The router provides it around the lost-pets page (decision
 * 006), which opens this dialog without passing it props.
 */
export const DeviceAlertsSlot = createContext<ReactNode>(null)

interface AlertPreferencesDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function AlertPreferencesDialog({ open, onOpenChange }: AlertPreferencesDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Alert Preferences"
      description="Hear about lost pets reported near the ZIP codes you watch."
      className="sm:max-w-lg"
    >
      {open ? <PreferencesLoader onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function PreferencesLoader({ onDone }: { onDone: () => void }) {
  const preferences = useAlertPreferences()
  if (preferences.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-24" />
      </div>
    )
  }
  if (preferences.isError) {
    return (
      <LoadError variant="panel" error={preferences.error} onRetry={() => void preferences.refetch()} />
    )
  }
  return <PreferencesForm initial={preferences.data} onDone={onDone} />
}

function PreferencesForm({ initial, onDone }: { initial: AlertPreferences; onDone: () => void }) {
  const save = useSaveAlertPreferences()
  const [zips, setZips] = useState(initial.zip_codes)
  const [zipEntry, setZipEntry] = useState('')
  const [zipError, setZipError] = useState<string | null>(null)
  const [radius, setRadius] = useState(initial.alert_radius)
  const [emailAlerts, setEmailAlerts] = useState(initial.email_alerts)
  const [species, setSpecies] = useState<string[]>(initial.species_preferences)
  const [failure, setFailure] = useState<{ summary: string; detail: string | null } | null>(null)
  const ids = useId()
  const deviceAlerts = use(DeviceAlertsSlot)

  const add = () => {
    const next = addZip(zips, zipEntry)
    if (!next) return
    if (!/^\d{5}$/.test(zipEntry.trim())) {
      setZipError(ZIP_FORMAT_ERROR)
      return
    }
    setZips(next)
    setZipEntry('')
    setZipError(null)
  }

  const onZipKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }

  const toggleSpecies = (value: LostPetSpecies, checked: boolean) =>
    setSpecies((current) => (checked ? [...current.filter((s) => s !== value), value] : current.filter((s) => s !== value)))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    save.mutate(
      {
        zip_codes: zips,
        alert_radius: radius,
        email_alerts: emailAlerts,
        species_preferences: LOST_PET_SPECIES.filter((value) => species.includes(value)),
      },
      {
        onSuccess: () => {
          toast.success('Alert preferences saved.')
          onDone()
        },
        onError: (error) => {
          const detail = prefixedFieldError(error, ['zip_codes', 'alert_radius', 'species_preferences'] as const)
          setFailure({ summary: SAVE_PREFERENCES_FAILED, detail: detail?.message ?? null })
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-bold">ZIP codes to watch</legend>
        <div className="flex gap-2">
          <label htmlFor={`${ids}-zip`} className="sr-only">
            ZIP code to add
          </label>
          <input
            id={`${ids}-zip`}
            value={zipEntry}
            onChange={(event) => {
              setZipEntry(event.target.value.replace(/\D/g, '').slice(0, 5))
              setZipError(null)
            }}
            onKeyDown={onZipKey}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="5-digit ZIP"
            aria-invalid={zipError ? true : undefined}
            aria-describedby={zipError ? `${ids}-zip-error` : undefined}
            className={`${inputClasses} max-w-40`}
          />
          <Button variant="secondary" onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
        </div>
        {zipError ? (
          <p id={`${ids}-zip-error`} className="text-sm font-semibold text-danger-fg">
            {zipError}
          </p>
        ) : null}
        {zips.length > 0 ? (
          <ul aria-label="Watched ZIP codes" className="flex flex-wrap gap-2">
            {zips.map((zip) => (
              <li key={zip} className="inline-flex items-center gap-1 rounded-full bg-brand-soft py-1 pr-1 pl-3 font-semibold text-brand-fg">
                <span className="tabular">{zip}</span>
                <button
                  type="button"
                  onClick={() => setZips((current) => current.filter((z) => z !== zip))}
                  aria-label={`Remove ${zip}`}
                  className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand hover:text-on-brand"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-fg-muted">No ZIP codes yet. Add the ones around your home and work.</p>
        )}
      </fieldset>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${ids}-radius`} className="flex items-baseline justify-between font-bold">
          Alert radius
          <span className="font-semibold text-brand-fg tabular">{radius} miles</span>
        </label>
        <input
          id={`${ids}-radius`}
          type="range"
          min={ALERT_RADIUS.min}
          max={ALERT_RADIUS.max}
          step={ALERT_RADIUS.step}
          value={radius}
          onChange={(event) => setRadius(Number(event.target.value))}
          aria-valuetext={`${radius} miles`}
          className="w-full accent-brand"
        />
        <div aria-hidden="true" className="flex justify-between text-sm text-fg-muted">
          <span>{ALERT_RADIUS.min} mi</span>
          <span>{ALERT_RADIUS.max} mi</span>
        </div>
      </div>

      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={emailAlerts}
          onChange={(event) => setEmailAlerts(event.target.checked)}
          aria-describedby={`${ids}-email-hint`}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <span className="flex flex-col">
          <span className="font-bold">Email alerts</span>
          <span id={`${ids}-email-hint`} className="text-sm text-fg-muted">
            Also send each alert to your e-mail, not only to the bell in Petfolk.
          </span>
        </span>
      </label>

      {deviceAlerts ? <div className="rounded-control border border-line p-4">{deviceAlerts}</div> : null}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-bold">Species to monitor</legend>
        <p className="text-sm text-fg-muted">Leave all unchecked to hear about every species.</p>
        <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
          {LOST_PET_SPECIES.map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                checked={species.includes(value)}
                onChange={(event) => toggleSpecies(value, event.target.checked)}
                className="size-5 shrink-0 accent-brand"
              />
              {capitalize(value)}
            </label>
          ))}
        </div>
      </fieldset>

      {failure ? (
        <div role="alert" className="flex items-start gap-2 rounded-control bg-danger-soft p-3 text-danger-fg">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{failure.summary}</p>
            {failure.detail ? <p>{failure.detail}</p> : null}
          </div>
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save Preferences
        </Button>
      </div>
    </form>
  )
}
