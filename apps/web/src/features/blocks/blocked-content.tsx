import { useState, type ReactNode } from 'react'
import { Button } from '../../ui/button.tsx'
import { useBlockedIds } from './api/blocks.ts'

interface BlockedContentProps {
  /** The author's member id; null (demo content) is never blocked. */
  authorId: number | null
  /** "Post" or "Reply". */
  kind?: 'Post' | 'Reply'
  children: ReactNode
}

/** What a blocked member wrote, collapsed for the blocker behind a Show control. */
export function BlockedContent({ authorId, kind = 'Post', children }: BlockedContentProps) {
  const blocked = useBlockedIds()
  const [shown, setShown] = useState(false)
  if (authorId === null || !blocked.has(authorId) || shown) return <>{children}</>
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-dashed border-line p-3 text-fg-muted">
      <span>{kind} from a member you blocked</span>
      <Button variant="ghost" size="sm" onClick={() => setShown(true)}>
        Show
      </Button>
    </div>
  )
}
