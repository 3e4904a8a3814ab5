/** What other features may use of boards: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { boardPostsQueryKey, boardStatesQueryKey, boardsQueryKey, repliesQueryKey } from './query-keys.ts'
