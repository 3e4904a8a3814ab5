import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { OFFLINE_TITLE, OfflineNotice, OfflineStart } from './offline-notice.tsx'

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')))
}

describe('offline notices', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the band only while the browser is offline, saying what needs a connection', () => {
    render(<OfflineNotice />)
    expect(screen.queryByRole('status')).toBeNull()
    goOnline(false)
    const band = screen.getByRole('status')
    expect(band.textContent).toContain(OFFLINE_TITLE)
    expect(band.textContent).toContain('lost-pet alerts need a connection')
    goOnline(true)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('asks again by itself when the network comes back, and on Try Again', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const onRetry = vi.fn()
    render(<OfflineStart onRetry={onRetry} retrying={false} />)
    expect(screen.getByRole('heading', { name: OFFLINE_TITLE })).toBeTruthy()
    expect(onRetry).not.toHaveBeenCalled()
    goOnline(true)
    expect(onRetry).toHaveBeenCalledTimes(1)
    act(() => screen.getByRole('button', { name: 'Try Again' }).click())
    expect(onRetry).toHaveBeenCalledTimes(2)
  })
})
