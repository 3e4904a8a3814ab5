import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Toaster } from 'sonner'
import { ApiError } from './lib/api.ts'
import { applySavedTheme, useTheme } from './lib/theme.ts'
import { AuthProvider } from './auth/auth-provider.tsx'
import { primeCurrentUserFromPage } from './auth/api/get-current-user.ts'
import { createRouter } from './router.tsx'
import './index.css'

applySavedTheme()

const MAX_QUERY_RETRIES = 2

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer will not change by asking again; network blips and 5xx might.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status < 500) && failureCount < MAX_QUERY_RETRIES,
    },
  },
})

primeCurrentUserFromPage(queryClient)
const router = createRouter()

function ThemedToaster() {
  const theme = useTheme()
  // Plain toasts: sonner's rich colours fail AA contrast; the icon and text say success or failure.
  return <Toaster theme={theme} position="top-center" closeButton />
}

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <ThemedToaster />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
)
