import { useState } from 'react'
import { toast } from 'sonner'
import { SUSPEND_DAYS_MAX } from '@petfolk/contract/reports'
import { describeActionError } from '../../lib/api.ts'
import { Button } from '../../ui/button.tsx'
import { TextField } from '../../ui/controlled-fields.tsx'
import { FormAlert } from '../../ui/form-alert.tsx'
import { useMemberStanding } from './api/reports.ts'

export interface MemberStandingProps {
  member: { id: number; display_name: string; handle: string | null; suspended_until: string | null; banned_at: string | null }
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })

/** Suspend for some days, ban, or restore a member (staff); the reason goes to the audit log. */
export function MemberStandingActions({ member }: MemberStandingProps) {
  const [days, setDays] = useState('7')
  const [reason, setReason] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const change = useMemberStanding()
  const name = member.handle ? `@${member.handle}` : member.display_name

  const run = (action: 'suspend' | 'ban' | 'restore') => {
    if (!reason.trim()) {
      setFailure('Say why, in a sentence: it goes to the audit log.')
      return
    }
    const count = Number(days)
    if (action === 'suspend' && (!Number.isInteger(count) || count < 1 || count > SUSPEND_DAYS_MAX)) {
      setFailure(`Suspend for 1 to ${SUSPEND_DAYS_MAX} days.`)
      return
    }
    setFailure(null)
    const input = action === 'suspend' ? { memberId: member.id, reason: reason.trim(), action, days: count } : { memberId: member.id, reason: reason.trim(), action }
    change.mutate(input, {
      onSuccess: (standing) => {
        toast.success(standing.banned_at ? `${name} is banned.` : standing.suspended_until ? `${name} is suspended until ${dateOf(standing.suspended_until)}.` : `${name} can take part again.`)
        setReason('')
      },
      onError: (error) => setFailure(describeActionError(error, 'That did not work. Please try again.')),
    })
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        {member.banned_at
          ? `${name} is banned (since ${dateOf(member.banned_at)}).`
          : member.suspended_until
            ? `${name} is suspended until ${dateOf(member.suspended_until)}.`
            : `${name} is in good standing.`}
      </p>
      <TextField label={`Why (for ${name} and the audit log)`} value={reason} onValueChange={setReason} maxLength={500} />
      <div className="flex flex-wrap items-end gap-2">
        <TextField label="Days" type="number" inputMode="numeric" min={1} max={SUSPEND_DAYS_MAX} value={days} onValueChange={setDays} className="w-24" />
        <Button variant="secondary" onClick={() => run('suspend')} disabled={change.isPending}>
          Suspend {name}
        </Button>
        <Button variant="danger" onClick={() => run('ban')} disabled={change.isPending}>
          Ban {name}
        </Button>
        {member.banned_at || member.suspended_until ? (
          <Button variant="ghost" onClick={() => run('restore')} disabled={change.isPending}>
            Restore {name}
          </Button>
        ) : null}
      </div>
      <FormAlert message={failure} />
    </div>
  )
}
