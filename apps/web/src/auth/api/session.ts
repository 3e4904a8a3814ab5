import { authEndpoints, type SessionExchange } from '@petfolk/contract/auth'
import { api, ApiError } from '../../lib/api.ts'

export const MISSING_CODE_MESSAGE = 'Cannot exchange code for session token: no code provided in the URL search params.'

function statusText(error: unknown): string {
  return error instanceof ApiError ? String(error.status) : 'unknown'
}

/** Asks the server where to sign in and sends the browser there. Resolves false (and logs) when that fails. */
export async function redirectToLogin(): Promise<boolean> {
  try {
    const { redirectUrl } = await api.call(authEndpoints.redirectUrl)
    window.location.assign(redirectUrl)
    return true
  } catch (error) {
    console.error(`Failed to get login redirect URL: API responded with HTTP status ${statusText(error)}`, error)
    return false
  }
}

async function postSessionExchange(search: string): Promise<void> {
  const params = new URLSearchParams(search)
  const providerError = params.get('error')
  if (providerError) throw new Error(params.get('error_description') || providerError)

  const code = params.get('code')
  if (!code) throw new Error(MISSING_CODE_MESSAGE)

  const payload: SessionExchange = { code, state: params.get('state') ?? '' }
  const iss = params.get('iss')
  if (iss) payload.iss = iss

  try {
    await api.call(authEndpoints.exchange, { body: payload })
  } catch (error) {
    const logText = `Failed to exchange code for session token: API responded with HTTP status ${statusText(error)}`
    console.error(logText, error)
    throw new Error(error instanceof ApiError && error.serverMessage ? error.serverMessage : logText, { cause: error })
  }
}

// A sign-in code is single-use, so the exchange must run once per page load even when React runs
// effects twice (StrictMode) or several components ask for it; everyone shares this promise.
let exchange: { search: string; promise: Promise<void> } | null = null

/** Trades the provider's code in the URL for a session cookie, once per page load. */
export function exchangeCodeForSession(search: string = window.location.search): Promise<void> {
  if (exchange?.search !== search) exchange = { search, promise: postSessionExchange(search) }
  return exchange.promise
}

/**
 * Ends the session on the server. Failures are logged only: the local user is already cleared.
 * POST: the server's GET ends a session only for a script's fetch, so no picture or link can.
 */
export async function logoutOnServer(): Promise<void> {
  try {
    await api.call(authEndpoints.logout)
  } catch (error) {
    console.error('Failed to logout', error)
  }
}
