import { ROLE_LABELS, type AuditEntry, type Role } from '@petfolk/contract/staff'

/** "@handle", or the name for a member without one. */
export function memberLabel(member: { display_name: string; handle: string | null }): string {
  return member.handle ? `@${member.handle}` : member.display_name
}

/** How the audit log names each action; other staff features add theirs here. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'role.change': 'Role changes',
}

/** How the audit log names each kind of target. */
export const AUDIT_TARGET_LABELS: Readonly<Record<string, string>> = {
  member: 'Members',
}

function roleName(value: unknown): string | null {
  return typeof value === 'string' && value in ROLE_LABELS ? ROLE_LABELS[value as Role].toLowerCase() : null
}

/** What happened, in a sentence after the actor's name: "made @bea a moderator (was member)". */
export function describeAuditAction(entry: Pick<AuditEntry, 'action' | 'target_label' | 'details' | 'target_kind'>): string {
  if (entry.action === 'role.change') {
    const to = roleName(entry.details.to)
    const from = roleName(entry.details.from)
    if (to) return `made ${entry.target_label} ${to === 'admin' ? 'an admin' : to === 'moderator' ? 'a moderator' : 'a member'}${from ? ` (was ${from})` : ''}`
  }
  return `${entry.action} · ${entry.target_label}`
}

/** The label of an action or kind for the filters: its own name, or the raw one for actions added later. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? value
}
