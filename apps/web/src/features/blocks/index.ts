/** What other features may use of blocks: the Block button, the collapsed content and the Settings card. */
export { BlockMemberButton } from './block-member-button.tsx'
export { BlockedContent } from './blocked-content.tsx'
export { BlockedMembersCard } from './blocked-members-card.tsx'
export { blocksQueryKey } from './query-keys.ts'
