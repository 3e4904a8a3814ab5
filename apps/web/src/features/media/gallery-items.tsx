import type { ReactNode } from 'react'
import { ImageOff, SearchX } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import type { useGalleryItems } from './api/gallery.ts'
import type { GalleryView } from './media-card.tsx'
import type { StoredMedia } from './media-gallery.ts'
import { NO_MATCHES_TITLE, NO_MEDIA_TITLE } from './media-texts.ts'

export const MEDIA_SKELETON_COUNT = 6

interface GalleryItemsProps {
  gallery: ReturnType<typeof useGalleryItems>
  /** The items the filters let through. */
  shown: StoredMedia[]
  view: GalleryView
  renderCard: (item: StoredMedia) => ReactNode
  onClearFilters: () => void
}

/** The gallery as a grid or a list, or what stands in for it: loading, a read error, empty, or no match. */
export function GalleryItems({ gallery, shown, view, renderCard, onClearFilters }: GalleryItemsProps) {
  const items = gallery.data ?? []
  return (
    <section aria-label="Gallery" aria-busy={gallery.isPending}>
      {gallery.isPending ? (
        <SkeletonCards count={MEDIA_SKELETON_COUNT} cardClassName="h-72" />
      ) : gallery.isError ? (
        <LoadError
          variant="card"
          error={gallery.error}
          message="The gallery on this device could not be read. This browser may not allow storing media here."
          onRetry={() => void gallery.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ImageOff}
          title={NO_MEDIA_TITLE}
          headingLevel={2}
          hint="Take a photo, record a video or upload one. Your gallery stays on this device unless you back it up."
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={NO_MATCHES_TITLE}
          headingLevel={2}
          hint="Try another search, type or pet."
          action={
            <Button variant="secondary" onClick={onClearFilters}>
              Clear Filters
            </Button>
          }
        />
      ) : (
        <ul className={view === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-3'}>
          {shown.map((item) => (
            <li key={item.id}>{renderCard(item)}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
