import { useId, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { BellOff, BellRing, Info, TriangleAlert } from 'lucide-react'
import { describeActionError } from '../../lib/api.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { browserPush, type DevicePush } from './device-push.ts'
import { useDeviceAlerts, useTurnOffDeviceAlerts, useTurnOnDeviceAlerts } from './api/device-alerts.ts'

export const TURN_ON_LABEL = 'Turn on alerts on this device'
export const TURN_OFF_LABEL = 'Turn off alerts on this device'
export const DISMISSED_TEXT = 'Petfolk can send alerts only once you allow notifications. Press the button again and choose Allow.'
export const BLOCKED_TEXT =
  'Notifications for Petfolk are blocked in this browser. To get alerts here, allow them in the site settings (the icon beside the address), then reload this page.'
export const UNSUPPORTED_TEXT =
  'This browser cannot show alerts from Petfolk. On an iPhone or iPad, add Petfolk to your Home Screen (Share › Add to Home Screen) and turn alerts on there.'
export const TURN_ON_FAILED = 'Your browser could not set up alerts here. Private windows cannot receive them; otherwise check your connection and try again.'
const TURN_OFF_FAILED = 'Alerts could not be turned off here. Check your connection and try again.'

/**
 * Opt-in to pushes on this device: lost-pet alerts and new messages arrive as system
 * notifications even when Petfolk is closed. The browser's permission question comes only after
 * the member presses the button. Shown in Settings › Notifications and in the lost-pet Alert
 * Preferences dialog; both read the same state.
 */
export function DeviceAlerts({ device: given }: { device?: DevicePush }) {
  const [device] = useState(() => given ?? browserPush())
  const headingId = useId()
  const status = useDeviceAlerts(device)
  const turnOn = useTurnOnDeviceAlerts(device)
  const turnOff = useTurnOffDeviceAlerts(device)
  const [problem, setProblem] = useState<string | null>(null)

  const pressTurnOn = () => {
    setProblem(null)
    // Asked here, in the press itself: browsers ignore a permission request that is not.
    const permission = device.requestPermission()
    turnOn.mutate(permission, {
      onSuccess: (outcome) => {
        if (outcome === 'on') toast.success('Alerts are on for this device.')
        if (outcome === 'dismissed') setProblem(DISMISSED_TEXT)
      },
      onError: (error) => setProblem(describeActionError(error, TURN_ON_FAILED)),
    })
  }
  const pressTurnOff = () => {
    setProblem(null)
    turnOff.mutate(undefined, {
      onSuccess: () => toast.success('Alerts are off for this device.'),
      onError: (error) => setProblem(describeActionError(error, TURN_OFF_FAILED)),
    })
  }

  let body: ReactNode
  if (status.isPending) {
    body = (
      <div role="status" aria-label="Checking this device">
        <Skeleton className="h-11 w-64 max-w-full" />
      </div>
    )
  } else if (status.isError) {
    body = (
      <LoadError error={status.error} onRetry={() => void status.refetch()} />
    )
  } else if (status.data === 'unsupported') {
    body = <Note icon={Info} tone="info" text={UNSUPPORTED_TEXT} />
  } else if (status.data === 'blocked') {
    body = <Note icon={TriangleAlert} tone="warning" text={BLOCKED_TEXT} />
  } else if (status.data === 'on') {
    body = (
      <Button variant="secondary" className="self-start" onClick={pressTurnOff} loading={turnOff.isPending} loadingText="Turning off...">
        <BellOff aria-hidden="true" className="size-4" />
        {TURN_OFF_LABEL}
      </Button>
    )
  } else {
    body = (
      <Button className="self-start" onClick={pressTurnOn} loading={turnOn.isPending} loadingText="Turning on...">
        <BellRing aria-hidden="true" className="size-4" />
        {TURN_ON_LABEL}
      </Button>
    )
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h3 id={headingId} className="font-semibold">
            Alerts on this device
          </h3>
          <p className="text-sm text-fg-muted">Lost pets reported near you and new messages pop up here, even when Petfolk is closed.</p>
        </div>
        {status.data === 'on' ? <Badge tone="success">On</Badge> : status.data === 'off' ? <Badge>Off</Badge> : null}
      </div>
      {body}
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-danger-fg">
          {problem}
        </p>
      ) : null}
    </section>
  )
}

function Note({ icon: Icon, tone, text }: { icon: typeof Info; tone: 'info' | 'warning'; text: string }) {
  return (
    <p className={`flex items-start gap-2 rounded-control p-3 text-sm ${tone === 'info' ? 'bg-info-soft text-info-fg' : 'bg-warning-soft text-warning-fg'}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  )
}
