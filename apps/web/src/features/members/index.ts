/** What other features may use of members: the query keys of profiles. */
export { membersQueryKey, memberProfileQueryKey } from './query-keys.ts'
