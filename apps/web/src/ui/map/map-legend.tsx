import { MARKER_KIND_LABELS, type MarkerKind } from './markers.ts'

/** Which marker is which: the same shapes and colours as on the map. */
export function MapLegend({ kinds }: { kinds: readonly MarkerKind[] }) {
  if (kinds.length === 0) return null
  return (
    <ul aria-label="Map legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <span className={`pf-marker pf-marker-${kind}`} aria-hidden="true" />
          {MARKER_KIND_LABELS[kind]}
        </li>
      ))}
    </ul>
  )
}
