import { useEffect, useState } from 'react'

/**
 * An object URL for a Blob while the component shows it, revoked when the Blob changes or the
 * component goes. Null until the URL exists (one commit later) and when there is no Blob.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [entry, setEntry] = useState<{ blob: Blob; url: string } | null>(null)
  useEffect(() => {
    if (!blob) return
    const url = URL.createObjectURL(blob)
    // The URL is an outside resource tied to this effect's lifetime (revoked below), so it is made here, not in render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntry({ blob, url })
    return () => URL.revokeObjectURL(url)
  }, [blob])
  return blob && entry?.blob === blob ? entry.url : null
}
