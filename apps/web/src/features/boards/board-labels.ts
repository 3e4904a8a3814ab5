/** "1 member", "12 members". */
export function memberCount(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`
}

/** "1 reply", "3 replies". */
export function replyCount(count: number): string {
  return `${count} ${count === 1 ? 'reply' : 'replies'}`
}
