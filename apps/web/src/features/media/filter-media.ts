import type { MediaItem, MediaType } from './media-gallery.ts'

export type TypeFilter = 'all' | MediaType

export const TYPE_FILTERS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All Media' },
  { value: 'photo', label: 'Photos' },
  { value: 'video', label: 'Videos' },
]

export interface MediaFilter {
  /** Matches the title or any tag, ignoring case. */
  query: string
  type: TypeFilter
  /** Only this pet's items; null for every item. */
  petId: number | null
}

export function filterMedia<T extends MediaItem>(items: readonly T[], { query, type, petId }: MediaFilter): T[] {
  const needle = query.trim().toLowerCase()
  return items.filter(
    (item) =>
      (type === 'all' || item.type === type) &&
      (petId === null || item.pet_id === petId) &&
      (!needle || item.title.toLowerCase().includes(needle) || item.tags.some((tag) => tag.toLowerCase().includes(needle))),
  )
}

/** "beach, Summer ,, beach" → ["beach", "Summer"]: trimmed, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>()
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLowerCase()
      if (!tag || seen.has(key)) return false
      seen.add(key)
      return true
    })
}
