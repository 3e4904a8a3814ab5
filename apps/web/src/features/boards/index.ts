/** What other features may use of boards: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { boardPostsQueryKey } from './api/get-board-posts.ts'
export { boardStatesQueryKey } from './api/get-board-states.ts'
export { boardsQueryKey } from './api/get-boards.ts'
export { repliesQueryKey } from './api/get-replies.ts'
