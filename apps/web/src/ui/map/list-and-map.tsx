import { useState, type ReactNode } from 'react'
import { List, Map as MapIcon } from 'lucide-react'
import { cx } from '../../lib/cx.ts'
import { useMediaQuery } from '../../lib/use-media-query.ts'

/** Wide enough for the list's two columns and the map side by side (Tailwind's xl). */
export const SIDE_BY_SIDE_QUERY = '(min-width: 80rem)'

export type ListOrMap = 'list' | 'map'

interface ListAndMapProps {
  list: ReactNode
  /** Rendered only while it shows, so a phone that stays on the list never loads the map. */
  map: () => ReactNode
  /** What the toggle's group is called, e.g. "Show lost pets as". */
  toggleLabel: string
}

/**
 * A list and its map: side by side on wide screens, and on narrower ones one at a time with a
 * List / Map toggle. The list comes first and is the default, so it stays the main way to read.
 */
export function ListAndMap({ list, map, toggleLabel }: ListAndMapProps) {
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY)
  const [view, setView] = useState<ListOrMap>('list')
  if (sideBySide) {
    return (
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,26rem)] items-start gap-6">
        <div className="min-w-0">{list}</div>
        <div className="sticky top-24 h-[calc(100dvh-8rem)] max-h-[48rem]">{map()}</div>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={toggleLabel} className="flex self-start rounded-control border border-line bg-sunken p-1">
        {(['list', 'map'] as const).map((option) => {
          const Icon = option === 'list' ? List : MapIcon
          return (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className={cx(
                'flex min-h-10 items-center gap-2 rounded-control px-4 text-sm font-semibold',
                view === option ? 'bg-surface text-fg shadow-raised' : 'text-fg-muted hover:text-fg',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {option === 'list' ? 'List' : 'Map'}
            </button>
          )
        })}
      </div>
      {view === 'list' ? list : <div className="h-[70dvh] min-h-80">{map()}</div>}
    </div>
  )
}
