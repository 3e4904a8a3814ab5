import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { FakeEventSource } from './fake-event-source.ts'
import { MAX_RETRY_MS } from './live-stream.ts'
import { useLiveStream } from './use-live-stream.ts'

function setup() {
  const onChange = vi.fn()
  const onSignedOut = vi.fn()
  const hook = renderHook(() => useLiveStream({ onChange, onSignedOut }))
  return { onChange, onSignedOut, ...hook }
}

describe('useLiveStream', () => {
  beforeEach(() => {
    FakeEventSource.instances = []
    vi.stubGlobal('EventSource', FakeEventSource)
  })

  it('opens one stream, reports each announced change, and closes the stream when unmounted', () => {
    const { result, onChange, unmount } = setup()
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual(['/api/events'])
    expect(result.current).toBe('connecting')
    const stream = FakeEventSource.latest()
    act(() => stream.emit('ready', '0-0'))
    expect(result.current).toBe('open')
    act(() => stream.emit('notifications', '4-0'))
    act(() => stream.emit('messages', '4-9'))
    act(() => stream.emit('something-new', '4-9'))
    expect(onChange.mock.calls).toEqual([['notifications'], ['messages']])
    unmount()
    expect(stream.readyState).toBe(FakeEventSource.CLOSED)
    expect(FakeEventSource.instances).toHaveLength(1)
  })

  it('leaves a dropped stream to the browser’s own reconnect (which sends Last-Event-ID)', () => {
    const { result } = setup()
    const stream = FakeEventSource.latest()
    act(() => stream.emit('ready', '1-1'))
    act(() => stream.fail(FakeEventSource.CONNECTING))
    expect(result.current).toBe('down')
    act(() => stream.emit('ready', '1-1'))
    expect(result.current).toBe('open')
    expect(FakeEventSource.instances).toHaveLength(1)
  })

  it('stops for good when the server says the session is gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetchSpy = mockFetch({ 'GET /api/events/status': () => json({ error: 'Please sign in to continue.' }, 401) })
    const { result, onSignedOut } = setup()
    act(() => FakeEventSource.latest().fail(FakeEventSource.CLOSED))
    await waitFor(() => expect(result.current).toBe('signed-out'))
    expect(onSignedOut).toHaveBeenCalledOnce()
    await act(() => vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 2))
    expect(FakeEventSource.instances).toHaveLength(1)
    expect(fetchSpy).toHaveBeenCalledOnce()
  })

  it('tries again with growing, jittered waits when the stream is refused for another reason, resuming from the last id', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.spyOn(Math, 'random').mockReturnValue(1)
    let status = 503
    mockFetch({ 'GET /api/events/status': () => json({ error: 'The server is restarting.' }, status) })
    const { result, onSignedOut } = setup()
    act(() => FakeEventSource.latest().emit('ready', '7-3'))
    act(() => FakeEventSource.latest().fail(FakeEventSource.CLOSED))
    await waitFor(() => expect(result.current).toBe('down'))

    // First wait: 2 s (at most; Math.random is pinned to its top).
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(FakeEventSource.instances).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(FakeEventSource.instances).toHaveLength(2)
    expect(FakeEventSource.latest().url).toBe('/api/events?last_event_id=7-3')

    // Refused again (e.g. a proxy's 502): the next wait is twice as long.
    status = 502
    act(() => FakeEventSource.latest().fail(FakeEventSource.CLOSED))
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(FakeEventSource.instances).toHaveLength(2)
    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(FakeEventSource.instances).toHaveLength(3)

    act(() => FakeEventSource.latest().emit('ready', '8-3'))
    expect(result.current).toBe('open')
    expect(onSignedOut).not.toHaveBeenCalled()
  })

  it('leaves browsers without EventSource to polling', () => {
    vi.stubGlobal('EventSource', undefined)
    const { result } = setup()
    expect(result.current).toBe('unsupported')
  })
})
