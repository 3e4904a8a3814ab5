import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { CircleCheck, KeyRound, Lock, TriangleAlert } from 'lucide-react'
import { PIN_LENGTH, PIN_MAX_ATTEMPTS, type PinStatus } from '@petfolk/contract/pin'
import { describeActionError, NETWORK_ERROR_MESSAGE } from '../lib/api.ts'
import { Badge } from '../ui/badge.tsx'
import { Button } from '../ui/button.tsx'
import { Dialog } from '../ui/dialog.tsx'
import { Spinner } from '../ui/spinner.tsx'
import { useAuth } from './auth-context.ts'
import { PinKeypad } from './pin-keypad.tsx'
import { LockCountdown } from './lock-countdown.tsx'
import { pinStatusQueryOptions } from './api/get-pin-status.ts'
import { useVerifyPin } from './api/verify-pin.ts'

export const NO_PIN_MESSAGE = 'No PIN found. Please set up a PIN first.'
export const PIN_STATUS_ERROR_MESSAGE = 'Failed to check PIN status'
export const PIN_TOO_SHORT_MESSAGE = 'Please enter a 4-digit PIN'
const DISABLED_FALLBACK =
  'PIN login is turned off after too many failed attempts. Sign in with Google to turn it back on.'

interface PinLoginDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /**
   * Takes the person on once the PIN is verified and their session loaded: a router navigation in
   * the app, a page load on the prerendered sign-in page, which has no router.
   */
  onSignedIn: () => unknown
}

export function PinLoginDialog({ open, onOpenChange, onSignedIn }: PinLoginDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Sign in with your PIN" focusDialogOnOpen>
      {/* Mounted only while open, so every opening starts from a fresh status check. */}
      <PinLoginPanel onSignedIn={onSignedIn} />
    </Dialog>
  )
}

/** A lock reported by the 423 answer itself, shown until its countdown ends. */
interface ReportedLock {
  seconds: number
  message: string
}

function lockSeconds(status: PinStatus): number {
  return status.secondsUntilUnlock > 0 ? status.secondsUntilUnlock : status.minutesUntilUnlock * 60
}

function PinLoginPanel({ onSignedIn }: Pick<PinLoginDialogProps, 'onSignedIn'>) {
  const { refetch: refetchUser } = useAuth()
  const status = useQuery(pinStatusQueryOptions())
  const verify = useVerifyPin()

  const [pin, setPin] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null)
  const [reportedLock, setReportedLock] = useState<ReportedLock | null>(null)
  const [awaitingUnlock, setAwaitingUnlock] = useState(false)
  const [verified, setVerified] = useState(false)
  const [showResetHelp, setShowResetHelp] = useState(false)

  const onCountdownEnd = async () => {
    setAwaitingUnlock(true)
    setReportedLock(null)
    setMessage(null)
    setAttemptsLeft(null)
    await status.refetch()
    setAwaitingUnlock(false)
  }

  const submit = async () => {
    if (verify.isPending) return
    if (pin.length !== PIN_LENGTH) {
      setMessage(PIN_TOO_SHORT_MESSAGE)
      return
    }
    setMessage(null)
    try {
      const result = await verify.mutateAsync(pin)
      switch (result.outcome) {
        case 'verified':
          setVerified(true)
          await refetchUser()
          await onSignedIn()
          return
        case 'wrong':
          setPin('')
          setMessage(result.message)
          if (result.attemptsRemaining !== undefined) setAttemptsLeft(result.attemptsRemaining)
          return
        case 'locked':
          setPin('')
          // useVerifyPin refreshes the status after every answer, a 423 too, so the countdown starts from the server's figure.
          setReportedLock({ seconds: result.secondsUntilUnlock ?? 0, message: result.message })
          return
        case 'rejected':
          setPin('')
          setMessage(result.message)
          return
      }
    } catch (error) {
      setMessage(describeActionError(error, NETWORK_ERROR_MESSAGE))
    }
  }

  if (showResetHelp) return <ResetPinHelp onBack={() => setShowResetHelp(false)} />

  if (verified) {
    return (
      <StateMessage icon={<CircleCheck className="size-12 text-success-fg" />} title="PIN Verified!">
        <p className="flex items-center gap-2 text-fg-muted">
          <Spinner className="size-4" /> Taking you to your dashboard...
        </p>
      </StateMessage>
    )
  }

  if (status.isPending || awaitingUnlock) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-fg-muted">
        <Spinner className="size-8 text-brand-fg" />
        <p role="status">Checking your PIN status...</p>
      </div>
    )
  }

  // A failed background refresh keeps the last known status; only a first failed check is shown.
  if (status.isError && !status.data && !reportedLock) {
    return (
      <StateMessage icon={<TriangleAlert className="size-12 text-danger-fg" />} title={PIN_STATUS_ERROR_MESSAGE}>
        <Button variant="secondary" onClick={() => void status.refetch()}>
          Try Again
        </Button>
        <GoogleInstead />
      </StateMessage>
    )
  }

  const current = status.data
  if (current?.disabled && !reportedLock) {
    return (
      <StateMessage icon={<Lock className="size-12 text-danger-fg" />} title="Account Locked">
        <p className="text-fg-muted">{DISABLED_FALLBACK}</p>
        <GoogleInstead />
      </StateMessage>
    )
  }

  const lock = reportedLock ?? (current?.locked ? { seconds: lockSeconds(current), message: null } : null)
  if (lock) {
    // The countdown already says "Too many failed attempts", as the 423's own text does: the
    // server's sentence shows only when there is no countdown to say it.
    return (
      <StateMessage icon={<Lock className="size-12 text-danger-fg" />} title="Account Locked">
        <Badge tone="danger">Account Temporarily Locked</Badge>
        {lock.message && lock.seconds <= 0 ? <p role="alert" className="font-semibold text-danger-fg">{lock.message}</p> : null}
        <LockCountdown
          key={reportedLock ? 'reported' : status.dataUpdatedAt}
          seconds={lock.seconds}
          onZero={onCountdownEnd}
          announce={reportedLock !== null && lock.seconds > 0}
        />
        <GoogleInstead />
      </StateMessage>
    )
  }

  if (current && !current.hasPin) {
    return (
      <StateMessage icon={<KeyRound className="size-12 text-brand-fg" />} title={NO_PIN_MESSAGE}>
        <p className="text-fg-muted">Sign in with Google, then create a PIN in Settings.</p>
        <GoogleInstead />
      </StateMessage>
    )
  }

  const remaining = attemptsLeft ?? current?.attemptsRemaining ?? PIN_MAX_ATTEMPTS
  const warnRemaining = remaining < PIN_MAX_ATTEMPTS
  const warning = warnRemaining ? `${remaining} attempt(s) remaining` : null
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-center text-fg-muted">Enter your 4-digit PIN to sign in.</p>
      <PinKeypad
        label="Enter your PIN"
        value={pin}
        onChange={(next) => {
          setPin(next)
          setMessage(null)
        }}
        onSubmit={() => void submit()}
        disabled={verify.isPending}
        invalid={message !== null}
      />
      <div className="flex min-h-6 flex-col items-center gap-1 text-center">
        {/* The server's 401 already names the count ("Incorrect PIN. 2 attempt(s) remaining."): the warning is
            that part of the sentence, so it is said once and announced with the error. */}
        <p role="alert" className="font-semibold text-danger-fg">
          {message && warning ? (
            <>
              {leadSentence(message)}
              <span className="text-warning-fg">{warning}</span>.
            </>
          ) : (
            message
          )}
        </p>
        {warning && !message ? <p className="font-semibold text-warning-fg">{warning}</p> : null}
      </div>
      <div className="flex w-full max-w-64 flex-col gap-3">
        <Button onClick={() => void submit()} loading={verify.isPending} loadingText="Verifying...">
          Verify PIN
        </Button>
        <GoogleInstead />
        <Button variant="ghost" onClick={() => setShowResetHelp(true)}>
          Reset PIN
        </Button>
      </div>
    </div>
  )
}

/** What goes before the count: "Incorrect PIN. 2 attempt(s) remaining." → "Incorrect PIN. ", "Please enter a 4-digit PIN" → "Please enter a 4-digit PIN. ". */
function leadSentence(message: string): string {
  const lead = message.replace(/\s*\d+ attempt\(s\) remaining\.?\s*$/, '').trim()
  if (!lead) return ''
  return /[.!?]$/.test(lead) ? `${lead} ` : `${lead}. `
}

function StateMessage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <span aria-hidden="true">{icon}</span>
      <h3 className="text-lg font-bold">{title}</h3>
      {children}
    </div>
  )
}

function GoogleInstead() {
  const { redirectToLogin } = useAuth()
  const [busy, setBusy] = useState(false)
  return (
    <Button
      variant="secondary"
      className="w-full max-w-64"
      loading={busy}
      loadingText="Signing in..."
      onClick={async () => {
        setBusy(true)
        if (!(await redirectToLogin())) setBusy(false)
      }}
    >
      Use Google Sign In Instead
    </Button>
  )
}

/** Without a session the server cannot let anyone replace a PIN, so resetting starts with Google. */
function ResetPinHelp({ onBack }: { onBack: () => void }) {
  const { redirectToLogin } = useAuth()
  const [busy, setBusy] = useState(false)
  return (
    <StateMessage icon={<KeyRound className="size-12 text-brand-fg" />} title="Reset PIN">
      <p className="text-fg-muted">
        To reset your PIN, sign in with Google first. Then open Settings and choose Reset PIN to pick a new one.
      </p>
      <div className="flex w-full max-w-64 flex-col gap-3">
        <Button
          loading={busy}
          loadingText="Signing in..."
          onClick={async () => {
            setBusy(true)
            if (!(await redirectToLogin())) setBusy(false)
          }}
        >
          Continue with Google
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
    </StateMessage>
  )
}
