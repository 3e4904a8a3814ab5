import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { signInOptionsSchema, type SignInOptions } from '@petfolk/contract/auth'
import { createQueryClient } from '../lib/query-client.ts'
import { AuthProvider } from './auth-provider.tsx'
import { SignInContent } from './sign-in-content.tsx'
import { currentUserQueryKey } from './api/get-current-user.ts'
import { signInOptionsQueryKey } from './api/get-sign-in-options.ts'

/*
 * The prerendered sign-in page (signin.html, docs/decisions/017): the same tree is rendered to
 * HTML at build time, once per sign-in provider, and hydrated in the browser by signin-main.tsx.
 */

/** Where the page carries the provider it was rendered for, so hydration starts from the same data. */
export const SIGN_IN_OPTIONS_ELEMENT_ID = 'sign-in-options'

/** A JSON island for the page's head: data, not script, with `<` escaped. */
export function signInOptionsIsland(options: SignInOptions): string {
  const json = JSON.stringify(options).replace(/</g, '\\u003c')
  return `<script id="${SIGN_IN_OPTIONS_ELEMENT_ID}" type="application/json">${json}</script>`
}

/** The provider the page was rendered for, or null when it carries none (then the query asks the API). */
export function readSignInOptionsFromPage(): SignInOptions | null {
  try {
    const parsed = signInOptionsSchema.safeParse(JSON.parse(document.getElementById(SIGN_IN_OPTIONS_ELEMENT_ID)?.textContent || 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The query cache the page starts with, the same at build time and in the browser. The server sends
 * this page only to visitors (a signed-in request is redirected to the dashboard), so nobody is
 * signed in yet.
 */
export function signInQueryClient(options: SignInOptions | null): QueryClient {
  const queryClient = createQueryClient()
  queryClient.setQueryData(currentUserQueryKey, null)
  if (options) queryClient.setQueryData(signInOptionsQueryKey, options)
  return queryClient
}

export function StandaloneSignIn({ queryClient, onSignedIn }: { queryClient: QueryClient; onSignedIn: () => unknown }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SignInContent onSignedIn={onSignedIn} />
      </AuthProvider>
    </QueryClientProvider>
  )
}
