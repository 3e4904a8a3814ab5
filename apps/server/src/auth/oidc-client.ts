import * as oidc from 'openid-client'
import { ApiError } from '../http/errors.ts'
import type { Logger } from '../logger.ts'
import type { IdentityClaims } from './users-store.ts'

/** What must survive between the redirect to the provider and the callback (kept in a signed cookie). */
export interface PendingSignIn {
  state: string
  nonce: string
  verifier: string
  /** When the attempt started (ms since epoch); attempts older than the cookie's life are refused. */
  startedAt: number
}

export interface CallbackParams {
  code: string
  state: string
  iss?: string | undefined
}

/** One OpenID Connect authorization-code flow: where to send the browser, and what came back. */
export interface OidcFlow {
  start(): Promise<{ url: string; pending: PendingSignIn }>
  /** Exchanges the code from the callback; throws ApiError(400) for anything the provider refuses. */
  finish(callback: CallbackParams, pending: PendingSignIn): Promise<Record<string, unknown>>
}

export interface SignInProvider {
  kind: 'google' | 'development'
  start(): Promise<{ url: string; pending: PendingSignIn }>
  finish(callback: CallbackParams, pending: PendingSignIn): Promise<IdentityClaims>
}

export interface OidcFlowOptions {
  issuer: string
  clientId: string
  clientSecret: string
  redirectUri: string
  logger: Logger
  /** Only the development provider is reached over plain http. */
  allowHttp: boolean
  scope: string
  /** Extra authorization parameters, e.g. prompt=login for the development provider. */
  extraParams?: Record<string, string>
  /** How the server reaches the provider; only the development provider, in this same process, sets one. */
  customFetch?: oidc.CustomFetch | undefined
}

export const SIGN_IN_REFUSED = 'The sign-in could not be completed. Please try signing in again.'

/** One OpenID Connect client (authorization code + PKCE + state + nonce), used for every provider. */
export function createOidcFlow(options: OidcFlowOptions): OidcFlow {
  let discovered: Promise<oidc.Configuration> | null = null

  // Discovery is lazy and retried after a failure, so the server starts even when the provider is unreachable.
  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, {
        execute: options.allowHttp ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
        // Kept by the configuration discovery answers with, for the token and key requests too.
        ...(options.customFetch ? { [oidc.customFetch]: options.customFetch } : {}),
      })
      .catch((err: unknown) => {
        discovered = null
        options.logger.error({ err, issuer: options.issuer }, 'OpenID Connect discovery failed')
        throw new ApiError(503, 'Sign-in is unavailable right now. Please try again in a minute.')
      })
    return discovered
  }

  return {
    async start() {
      const config = await configuration()
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        startedAt: Date.now(),
      }
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: options.scope,
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        ...options.extraParams,
      })
      return { url: url.href, pending }
    },
    async finish(callback, pending) {
      const config = await configuration()
      const current = new URL(options.redirectUri)
      current.searchParams.set('code', callback.code)
      current.searchParams.set('state', callback.state)
      if (callback.iss) current.searchParams.set('iss', callback.iss)
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>
      try {
        tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        })
      } catch (err) {
        options.logger.warn({ err: describe(err) }, 'authorization code exchange refused')
        throw new ApiError(400, SIGN_IN_REFUSED)
      }
      const claims = tokens.claims()
      if (!claims) throw new ApiError(400, SIGN_IN_REFUSED)
      return { ...claims }
    },
  }
}

/** Sign-in with Google or the development provider: the flow plus the profile claims the app keeps. */
export function createOidcSignIn(options: Omit<OidcFlowOptions, 'scope' | 'extraParams'> & { kind: SignInProvider['kind'] }): SignInProvider {
  const flow = createOidcFlow({
    ...options,
    scope: 'openid email profile',
    // The development provider always asks, so a developer can switch between test identities.
    extraParams: options.kind === 'development' ? { prompt: 'login' } : {},
  })
  return {
    kind: options.kind,
    start: () => flow.start(),
    async finish(callback, pending) {
      const claims = await flow.finish(callback, pending)
      const email = typeof claims.email === 'string' ? claims.email.trim() : ''
      if (!email) {
        throw new ApiError(400, 'Your account did not share an e-mail address with Petfolk. Please allow e-mail access and try again.')
      }
      return {
        sub: String(claims.sub),
        email,
        name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null,
        picture: typeof claims.picture === 'string' && claims.picture ? claims.picture : null,
      }
    },
  }
}

function describe(err: unknown) {
  return err instanceof Error ? { name: err.name, message: err.message, code: (err as { code?: unknown }).code } : err
}

/** Reads the signed cookie that kept a pending attempt; anything malformed counts as no attempt. */
export function parsePending(raw: string | false | undefined): PendingSignIn | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<PendingSignIn>
    if (
      typeof value.state === 'string' &&
      typeof value.nonce === 'string' &&
      typeof value.verifier === 'string' &&
      typeof value.startedAt === 'number'
    ) {
      return { state: value.state, nonce: value.nonce, verifier: value.verifier, startedAt: value.startedAt }
    }
  } catch {
    // A tampered or foreign cookie counts as no attempt at all.
  }
  return null
}
