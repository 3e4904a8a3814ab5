import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { CircleAlert, CircleCheck, KeyRound } from 'lucide-react'
import { Card } from '../ui/card.tsx'
import { Logo } from '../ui/logo.tsx'
import { Spinner } from '../ui/spinner.tsx'
import { useAuth } from './auth-context.ts'
import { PinSetup } from './pin-setup.tsx'
import { pinStatusQueryOptions } from './api/get-pin-status.ts'

/** How long each message stays readable before moving on: the welcome, the error, and the note after a PIN is created. */
export const WELCOME_DELAY_MS = 1500
export const ERROR_REDIRECT_DELAY_MS = 3000
export const AFTER_PIN_CREATED_DELAY_MS = 1000

const AUTH_FAILED_FALLBACK = 'Authentication failed'

type Phase =
  | { name: 'loading' }
  | { name: 'success' }
  | { name: 'pin-setup' }
  | { name: 'pin-created' }
  | { name: 'error'; message: string }

export function AuthCallbackPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { exchangeCodeForSessionToken } = useAuth()
  const [phase, setPhase] = useState<Phase>({ name: 'loading' })

  const goToDashboard = useCallback(() => void navigate('/dashboard', { replace: true }), [navigate])

  useEffect(() => {
    let active = true
    exchangeCodeForSessionToken().then(
      () => {
        if (active) setPhase({ name: 'success' })
      },
      (error: unknown) => {
        const message = error instanceof Error && error.message ? error.message : AUTH_FAILED_FALLBACK
        if (active) setPhase({ name: 'error', message })
      },
    )
    return () => {
      active = false
    }
  }, [exchangeCodeForSessionToken])

  useEffect(() => {
    if (phase.name === 'success') {
      let active = true
      const timer = setTimeout(() => {
        queryClient
          .fetchQuery({ ...pinStatusQueryOptions(), staleTime: 0 })
          .then((status) => {
            if (!active) return
            if (status.hasPin) goToDashboard()
            else setPhase({ name: 'pin-setup' })
          })
          // The PIN is optional: when its status cannot be read, the dashboard is still the place to go.
          .catch(() => {
            if (active) goToDashboard()
          })
      }, WELCOME_DELAY_MS)
      return () => {
        active = false
        clearTimeout(timer)
      }
    }
    if (phase.name === 'pin-created') {
      const timer = setTimeout(goToDashboard, AFTER_PIN_CREATED_DELAY_MS)
      return () => clearTimeout(timer)
    }
    if (phase.name === 'error') {
      const timer = setTimeout(() => void navigate('/signin', { replace: true }), ERROR_REDIRECT_DELAY_MS)
      return () => clearTimeout(timer)
    }
  }, [phase.name, queryClient, navigate, goToDashboard])

  const onPinCreated = useCallback(() => setPhase({ name: 'pin-created' }), [])

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10">
      <title>Signing in · Petfolk</title>
      <header>
        <Logo />
      </header>
      <main className="w-full max-w-md">
        <Card className="flex flex-col items-center gap-4 text-center">
          <CallbackContent phase={phase} onPinCreated={onPinCreated} onSkip={goToDashboard} />
        </Card>
      </main>
    </div>
  )
}

function CallbackContent({ phase, onPinCreated, onSkip }: { phase: Phase; onPinCreated: () => void; onSkip: () => void }) {
  switch (phase.name) {
    case 'loading':
      return (
        <div role="status" className="flex flex-col items-center gap-4 py-6">
          <Spinner className="size-10 text-brand-fg" />
          <h1 className="text-2xl font-bold">Signing you in...</h1>
        </div>
      )
    case 'success':
      return (
        <div role="status" className="flex flex-col items-center gap-3 py-6">
          <CircleCheck aria-hidden="true" className="size-12 text-success-fg" />
          <h1 className="text-2xl font-bold">Welcome to Petfolk!</h1>
          <p className="text-fg-muted">You are signed in.</p>
        </div>
      )
    case 'pin-setup':
    case 'pin-created':
      return (
        <>
          <KeyRound aria-hidden="true" className="size-10 text-brand-fg" />
          <h1 className="text-2xl font-bold">Almost Done!</h1>
          <p className="text-fg-muted">
            Set up a 4-digit PIN for Quick Login next time. It is optional: you can skip it and create one later in
            Settings.
          </p>
          <PinSetup change="create" onComplete={onPinCreated} onSkip={onSkip} />
        </>
      )
    case 'error':
      return (
        <div role="alert" className="flex flex-col items-center gap-3 py-6">
          <CircleAlert aria-hidden="true" className="size-12 text-danger-fg" />
          <h1 className="text-2xl font-bold">Sign In Failed</h1>
          <p className="font-semibold text-danger-fg">{phase.message}</p>
          <p className="text-fg-muted">There was a problem signing you in. Redirecting back to sign in page...</p>
        </div>
      )
  }
}
