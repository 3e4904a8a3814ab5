import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PagedListResult } from '../lib/use-paged-list.ts'
import { LoadMoreButton } from './load-more-button.tsx'

type Query = Pick<PagedListResult<unknown>, 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'>

/** A list of two pages whose second one arrives when `release` is called. */
function TwoPages({ onRelease }: { onRelease: (release: () => void) => void }) {
  const [state, setState] = useState({ hasNextPage: true, isFetchingNextPage: false })
  const query: Query = {
    ...state,
    isFetchNextPageError: false,
    error: null,
    fetchNextPage: () => {
      setState({ hasNextPage: true, isFetchingNextPage: true })
      onRelease(() => setState({ hasNextPage: false, isFetchingNextPage: false }))
      return new Promise<never>(() => undefined)
    },
  }
  return (
    <>
      <p>Rows</p>
      <LoadMoreButton query={query} />
      <a href="#after">After the list</a>
    </>
  )
}

describe('LoadMoreButton', () => {
  it('says Loading... while busy without losing focus, ignores clicks then, and goes at the end keeping focus in place', async () => {
    const user = userEvent.setup()
    let release: (() => void) | undefined
    let calls = 0
    render(
      <TwoPages
        onRelease={(r) => {
          calls += 1
          release = r
        }}
      />,
    )
    const button = screen.getByRole('button', { name: 'Load more' })
    await user.click(button)
    expect(button.textContent).toBe('Loading...')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(button)
    await user.click(button)
    expect(calls).toBe(1)
    expect(screen.queryByRole('status')).toBeNull()

    act(() => release?.())
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).toBeNull()
    // Focus stays where the button was: the next Tab reaches what follows the list.
    expect(document.activeElement).not.toBe(document.body)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'After the list' }))
  })

  it('renders nothing to press without a next page, and reports a failed page next to the button', () => {
    const base = { isFetchingNextPage: false, fetchNextPage: () => new Promise<never>(() => undefined) }
    const { rerender } = render(<LoadMoreButton query={{ ...base, hasNextPage: false, isFetchNextPageError: false, error: null }} />)
    expect(screen.queryByRole('button')).toBeNull()
    rerender(<LoadMoreButton query={{ ...base, hasNextPage: true, isFetchNextPageError: true, error: new Error('boom') }} />)
    expect(screen.getByRole('alert').textContent).toBe('An error occurred')
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy()
  })
})
