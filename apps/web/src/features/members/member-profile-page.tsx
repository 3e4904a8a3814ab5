import { useParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { CalendarDays, PawPrint, UserX } from 'lucide-react'
import { nameWithHandle, type MemberProfile } from '@petfolk/contract/members'
import { ApiError } from '../../lib/api.ts'
import { formatDate } from '../../lib/format.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { StaffBadge } from '../../ui/staff-badge.tsx'
import { BlockMemberButton } from '../blocks/index.ts'
import { ReportButton } from '../reports/index.ts'
import { useMemberProfile } from './api/get-member-profile.ts'
import { memberProfileQueryKey } from './query-keys.ts'

/** /members/:handle: another member's public profile, with Report and Block. */
export function MemberProfilePage() {
  const handle = useParams().handle ?? ''
  const profile = useMemberProfile(handle)

  if (profile.isPending) {
    return (
      <div role="status" aria-label="Loading the member's profile" className="flex flex-col gap-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32" />
      </div>
    )
  }
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404
    return (
      <div className="flex flex-col gap-6">
        <title>Member not found · Petfolk</title>
        <h1 className="sr-only">Member not found</h1>
        {missing ? (
          <EmptyState icon={UserX} title="Member not found" hint={profile.error.message} />
        ) : (
          <LoadError variant="inline" error={profile.error} onRetry={() => void profile.refetch()} />
        )}
      </div>
    )
  }
  return <Profile profile={profile.data} />
}

function Profile({ profile }: { profile: MemberProfile }) {
  const queryClient = useQueryClient()
  const name = nameWithHandle(profile.display_name, profile.handle)
  const pets = profile.pet_count === 1 ? '1 pet' : `${profile.pet_count} pets`
  return (
    <div className="flex flex-col gap-6">
      <title>{`${name} · Petfolk`}</title>
      <section aria-labelledby="member-name" className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-raised sm:p-6">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 id="member-name" className="text-3xl font-extrabold wrap-anywhere">
              {profile.display_name}
            </h1>
            <StaffBadge role={profile.role} />
          </div>
          <p className="text-fg-muted wrap-anywhere">@{profile.handle}</p>
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-fg-muted">
          <div className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <dt>Member since</dt>
            <dd className="font-semibold text-fg">{formatDate(profile.member_since)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <PawPrint aria-hidden="true" className="size-4" />
            <dt className="sr-only">Pets</dt>
            <dd className="font-semibold text-fg tabular">{pets}</dd>
          </div>
        </dl>
        {profile.you_blocked ? (
          <p className="rounded-control bg-warning-soft p-3 text-warning-fg">You have blocked this member: neither of you can send the other messages or gifts.</p>
        ) : null}
        {profile.is_you ? (
          <p className="text-fg-muted">This is how other members see you.</p>
        ) : (
          <div className="flex flex-wrap gap-2 border-t border-line pt-3">
            <ReportButton kind="member" id={profile.id} what={`${name}’s profile`} />
            <BlockMemberButton
              userId={profile.id}
              name={name}
              onChange={() => void queryClient.invalidateQueries({ queryKey: memberProfileQueryKey(profile.handle) })}
            />
          </div>
        )}
      </section>
    </div>
  )
}
