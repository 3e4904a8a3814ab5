import { useEffect, useEffectEvent, useState } from 'react'
import { connectLiveStream, type LiveStreamStatus, type LiveTopic } from './live-stream.ts'

export interface UseLiveStreamOptions {
  /** Called for every change the server announces; the caller refreshes what shows that topic. */
  onChange: (topic: LiveTopic) => void
  /** The server refused the stream as signed out: the caller re-checks the session. */
  onSignedOut?: () => void
}

/**
 * One live stream for as long as the calling component is mounted (the signed-in shell), so one
 * per tab. Polling stays on beside it: when the stream is down, the app still refreshes on its
 * own schedule.
 */
export function useLiveStream({ onChange, onSignedOut }: UseLiveStreamOptions): LiveStreamStatus {
  const [status, setStatus] = useState<LiveStreamStatus>('connecting')
  const changed = useEffectEvent(onChange)
  const signedOut = useEffectEvent(() => onSignedOut?.())
  useEffect(
    () =>
      connectLiveStream({
        onChange: (topic) => changed(topic),
        onStatus: setStatus,
        onSignedOut: () => signedOut(),
      }),
    [],
  )
  return status
}
