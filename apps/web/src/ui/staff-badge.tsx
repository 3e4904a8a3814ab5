import { ROLE_LABELS, type Role } from '@petfolk/contract/roles'
import { Badge } from './badge.tsx'

/**
 * "Moderator" or "Admin" beside a staff member's name or handle, wherever members see each other;
 * nothing for a plain member (unless `showMember`, as the staff area's own pages ask).
 */
export function StaffBadge({ role, showMember = false, className }: { role: Role | null | undefined; showMember?: boolean; className?: string }) {
  if (!role || (role === 'member' && !showMember)) return null
  return (
    <Badge tone={role === 'admin' ? 'brand' : role === 'moderator' ? 'info' : 'neutral'} className={className}>
      {ROLE_LABELS[role]}
    </Badge>
  )
}
