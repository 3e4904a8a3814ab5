import { useState } from 'react'
import { Link } from 'react-router'
import { ChevronRight, UserSearch } from 'lucide-react'
import { ROLE_LABELS, ROLES, type StaffMember, type StaffMemberQuery } from '@petfolk/contract/staff'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { formatTimestampDate } from '../../lib/timestamps.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { FilterBar, FilterSelect } from '../../ui/filter-bar.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { SearchField } from '../../ui/search-field.tsx'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { useStaffMembers } from './api/members.ts'
import { StaffBadge } from '../../ui/staff-badge.tsx'

type RoleFilter = NonNullable<StaffMemberQuery['role']>

const ROLE_OPTIONS: ReadonlyArray<{ value: RoleFilter | ''; label: string }> = [
  { value: '', label: 'Everyone' },
  { value: 'staff', label: 'Staff (moderators and admins)' },
  ...ROLES.map((role) => ({ value: role, label: `${ROLE_LABELS[role]}s` })),
]

function isRoleFilter(value: string): value is RoleFilter {
  return ROLE_OPTIONS.some((option) => option.value === value && value !== '')
}

/** The staff area's members: found by name, handle or e-mail, narrowed by role, newest first. */
export function StaffMembersPage() {
  const [search, setSearch] = useState('')
  const [role, setRole] = useState<RoleFilter | ''>('')
  const q = useDebouncedValue(search)
  const members = useStaffMembers({ q, role: role || undefined })
  const rows = members.data ?? []

  return (
    <section aria-labelledby="staff-members-heading" className="flex flex-col gap-4">
      <title>Members · Staff · Petfolk</title>
      <h2 id="staff-members-heading" className="text-2xl font-bold">
        Members
      </h2>
      <FilterBar label="Find members" className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <SearchField id="staff-member-search" value={search} onValueChange={setSearch} placeholder="Name, @handle or e-mail..." maxLength={100} />
        <FilterSelect id="staff-member-role" label="Role" className="min-w-0" value={role} onChange={(value) => setRole(isRoleFilter(value) ? value : '')} options={ROLE_OPTIONS} />
      </FilterBar>

      <div aria-busy={members.isPending} className="flex flex-col gap-4">
        {members.isPending ? (
          <SkeletonCards count={4} layout="stack" cardClassName="h-20" label="Loading members" />
        ) : listLoadFailed(members) ? (
          <LoadError variant="card" error={members.error} showsRefusalReason onRetry={() => void members.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState icon={UserSearch} headingLevel={3} title="No members found" hint="Try another name, handle or e-mail, or another role." />
        ) : (
          <>
            <p role="status" className="text-sm text-fg-muted">
              <span className="tabular-nums">{rows.length}</span> {rows.length === 1 ? 'member' : 'members'}
              {members.hasNextPage ? ' so far' : null}
            </p>
            <ul className="flex flex-col gap-2">
              {rows.map((member) => (
                <MemberRow key={member.id} member={member} />
              ))}
            </ul>
            <LoadMoreButton query={members} />
          </>
        )}
      </div>
    </section>
  )
}

function MemberRow({ member }: { member: StaffMember }) {
  return (
    <li>
      <Link
        to={`/admin/members/${member.id}`}
        className="flex items-center gap-3 rounded-card border border-line bg-surface p-4 transition-colors hover:bg-sunken"
      >
        <div className="flex min-w-0 grow flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-bold break-words">{member.display_name}</span>
            {member.handle ? <span className="text-fg-muted">@{member.handle}</span> : null}
            <StaffBadge role={member.role} />
          </span>
          <span className="text-sm break-all text-fg-muted">{member.email}</span>
          <span className="text-sm text-fg-muted">Joined {formatTimestampDate(member.created_at)}</span>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
      </Link>
    </li>
  )
}
