import { useState, type FormEvent, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { ArrowLeft, UserX } from 'lucide-react'
import { REASON_MAX, ROLE_LABELS, ROLES, roleSchema, type Role, type StaffMember } from '@petfolk/contract/staff'
import { useAuth } from '../../auth/auth-context.ts'
import { ApiError } from '../../lib/api.ts'
import { serverFieldErrors } from '../../lib/form-errors.ts'
import { parseRouteId } from '../../lib/route-id.ts'
import { formatTimestamp, formatTimestampDate } from '../../lib/timestamps.ts'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { SelectField, TextAreaField } from '../../ui/controlled-fields.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { FormAlert } from '../../ui/form-alert.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useChangeRole, useStaffMember } from './api/members.ts'
import { MemberHistory } from './member-history.tsx'
import { memberLabel } from './staff-labels.ts'
import { StaffBadge } from '../../ui/staff-badge.tsx'
import { MemberStandingActions } from '../reports/index.ts'

const BACK = (
  <Link to="/admin/members" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 self-start' })}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    All members
  </Link>
)

/** One member as staff see them (/admin/members/:id), with their content, reports and staff actions; admins can change their role here. */
export function StaffMemberPage() {
  const id = parseRouteId(useParams().id)
  if (id === null) return <MemberNotFound />
  return <MemberDetail key={id} id={id} />
}

function MemberNotFound() {
  return (
    <div className="flex flex-col gap-4">
      {BACK}
      <EmptyState icon={UserX} headingLevel={2} title="Member not found" hint="They may have deleted their account." />
    </div>
  )
}

function MemberDetail({ id }: { id: number }) {
  const { user } = useAuth()
  const member = useStaffMember(id)
  if (member.error instanceof ApiError && member.error.status === 404) return <MemberNotFound />
  if (member.error) {
    return (
      <div className="flex flex-col gap-4">
        {BACK}
        <LoadError error={member.error} onRetry={() => void member.refetch()} />
      </div>
    )
  }
  if (!member.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        {BACK}
        <Skeleton className="h-48" />
      </div>
    )
  }
  const shown = member.data
  return (
    <div className="flex flex-col gap-4">
      <title>{`${shown.display_name} · Staff · Petfolk`}</title>
      {BACK}
      <Card className="flex flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="text-2xl font-bold break-words">{shown.display_name}</h2>
          <StaffBadge role={shown.role} showMember />
        </div>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          <Fact label="E-mail" value={<span className="break-all">{shown.email}</span>} />
          <Fact label="Handle" value={shown.handle ? `@${shown.handle}` : 'No handle yet'} />
          <Fact label="Role" value={ROLE_LABELS[shown.role]} />
          <Fact label="Joined" value={<time dateTime={shown.created_at}>{formatTimestampDate(shown.created_at)}</time>} />
          <Fact label="Last signed in" value={<time dateTime={shown.last_signed_in_at}>{formatTimestamp(shown.last_signed_in_at)}</time>} />
        </dl>
      </Card>
      {user?.role === 'admin' ? <ChangeRoleForm member={shown} /> : null}
      {/* Staff are not suspended or banned (the server refuses it): an admin makes them a member first. */}
      {shown.role === 'member' ? <MemberStandingActions member={shown} /> : null}
      <MemberHistory memberId={shown.id} />
    </div>
  )
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col sm:contents">
      <dt className="text-sm font-semibold text-fg-muted sm:text-base">{label}</dt>
      <dd className="min-w-0">{value}</dd>
    </div>
  )
}

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))

/** "an admin", "a moderator", "a member". */
function aRole(role: Role): string {
  return role === 'admin' ? 'an admin' : `a ${ROLE_LABELS[role].toLowerCase()}`
}

function roleSentence(member: StaffMember): string {
  return member.role === 'member' ? `${memberLabel(member)} is a member again.` : `${memberLabel(member)} is now ${aRole(member.role)}.`
}

/** An admin's control: the new role and, always, why; the server's 409 sentences are shown as they come. */
function ChangeRoleForm({ member }: { member: StaffMember }) {
  const change = useChangeRole(member.id)
  const [role, setRole] = useState<Role | ''>('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ role?: string; reason?: string }>({})
  const [done, setDone] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setDone(null)
    const next = roleSchema.safeParse(role)
    const found = {
      role: next.success ? undefined : 'Choose the new role.',
      reason: reason.trim() ? undefined : 'Say why, in a sentence.',
    }
    setErrors(found)
    if (!next.success || found.reason) return
    change.mutate(
      { role: next.data, reason: reason.trim() },
      {
        onSuccess: (updated) => {
          setDone(roleSentence(updated))
          setRole('')
          setReason('')
        },
        onError: (error) => setErrors(serverFieldErrors(error, ['role', 'reason'])),
      },
    )
  }

  // A 409 (the last admin, the same role) and anything else but a field's 400 is said above the form, in the server's words.
  const error = change.error
  const refusal = !error ? null : error instanceof ApiError ? (error.status === 400 && (errors.role || errors.reason) ? null : (error.serverMessage ?? error.message)) : error.message

  return (
    <Card className="flex flex-col gap-4 p-5">
      <h3 className="text-xl font-bold">Change role</h3>
      {done ? (
        <p role="status" className="rounded-control bg-success-soft p-3 font-semibold text-success-fg">
          {done}
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={refusal} />
        <SelectField
          label="New role"
          required
          value={role}
          onValueChange={(value) => {
            setRole(value as Role | '')
            setErrors((shown) => ({ ...shown, role: undefined }))
          }}
          emptyLabel="Choose a role"
          options={ROLE_OPTIONS}
          error={errors.role}
        />
        <TextAreaField
          label="Reason"
          required
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onValueChange={(value) => {
            setReason(value)
            setErrors((shown) => ({ ...shown, reason: undefined }))
          }}
          hint="The audit log keeps it, with your name."
          error={errors.reason}
        />
        <Button type="submit" className="self-start" aria-disabled={change.isPending || undefined} disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change role'}
        </Button>
      </form>
    </Card>
  )
}
