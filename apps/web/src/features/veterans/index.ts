/** What other features may use of veterans: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { commentsQueryKey } from './api/get-comments.ts'
export { veteransQueryKey, storiesQueryKey } from './api/get-stories.ts'
export { verificationQueryKey } from './api/get-verification.ts'
