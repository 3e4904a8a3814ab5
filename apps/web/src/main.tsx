import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toaster } from 'sonner'
import { createQueryClient } from './lib/query-client.ts'
import { applySavedTheme, useTheme } from './lib/theme.ts'
import { AuthProvider } from './auth/auth-provider.tsx'
import { primeCurrentUserFromPage } from './auth/api/get-current-user.ts'
import { createRouter } from './router.tsx'
import './index.css'

applySavedTheme()

const queryClient = createQueryClient()

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
