import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { AuthProvider } from '../auth/auth-provider.tsx'

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

/**
 * Renders UI inside the app's providers and a memory router at `path`; other paths render their
 * name. `route` is the route's pattern when it has parameters (`/members/:handle`).
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', route = path, strictMode = false }: { path?: string; route?: string; strictMode?: boolean } = {},
) {
  const queryClient = createTestQueryClient()
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: '*', Component: LocationProbe },
    ],
    { initialEntries: [path] },
  )
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  )
  return { router, queryClient, ...render(<RouterProvider router={router} />, { wrapper, reactStrictMode: strictMode }) }
}

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>
}
