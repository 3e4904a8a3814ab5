import { describe, expect, it } from 'vitest'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { useAuth } from './auth-context.ts'
import { AuthProvider } from './auth-provider.tsx'
import { currentUserQueryKey, primeCurrentUserFromPage } from './api/get-current-user.ts'
import { createTestQueryClient } from '../test/render.tsx'
import { json, mockFetch } from '../test/fetch-mock.ts'
import { testMember } from '../test/members.ts'

const user = testMember({ id: 7, name: 'Sam Reyes', email: 'sam@example.com', googleSub: 'sub-7', since: '2025-01-01T00:00:00.000Z' })

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  )
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within a AuthProvider')
  })

  it('is pending until the first user fetch settles, then holds the user', async () => {
    mockFetch({ 'GET /api/session': () => json({ user: user }) })
    const { result } = renderHook(() => useAuth(), { wrapper })
    expect(result.current.isPending).toBe(true)
    expect(result.current.user).toBeNull()
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.user?.email).toBe('sam@example.com')
  })

  it('clears pending and leaves the user unset when the fetch fails', async () => {
    mockFetch({ 'GET /api/session': () => json({ user: null }) })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.user).toBeNull()
  })

  it('starts from the session the server wrote into the page, without asking the API, and reads it once', async () => {
    const fetchSpy = mockFetch({ 'GET /api/session': () => json({ user: null }) })
    const island = document.createElement('script')
    island.id = 'session-state'
    island.type = 'application/json'
    island.textContent = JSON.stringify({ user })
    document.head.append(island)
    const queryClient = createTestQueryClient()
    primeCurrentUserFromPage(queryClient)
    expect(document.getElementById('session-state')).toBeNull()

    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={queryClient}>
          <AuthProvider>{children}</AuthProvider>
        </QueryClientProvider>
      ),
    })
    expect(result.current.isPending).toBe(false)
    expect(result.current.user?.email).toBe('sam@example.com')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('asks the API when the page carries no readable session', async () => {
    for (const text of [null, '{broken', JSON.stringify({ user: { id: 'not a user' } })]) {
      document.getElementById('session-state')?.remove()
      if (text !== null) {
        const island = document.createElement('script')
        island.id = 'session-state'
        island.type = 'application/json'
        island.textContent = text
        document.head.append(island)
      }
      const queryClient = createTestQueryClient()
      primeCurrentUserFromPage(queryClient)
      expect(queryClient.getQueryData(currentUserQueryKey)).toBeUndefined()
    }
  })

  it('shares one in-flight request between concurrent refetches', async () => {
    const fetchSpy = mockFetch({ 'GET /api/session': () => json({ user: user }) })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.isPending).toBe(false))
    fetchSpy.mockClear()
    await Promise.all([result.current.refetch(), result.current.refetch(), result.current.refetch()])
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('clears the local user before calling the server on logout', async () => {
    const queryClient = createTestQueryClient()
    let cachedUserWhenServerCalled: unknown = 'not called'
    mockFetch({
      'GET /api/session': () => json({ user: user }),
      'POST /api/logout': () => {
        cachedUserWhenServerCalled = queryClient.getQueryData(currentUserQueryKey)
        return json({ ok: true })
      },
    })
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={queryClient}>
          <AuthProvider>{children}</AuthProvider>
        </QueryClientProvider>
      ),
    })
    await waitFor(() => expect(result.current.user).not.toBeNull())
    await result.current.logout()
    expect(cachedUserWhenServerCalled).toBeNull()
    await waitFor(() => expect(result.current.user).toBeNull())
  })
})
