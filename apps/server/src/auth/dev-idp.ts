import { createHash, createHmac, generateKeyPairSync, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type Provider from 'oidc-provider'
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider'
import type { CustomFetch } from 'openid-client'
import type { Clock } from '../clock.ts'
import { ConfigError } from '../config.ts'
import type { Db } from '../db/database.ts'
import { escapeHtml } from '../http/html.ts'
import type { Logger } from '../logger.ts'
import { storedSecret } from '../shared-secrets.ts'
import { DevIdpRecords } from './dev-idp-adapter.ts'

export const DEV_IDP_PATH = '/dev-idp'
export const DEV_CLIENT_ID = 'petfolk-dev'
/** Stands in for ID.me: the same provider, asking whether to answer as a verified veteran. */
export const DEV_IDME_CLIENT_ID = 'petfolk-idme-dev'
export const IDME_CALLBACK_PATH = '/api/idme/callback'

/** The subject the development provider gives an e-mail address: the same account whatever its case. */
export function developmentAccountId(email: string): string {
  return `dev-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)}`
}

export interface DevIdpOptions {
  appUrl: string
  secret: string
  db: Db
  clock: Clock
  logger: Logger
  /** Where this process listens (the server's address()), for the app's own requests to the provider. */
  localAddress: () => AddressInfo | string | null
}

export interface DevIdp {
  issuer: string
  clientId: string
  clientSecret: string
  idmeClientId: string
  idmeClientSecret: string
  /** Handles every request whose path starts with /dev-idp. */
  handle(req: IncomingMessage, res: ServerResponse): void
  /**
   * openid-client's customFetch for the app's own calls to this provider (discovery, token, keys):
   * they go to this process's own port, never out through APP_URL and the proxy in front of it.
   */
  fetch: CustomFetch
}

interface DevAccount {
  email: string
  name: string
  veteranStatus?: 'verified' | 'failed' | undefined
  serviceBranch?: string | undefined
}

/** The provider's signing key, kept in server_secrets so every replica signs and verifies with one key. */
const SIGNING_KEY = 'dev_idp_signing_key'
/** The identities typed into the login form, kept beside the provider's own records. */
const ACCOUNT_MODEL = 'DevAccount'
const TTL = { AuthorizationCode: 60, IdToken: 3600, AccessToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 }

const BRANCHES = ['Army', 'Navy', 'Air Force', 'Marines', 'Coast Guard', 'Space Force']

/**
 * The built-in OpenID provider that stands in for Google in development and tests: a real
 * oidc-provider with one client, whose login page accepts any e-mail and display name.
 * Every address it hands out is built from APP_URL, its records and signing key are in the
 * database, so it works on any number of replicas behind a proxy (docs/decisions/046).
 */
export async function createDevIdp(options: DevIdpOptions): Promise<DevIdp> {
  const { appUrl, db, clock } = options
  const issuer = `${appUrl}${DEV_IDP_PATH}`
  const publicUrl = new URL(appUrl)
  const clientSecret = createHmac('sha256', options.secret).update('dev-idp-client').digest('base64url')
  const idmeClientSecret = createHmac('sha256', options.secret).update('dev-idp-idme-client').digest('base64url')
  const records = (model: string) => new DevIdpRecords(db, clock, model)
  const accounts = records(ACCOUNT_MODEL)
  const key = await signingKey(db, clock.now())

  const configuration: Configuration = {
    adapter: records,
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${appUrl}/auth/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
      {
        client_id: DEV_IDME_CLIENT_ID,
        client_secret: idmeClientSecret,
        redirect_uris: [`${appUrl}${IDME_CALLBACK_PATH}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
      military: ['veteran_status', 'service_branch'],
    },
    // Put the profile in the ID token like Google does, so the app needs no userinfo call.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: [createHmac('sha256', options.secret).update('dev-idp-cookies').digest('base64url')] },
    jwks: { keys: [key] },
    interactions: { url: (_ctx, interaction) => interactionUrl(appUrl, interaction.uid) },
    ttl: TTL,
    // A first-party client: consent is implied, so pre-establish the grant instead of asking.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const accountId = ctx.oidc.session?.accountId
      const clientId = ctx.oidc.client?.clientId
      if (!accountId || !clientId) return undefined
      const existing = ctx.oidc.session?.grantIdFor(clientId)
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing)
        if (grant) return grant
      }
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId })
      grant.addOIDCScope(clientId === DEV_IDME_CLIENT_ID ? 'openid email military' : 'openid email profile')
      await grant.save()
      return grant
    },
    async findAccount(_ctx, sub) {
      const account = devAccount(await accounts.find(sub))
      if (!account) return undefined
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: true,
          name: account.name,
          // No remote picture in development: the app draws initials instead.
          picture: null,
          ...(account.veteranStatus ? { veteran_status: account.veteranStatus, service_branch: account.serviceBranch ?? null } : {}),
        }),
      }
    },
    renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = page(
        'Sign-in problem',
        `<h1>Sign-in problem</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="${escapeHtml(appUrl)}/signin">Back to Petfolk</a></p>`,
      )
    },
  }

  // Loaded only when development sign-in is on: a server signing in through Google never needs
  // its 8 MB (decision 054). Named by package, so the bundle keeps it lazy.
  const { default: OidcProvider } = await import('oidc-provider')
  const provider = new OidcProvider(issuer, configuration)
  // oidc-provider builds the addresses it hands out from the request (Koa's protocol and host);
  // trusting X-Forwarded-Proto and -Host lets handle() set them from APP_URL on every request.
  provider.proxy = true
  provider.on('server_error', (_ctx, err) => options.logger.error({ err }, 'dev identity provider error'))
  const providerCallback = provider.callback()

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) return send(res, 400, page('Sign-in problem', '<p>This sign-in link is out of date.</p>'))
    const forVeterans = details.params.client_id === DEV_IDME_CLIENT_ID
    if (req.method === 'GET' && !action) {
      return send(res, 200, loginPage(appUrl, uid, '', '', null, forVeterans))
    }
    if (req.method === 'POST' && action === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
        { mergeWithLastSubmission: false },
      )
    }
    if (req.method === 'POST' && action === 'login') {
      const form = new URLSearchParams(await readBody(req))
      const email = (form.get('email') ?? '').trim()
      const name = (form.get('name') ?? '').trim()
      if (!email || email.length > 254 || name.length > 100) {
        return send(res, 400, loginPage(appUrl, uid, email, name, 'Enter an e-mail address (any value works here).', forVeterans))
      }
      const accountId = developmentAccountId(email)
      const branch = form.get('service_branch') ?? ''
      const account: DevAccount = {
        email,
        // A blank name stays blank: the member gets a neutral name and is asked for one, never their e-mail.
        name,
        ...(forVeterans
          ? { veteranStatus: form.get('veteran_status') === 'verified' ? 'verified' : 'failed', serviceBranch: BRANCHES.includes(branch) ? branch : undefined }
          : {}),
      }
      // As long as the provider's session that names it: the token exchange may come to any replica.
      await accounts.upsert(accountId, { ...account }, TTL.Session)
      await forgetOtherIdentity(details, accountId, records('Session'))
      return provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false })
    }
    return send(res, 405, page('Not allowed', '<p>That action is not available here.</p>'))
  }

  return {
    issuer,
    clientId: DEV_CLIENT_ID,
    clientSecret,
    idmeClientId: DEV_IDME_CLIENT_ID,
    idmeClientSecret,
    handle(req, res) {
      // Whatever scheme and host the request arrived with (a proxy's Host without its port, plain
      // http from the proxy or from this process's own loopback calls), the provider answers as APP_URL.
      req.headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1)
      req.headers['x-forwarded-host'] = publicUrl.host
      const original = req.url ?? '/'
      const match = /^\/dev-idp\/interaction\/([\w-]{1,64})(?:\/(login|abort))?\/?(?:\?.*)?$/.exec(original)
      if (match?.[1]) {
        interaction(req, res, match[1], match[2]).catch((err: unknown) => {
          options.logger.warn({ err }, 'dev sign-in interaction failed')
          if (!res.headersSent) {
            send(res, 400, page('Sign-in problem', '<p>This sign-in attempt has expired. Please start again from Petfolk.</p>'))
          }
        })
        return
      }
      // Mounted below /dev-idp: the provider sees the rest of the path and finds its mount point in originalUrl.
      Object.assign(req, { originalUrl: original, url: original.slice(DEV_IDP_PATH.length) || '/' })
      providerCallback(req, res)
    },
    fetch(url, init) {
      const target = new URL(url)
      if (target.origin !== publicUrl.origin || !isProviderPath(target.pathname)) {
        return Promise.reject(new Error(`the development provider's client reached for ${target.origin}${target.pathname}, outside ${issuer}`))
      }
      return fetch(new URL(`${target.pathname}${target.search}`, ownOrigin(options.localAddress())), init as RequestInit)
    },
  }
}

function isProviderPath(path: string): boolean {
  return path === DEV_IDP_PATH || path.startsWith(`${DEV_IDP_PATH}/`)
}

/** This process's own listening address as an origin; a wildcard address is reached on loopback. */
function ownOrigin(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port')
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

function interactionUrl(appUrl: string, uid: string): string {
  return `${appUrl}${DEV_IDP_PATH}/interaction/${encodeURIComponent(uid)}`
}

/** A stored test identity, read back field by field. */
function devAccount(stored: Record<string, unknown> | undefined): DevAccount | undefined {
  if (!stored || typeof stored.email !== 'string' || typeof stored.name !== 'string') return undefined
  const veteranStatus = stored.veteranStatus === 'verified' || stored.veteranStatus === 'failed' ? stored.veteranStatus : undefined
  return { email: stored.email, name: stored.name, veteranStatus, serviceBranch: typeof stored.serviceBranch === 'string' ? stored.serviceBranch : undefined }
}

/**
 * Signing in as someone else in a browser that still holds the provider's session of another test
 * identity would make oidc-provider end that session through a script-driven form first. The
 * development provider simply forgets the old session, so switching identities is one step.
 */
async function forgetOtherIdentity(details: Awaited<ReturnType<Provider['interactionDetails']>>, accountId: string, sessions: DevIdpRecords) {
  const previous = details.session
  if (!previous?.accountId || previous.accountId === accountId) return
  if (previous.cookie) await sessions.destroy(previous.cookie)
  delete (previous as { uid?: string }).uid
  await details.save(Math.max(1, details.exp - Math.floor(Date.now() / 1000)))
}

/** The one key every replica signs ID tokens with; the first replica to need it makes it (docs/decisions/037). */
async function signingKey(db: Db, now: Date) {
  const stored = await storedSecret(db, SIGNING_KEY, () => JSON.stringify(newSigningKey()), now)
  let key: unknown
  try {
    key = JSON.parse(stored)
  } catch {
    key = null
  }
  const jwk = key as Record<string, unknown> | null
  if (!jwk || jwk.kty !== 'RSA' || typeof jwk.d !== 'string' || typeof jwk.kid !== 'string') {
    throw new ConfigError(
      `Invalid configuration:\n  the database's ${SIGNING_KEY} row (table server_secrets) does not hold an RSA signing key; delete the row and restart to make a new one (development sign-ins under way then start over)`,
    )
  }
  return { ...jwk, use: 'sig', alg: 'RS256' }
}

function newSigningKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID() }
}

const MAX_FORM_BYTES = 16 * 1024

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_FORM_BYTES) {
        reject(new Error('form too large'))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
  })
  res.end(html)
}

function veteranFields(): string {
  return `<fieldset><legend>Veteran status (stands in for ID.me)</legend>
  <label class="choice"><input type="radio" name="veteran_status" value="verified" checked> Verified veteran</label>
  <label class="choice"><input type="radio" name="veteran_status" value="failed"> Not a verified veteran</label>
  <label for="service_branch">Service branch</label>
  <select id="service_branch" name="service_branch">${BRANCHES.map((b) => `<option>${b}</option>`).join('')}</select>
</fieldset>`
}

function loginPage(appUrl: string, uid: string, email: string, name: string, error: string | null, forVeterans = false): string {
  const base = interactionUrl(appUrl, uid)
  return page(
    forVeterans ? 'Development veteran verification' : 'Development sign-in',
    `<h1>${forVeterans ? 'Development veteran verification' : 'Development sign-in'}</h1>
<p class="hint">${
      forVeterans
        ? "This is Petfolk's built-in test identity provider standing in for ID.me while no ID.me client is configured. Choose the answer it should give."
        : "This is Petfolk's built-in test identity provider. It stands in for Google while no Google client is configured. Any e-mail and name are accepted; the same e-mail always signs in as the same person."
    }</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${base}/login">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}" autofocus>
  <label for="name">Display name</label>
  <input id="name" name="name" type="text" autocomplete="name" maxlength="100" value="${escapeHtml(name)}">
  ${forVeterans ? veteranFields() : ''}
  <button type="submit">${forVeterans ? 'Verify' : 'Sign in'}</button>
</form>
<form method="post" action="${base}/abort"><button type="submit" class="secondary">Cancel</button></form>`,
  )
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Petfolk</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f4;color:#1c1917;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:16px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:32px;max-width:420px;width:calc(100% - 32px)}
h1{font-size:1.4rem;margin:0 0 8px;color:#115e59}.hint{color:#57534e;font-size:.9rem}.error{color:#b91c1c}
label{display:block;font-weight:600;margin:16px 0 4px}fieldset{border:1px solid #d6d3d1;border-radius:8px;margin-top:16px}label.choice{font-weight:400;margin:8px 0}label.choice input{width:auto}select{width:100%;padding:10px;border-radius:8px;border:1px solid #a8a29e}input{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #a8a29e;border-radius:8px;font-size:1rem}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:8px;background:#0f766e;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button.secondary{background:transparent;color:#115e59;margin-top:8px}button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`
}
