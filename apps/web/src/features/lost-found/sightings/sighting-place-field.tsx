import { useId, useState } from 'react'
import { MapPin } from 'lucide-react'
import type { Position } from '@petfolk/contract/lost-found/reports'
import { Button } from '../../../ui/button.tsx'
import { PlacePicker } from '../../../ui/map/lazy-maps.tsx'

interface SightingPlaceFieldProps {
  value: Position | null
  onChange: (place: Position | null) => void
  /** Where the map opens: the report's last-seen point. */
  around: Position | null
  error?: string | undefined
}

/** "Mark the place on the map": an optional exact point, besides (or instead of) the ZIP code. */
export function SightingPlaceField({ value, onChange, around, error }: SightingPlaceFieldProps) {
  const [open, setOpen] = useState(value !== null)
  const panel = useId()
  const errorId = useId()
  return (
    <div className="flex flex-col gap-2">
      <Button type="button" variant="secondary" size="sm" className="self-start" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        <MapPin aria-hidden="true" className="size-4" />
        {open ? 'Hide the map' : 'Mark the place on the map'}
      </Button>
      <div id={panel} hidden={!open} aria-describedby={error ? errorId : undefined}>
        {open ? <PlacePicker value={value} onChange={onChange} around={around} label="Map to mark where you saw the pet" /> : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-fg">
          {error}
        </p>
      ) : null}
    </div>
  )
}
