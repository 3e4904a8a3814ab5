import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { formatCountdown, LockCountdown } from './lock-countdown.tsx'

describe('formatCountdown', () => {
  it('formats whole seconds as m:ss', () => {
    expect(formatCountdown(900)).toBe('15:00')
    expect(formatCountdown(65)).toBe('1:05')
    expect(formatCountdown(9)).toBe('0:09')
    expect(formatCountdown(0)).toBe('0:00')
    expect(formatCountdown(-3)).toBe('0:00')
  })
})

describe('LockCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const shown = () => screen.getByText(/Too many failed attempts\. Try again in/).textContent

  it('ticks once a second and asks for a refresh at zero', () => {
    const onZero = vi.fn()
    render(<LockCountdown seconds={62} onZero={onZero} />)
    expect(shown()).toBe('Too many failed attempts. Try again in 1:02')

    act(() => vi.advanceTimersByTime(999))
    expect(shown()).toBe('Too many failed attempts. Try again in 1:02')
    act(() => vi.advanceTimersByTime(1))
    expect(shown()).toBe('Too many failed attempts. Try again in 1:01')
    act(() => vi.advanceTimersByTime(1000))
    expect(shown()).toBe('Too many failed attempts. Try again in 1:00')
    act(() => vi.advanceTimersByTime(1000))
    expect(shown()).toBe('Too many failed attempts. Try again in 0:59')
    expect(onZero).not.toHaveBeenCalled()

    act(() => vi.advanceTimersByTime(59_000))
    expect(shown()).toBe('Too many failed attempts. Try again in 0:00')
    expect(onZero).toHaveBeenCalledTimes(1)

    act(() => vi.advanceTimersByTime(5000))
    expect(onZero).toHaveBeenCalledTimes(1)
  })

  it('asks for a refresh at once when nothing is left to count', () => {
    const onZero = vi.fn()
    render(<LockCountdown seconds={0} onZero={onZero} />)
    expect(onZero).toHaveBeenCalledTimes(1)
  })
})
