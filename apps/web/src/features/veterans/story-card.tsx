import { Heart, MessageCircle } from 'lucide-react'
import type { VeteranStory } from '@petfolk/contract/veterans'
import { cx } from '../../lib/cx.ts'
import { Button } from '../../ui/button.tsx'
import { BranchEmblem, StoryChips } from './story-parts.tsx'
import { storyByline } from './story-display.ts'

export function StoryCard({ story, onOpen }: { story: VeteranStory; onOpen: (story: VeteranStory) => void }) {
  const titleId = `story-${story.id}-title`
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-raised">
      <div className="flex items-start gap-3">
        <BranchEmblem branch={story.service_branch} />
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold">
            {story.story_title}
          </h3>
          <p className="text-fg-muted">{storyByline(story)}</p>
        </div>
      </div>
      <StoryChips story={story} />
      <p className="line-clamp-3">{story.story_content}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <p className="flex items-center gap-4 text-sm text-fg-muted">
          <span className="inline-flex items-center gap-1.5">
            <Heart aria-hidden="true" className={cx('size-4', story.reacted && 'fill-current text-danger-fg')} />
            <span className="tabular">{story.reaction_count}</span>
            <span className="sr-only">{story.reaction_count === 1 ? ' heart' : ' hearts'}</span>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MessageCircle aria-hidden="true" className="size-4" />
            <span className="tabular">{story.comment_count}</span>
            <span className="sr-only">{story.comment_count === 1 ? ' comment' : ' comments'}</span>
          </span>
        </p>
        <Button variant="secondary" size="sm" onClick={() => onOpen(story)}>
          Read Story<span className="sr-only">: {story.story_title}</span>
        </Button>
      </div>
    </li>
  )
}
