import { createContext, useContext } from 'react'
import type { User } from '@petfolk/contract/users'

export interface AuthContextValue {
  /** The signed-in user; null until loaded, when signed out, and after logout. */
  user: User | null
  /** True from start until the first user fetch settles (success or failure). */
  isPending: boolean
  /** True during any user fetch. */
  isFetching: boolean
  /** Reloads the user; concurrent calls share one request. */
  refetch: () => Promise<User | null>
  /** Clears the local user first, then ends the session on the server. */
  logout: () => Promise<void>
  /** Exchanges the provider's code in the URL for a session (once per page load), then reloads the user. */
  exchangeCodeForSessionToken: () => Promise<void>
  /** Sends the browser to the identity provider; resolves false when the address could not be fetched. */
  redirectToLogin: () => Promise<boolean>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used within a AuthProvider')
  return value
}
