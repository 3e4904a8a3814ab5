/** What other features may use of veterans: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { commentsQueryKey, veteransQueryKey, storiesQueryKey, verificationQueryKey } from './query-keys.ts'
