import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { Toaster } from 'sonner'
import { AuthProvider } from '../../auth/auth-provider.tsx'
import { createTestQueryClient } from '../../test/render.tsx'

/** Renders a page under its route pattern (so useParams works) at a concrete address, for tests. */
export function renderAt(pattern: string, address: string, page: ReactElement) {
  const router = createMemoryRouter([{ path: pattern, element: page }], { initialEntries: [address] })
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthProvider>
        <Toaster />
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  )
  return { router, user: userEvent.setup() }
}
