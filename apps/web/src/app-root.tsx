import { StrictMode, useEffect } from 'react'
import { flushSync } from 'react-dom'
import { RouterProvider, type DataRouter } from 'react-router'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Toaster } from 'sonner'
import { useTheme } from './lib/theme.ts'
import { AuthProvider } from './auth/auth-provider.tsx'

function ThemedToaster() {
  const theme = useTheme()
  // Plain toasts: sonner's rich colours fail AA contrast; the icon and text say success or failure.
  return <Toaster theme={theme} position="top-center" closeButton />
}

/** Calls `onLive` once, after React has committed the first render (or finished hydrating). */
function WhenLive({ onLive }: { onLive: () => void }) {
  useEffect(() => onLive(), [onLive])
  return null
}

/**
 * The whole app around its router. One component for the browser (main.tsx) and for the
 * signed-in pages prerendered at build time (prerender.tsx): hydration needs the same tree.
 */
export function AppRoot({ queryClient, router, onLive }: { queryClient: QueryClient; router: DataRouter; onLive?: () => void }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {/* What react-router/dom's RouterProvider does, from the one module the routes' hooks read. */}
          <RouterProvider router={router} flushSync={flushSync} />
          <ThemedToaster />
          {onLive ? <WhenLive onLive={onLive} /> : null}
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  )
}
