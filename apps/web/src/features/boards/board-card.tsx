import { useId } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { ArrowRight, MapPin, Navigation, Users } from 'lucide-react'
import type { Board } from '@petfolk/contract/boards'
import { cx } from '../../lib/cx.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { useBoardsBeingToggled, useToggleBoard } from './api/toggle-board.ts'
import { memberCount } from './board-labels.ts'
import { boardSearch, type BoardLocationState } from './board-params.ts'

export const TOGGLE_FAILED = 'Failed to update the board. Please try again.'

export function BoardCard({ board, showDistance }: { board: Board; showDistance: boolean }) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const toggle = useToggleBoard()
  const toggling = useBoardsBeingToggled().includes(board.id)
  const headingId = useId()
  const switchLabelId = useId()

  const onToggle = () =>
    toggle.mutate({ id: board.id, is_active: !board.is_active }, { onError: () => toast.error(TOGGLE_FAILED) })

  const open = () => {
    const state: BoardLocationState = { board }
    void navigate({ search: boardSearch(params, board.id) }, { state })
  }

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={cx(
          'flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-raised',
          !board.is_active && 'bg-sunken',
        )}
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="text-lg leading-snug font-bold wrap-anywhere">
            {board.name}
          </h2>
          {board.is_active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span>
            {board.city}, {board.state} <span className="tabular">{board.zip_code}</span>
          </span>
          {showDistance && board.distance !== undefined ? (
            <span className="inline-flex items-center gap-1 font-semibold text-brand-fg">
              <Navigation aria-hidden="true" className="size-3.5" />
              <span className="tabular">{board.distance.toFixed(1)}</span> mi away
            </span>
          ) : null}
        </p>
        <p className="line-clamp-3 grow text-fg-muted">{board.description}</p>
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Users aria-hidden="true" className="size-4 text-fg-muted" />
          <span className="tabular">{memberCount(board.member_count)}</span>
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
          {/* Only the board's moderator (its creator) may switch it; the server refuses everyone else. */}
          {board.is_moderator ? (
            <div className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
              <button
                type="button"
                role="switch"
                aria-checked={board.is_active}
                aria-labelledby={`${switchLabelId} ${headingId}`}
                disabled={toggling}
                onClick={onToggle}
                className={cx(
                  'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:opacity-60',
                  board.is_active ? 'bg-brand' : 'bg-line-strong',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'inline-block size-5 rounded-full bg-surface shadow transition-transform',
                    board.is_active ? 'translate-x-5' : 'translate-x-0',
                  )}
                />
              </button>
              <span id={switchLabelId}>Active</span>
            </div>
          ) : null}
          <Button size="sm" disabled={!board.is_active} onClick={open} className="ml-auto">
            View Board
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </article>
    </li>
  )
}
