import { useEffect, useEffectEvent, useState } from 'react'
import { CircleAlert, CircleCheck, LocateFixed, MapPin } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { useSaveUserLocation } from './api/save-user-location.ts'
import type { UserLocation } from './api/get-user-location.ts'

/** The prompt's texts and its figure, in one place; tests and journeys look for these words. */
export const LOCATION_ERRORS = {
  unsupported: 'Geolocation is not supported by this browser',
  denied: 'Location access denied by user',
  unavailable: 'Location information is unavailable',
  timeout: 'Location request timed out',
  unknown: 'An unknown error occurred',
  saveFailed: 'Failed to save location',
} as const
export const LOCATION_ERROR_HEADING = 'Location Error'
/** After success the prompt closes by itself after this long. */
export const LOCATION_SUCCESS_CLOSE_MS = 1500

const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 }

type PromptState = { status: 'idle' } | { status: 'requesting' } | { status: 'success' } | { status: 'error'; message: string }

/** The message for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geolocationErrorMessage(code: number): string {
  switch (code) {
    case 1:
      return LOCATION_ERRORS.denied
    case 2:
      return LOCATION_ERRORS.unavailable
    case 3:
      return LOCATION_ERRORS.timeout
    default:
      return LOCATION_ERRORS.unknown
  }
}

function currentPosition(): Promise<UserLocation> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(geolocationErrorMessage(error.code))),
      GEOLOCATION_OPTIONS,
    )
  })
}

interface LocationPromptProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Called once the browser's position is saved on the server. */
  onLocated?: (location: UserLocation) => void
  /** What the position is used for on this screen. */
  description?: string
  /** Shown once the position is known. */
  successText?: string
}

/** The 'Enable Location' modal: reads the device's position and saves it with the user-location call. */
export function LocationPrompt({
  open,
  onOpenChange,
  onLocated,
  description = 'Share your location to see pet businesses near you, nearest first.',
  successText = 'Location enabled. Showing businesses near you.',
}: LocationPromptProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Enable Location" description={description}>
      {open ? <LocationRequest onClose={() => onOpenChange(false)} onLocated={onLocated} successText={successText} /> : null}
    </Dialog>
  )
}

interface LocationRequestProps {
  onClose: () => void
  onLocated?: ((location: UserLocation) => void) | undefined
  successText: string
}

function LocationRequest({ onClose, onLocated, successText }: LocationRequestProps) {
  const [state, setState] = useState<PromptState>({ status: 'idle' })
  const save = useSaveUserLocation()

  const closeAfterSuccess = useEffectEvent(onClose)
  useEffect(() => {
    if (state.status !== 'success') return
    const timer = setTimeout(() => closeAfterSuccess(), LOCATION_SUCCESS_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [state.status])

  const allow = async () => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setState({ status: 'error', message: LOCATION_ERRORS.unsupported })
      return
    }
    setState({ status: 'requesting' })
    let location: UserLocation
    try {
      location = await currentPosition()
    } catch (error) {
      setState({ status: 'error', message: error instanceof Error ? error.message : LOCATION_ERRORS.unknown })
      return
    }
    try {
      const saved = await save.mutateAsync(location)
      setState({ status: 'success' })
      onLocated?.({ latitude: saved.latitude, longitude: saved.longitude })
    } catch {
      setState({ status: 'error', message: LOCATION_ERRORS.saveFailed })
    }
  }

  const busy = state.status === 'requesting'
  const done = state.status === 'success'

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-3 rounded-control bg-sunken p-4">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-fg" />
        <p className="text-fg-muted">
          Your browser will ask for permission. Petfolk uses your position to sort by distance, and keeps it for next
          time only while Location Sharing is on in Settings.
        </p>
      </div>

      <div aria-live="polite">
        {state.status === 'requesting' ? <p className="font-semibold">Getting your location...</p> : null}
        {done ? (
          <p className="flex items-center gap-2 rounded-control bg-success-soft p-3 font-semibold text-success-fg">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {successText}
          </p>
        ) : null}
      </div>
      {state.status === 'error' ? (
        <div role="alert" className="flex items-start gap-3 rounded-control bg-danger-soft p-3 text-danger-fg">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-bold">{LOCATION_ERROR_HEADING}</p>
            <p>{state.message}</p>
          </div>
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {done ? 'Close' : 'Not Now'}
        </Button>
        <Button onClick={() => void allow()} disabled={done} loading={busy} loadingText="Requesting...">
          <LocateFixed aria-hidden="true" className="size-4" />
          Allow Location Access
        </Button>
      </div>
    </div>
  )
}
