import { Trash2 } from 'lucide-react'
import { Button } from '../../ui/button.tsx'

interface SelectionBarProps {
  allShownSelected: boolean
  /** True when the filters show nothing, so there is nothing to select. */
  noneShown: boolean
  selectedCount: number
  onSelectAllShown: (on: boolean) => void
  onDeleteSelected: () => void
}

/** Select all the items shown, how many are selected, and Delete Selected. */
export function SelectionBar({ allShownSelected, noneShown, selectedCount, onSelectAllShown, onDeleteSelected }: SelectionBarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          checked={allShownSelected}
          disabled={noneShown}
          onChange={(event) => onSelectAllShown(event.target.checked)}
          className="size-5 accent-brand"
        />
        Select all shown
      </label>
      <div className="flex items-center gap-3">
        <span className="text-fg-muted tabular-nums" aria-live="polite">
          {selectedCount} selected
        </span>
        <Button variant="danger" disabled={selectedCount === 0} onClick={onDeleteSelected}>
          <Trash2 aria-hidden="true" className="size-5" />
          Delete Selected
        </Button>
      </div>
    </div>
  )
}
