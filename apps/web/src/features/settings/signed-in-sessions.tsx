import { useState } from 'react'
import { toast } from 'sonner'
import { LogOut, Monitor, Smartphone, Tablet } from 'lucide-react'
import type { AccountSession } from '@petfolk/contract/auth'
import { describeActionError } from '../../lib/api.ts'
import { formatTimestamp } from '../../lib/timestamps.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useAccountSessions } from './api/get-account-sessions.ts'
import { useEndAccountSession, useSignOutOtherSessions } from './api/end-account-sessions.ts'
import { LoadError } from '../../ui/load-error.tsx'

export const UNKNOWN_BROWSER = 'Unknown browser'
export const SIGN_OUT_FAILED = 'Failed to sign out that session. Please try again.'
export const SIGN_OUT_OTHERS_FAILED = 'Failed to sign out your other sessions. Please try again.'

const nameOf = (session: AccountSession) => session.label ?? UNKNOWN_BROWSER

function DeviceIcon({ label }: { label: string | null }) {
  const Icon = /iPhone|Android/.test(label ?? '') ? Smartphone : /iPad/.test(label ?? '') ? Tablet : Monitor
  return <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
}

/** Settings › Security › Where you're signed in: every live session, and a way to end the others. */
export function SignedInSessions({ headingId }: { headingId: string }) {
  const sessions = useAccountSessions()
  const endOne = useEndAccountSession()
  const endOthers = useSignOutOtherSessions()
  const [confirmingOthers, setConfirmingOthers] = useState(false)

  const onSignOut = (session: AccountSession) =>
    endOne.mutate(session.id, {
      onSuccess: () => toast.success(`Signed out of ${nameOf(session)}.`),
      onError: (error) => toast.error(describeActionError(error, SIGN_OUT_FAILED)),
    })

  const onSignOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        setConfirmingOthers(false)
        toast.success(ended === 1 ? 'Signed out of 1 other session.' : `Signed out of ${ended} other sessions.`)
      },
      onError: (error) => toast.error(describeActionError(error, SIGN_OUT_OTHERS_FAILED)),
    })

  if (sessions.isPending) {
    return (
      <div role="status" aria-label="Loading your sessions" className="flex flex-col gap-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    )
  }
  if (sessions.isError) {
    return <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
  }

  // This device first, then the others as the server orders them (most recently used first).
  const list = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current))
  const others = list.filter((s) => !s.current)
  return (
    <div className="flex flex-col gap-4">
      <ul aria-labelledby={headingId} className="flex flex-col gap-3">
        {list.map((session) => {
          const ending = endOne.isPending && endOne.variables === session.id
          return (
            <li
              key={session.id}
              className="flex flex-col gap-3 rounded-control border border-line p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="flex min-w-0 gap-3">
                <DeviceIcon label={session.label} />
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    {nameOf(session)}
                    {session.current ? <Badge tone="success">This device</Badge> : null}
                  </p>
                  <p className="text-sm text-fg-muted">
                    <span className="block sm:inline">Started {formatTimestamp(session.created_at)}</span>
                    <span aria-hidden="true" className="hidden sm:inline">
                      {' · '}
                    </span>
                    <span className="block sm:inline">
                      Last active {session.current ? 'now' : formatTimestamp(session.last_seen_at)}
                    </span>
                  </p>
                </div>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  loading={ending}
                  loadingText="Signing out..."
                  onClick={() => onSignOut(session)}
                  aria-label={`Sign out ${nameOf(session)}, started ${formatTimestamp(session.created_at)}`}
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  Sign out
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      {others.length > 0 ? (
        <Button variant="secondary" className="self-start" onClick={() => setConfirmingOthers(true)}>
          <LogOut aria-hidden="true" className="size-5" />
          Sign out everywhere else
        </Button>
      ) : (
        <p className="text-fg-muted">You are not signed in anywhere else.</p>
      )}
      <ConfirmDialog
        open={confirmingOthers}
        onOpenChange={setConfirmingOthers}
        title="Sign out everywhere else?"
        description={`Your ${others.length === 1 ? 'other session ends' : `${others.length} other sessions end`} at once. You stay signed in on this device.`}
        confirmLabel="Sign out everywhere else"
        confirmingLabel="Signing out..."
        confirming={endOthers.isPending}
        onConfirm={onSignOutOthers}
      />
    </div>
  )
}
