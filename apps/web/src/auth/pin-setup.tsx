import { useEffect, useRef, useState } from 'react'
import { CircleCheck } from 'lucide-react'
import { PIN_FORMAT_MESSAGE, PIN_LENGTH } from '@petfolk/contract/pin'
import { describeActionError } from '../lib/api.ts'
import { Button } from '../ui/button.tsx'
import { PinKeypad } from './pin-keypad.tsx'
import { useSavePin, type PinChange } from './api/change-pin.ts'

/** The success screen stays this long before the completion callback, long enough to read it. */
export const PIN_SUCCESS_DELAY_MS = 1500
export const PIN_MISMATCH_MESSAGE = 'PINs do not match'
const CREATE_PIN_FALLBACK = 'Failed to create PIN'

interface PinSetupProps {
  /** 'create' for a first PIN, 'reset' to replace the current one. */
  change?: PinChange
  onComplete: () => void
  /** When given, a 'Skip for now' option appears (the PIN is not required). */
  onSkip?: () => void
}

type Step = 'create' | 'confirm' | 'success'

/** Two steps on one screen: choose a PIN, then type it again. */
export function PinSetup({ change = 'create', onComplete, onSkip }: PinSetupProps) {
  const [step, setStep] = useState<Step>('create')
  const [firstPin, setFirstPin] = useState('')
  const [confirmPin, setConfirmPin] = useState('')
  const [error, setError] = useState<string | null>(null)
  const savePin = useSavePin(change)
  // Kept in a ref so a parent re-render (new callback) does not restart the success delay.
  const onCompleteRef = useRef(onComplete)
  useEffect(() => {
    onCompleteRef.current = onComplete
  })

  useEffect(() => {
    if (step !== 'success') return
    const timer = setTimeout(() => onCompleteRef.current(), PIN_SUCCESS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [step])

  const continueToConfirm = () => {
    if (firstPin.length !== PIN_LENGTH) {
      setError(PIN_FORMAT_MESSAGE)
      return
    }
    setError(null)
    setStep('confirm')
  }

  const backToCreate = () => {
    setConfirmPin('')
    setError(null)
    setStep('create')
  }

  const submit = () => {
    if (savePin.isPending) return
    if (confirmPin.length !== PIN_LENGTH) {
      setError(PIN_FORMAT_MESSAGE)
      return
    }
    if (confirmPin !== firstPin) {
      setConfirmPin('')
      setError(PIN_MISMATCH_MESSAGE)
      return
    }
    setError(null)
    savePin.mutate(firstPin, {
      onSuccess: () => setStep('success'),
      onError: (failure) => {
        setFirstPin('')
        setConfirmPin('')
        setError(describeActionError(failure, CREATE_PIN_FALLBACK))
        setStep('create')
      },
    })
  }

  if (step === 'success') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <CircleCheck aria-hidden="true" className="size-14 text-success-fg" />
        <p className="text-xl font-bold">PIN Created Successfully!</p>
        <p className="text-fg-muted">Next time, sign in with your 4-digit PIN.</p>
      </div>
    )
  }

  const confirming = step === 'confirm'
  const onKeypadChange = (value: string) => {
    setError(null)
    if (confirming) setConfirmPin(value)
    else setFirstPin(value)
  }

  return (
    <div className="flex flex-col items-center gap-5">
      <div className="text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-fg uppercase">Step {confirming ? 2 : 1} of 2</p>
        <p className="text-lg font-bold">{confirming ? 'Confirm your PIN' : change === 'reset' ? 'Choose a new 4-digit PIN' : 'Create a 4-digit PIN'}</p>
        <p className="text-fg-muted">
          {confirming ? 'Enter the same 4 digits again.' : 'Use it for Quick Login with PIN on this device.'}
        </p>
      </div>
      <PinKeypad
        key={step}
        label={confirming ? 'Confirm your PIN' : 'Choose your PIN'}
        value={confirming ? confirmPin : firstPin}
        onChange={onKeypadChange}
        onSubmit={confirming ? submit : continueToConfirm}
        disabled={savePin.isPending}
        invalid={error !== null}
      />
      <p role="alert" className="min-h-6 text-center font-semibold text-danger-fg">
        {error}
      </p>
      <div className="flex w-full max-w-64 flex-col gap-3">
        {confirming ? (
          <>
            <Button onClick={submit} loading={savePin.isPending} loadingText="Saving...">
              {change === 'reset' ? 'Save PIN' : 'Create PIN'}
            </Button>
            <Button variant="secondary" onClick={backToCreate} disabled={savePin.isPending}>
              Back
            </Button>
          </>
        ) : (
          <Button onClick={continueToConfirm}>Continue</Button>
        )}
        {onSkip ? (
          <Button variant="ghost" onClick={onSkip} disabled={savePin.isPending}>
            Skip for now
          </Button>
        ) : null}
      </div>
    </div>
  )
}
