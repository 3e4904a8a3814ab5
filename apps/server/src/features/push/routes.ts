import { Hono } from 'hono'
import { pushEndpointQuerySchema, pushSubscriptionSchema, type PushDeviceStatus } from '@petfolk/contract/push'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { ApiError } from '../../http/errors.ts'
import { readJson, readQuery } from '../../http/validate.ts'
import { endpointProblem, isP256PublicKey } from './endpoint.ts'
import { deletePushSubscription, hasPushSubscription, savePushSubscription } from './store.ts'

const USER_AGENT_MAX = 300

/**
 * Mounted at /api/push. A device turns alerts on by posting the subscription its browser made
 * with our public key; it is addressed by its endpoint afterwards (in the query string: a DELETE
 * body has no defined meaning in HTTP and the web app's client sends none).
 */
export function pushRoutes({ db, clock, config }: AppDeps) {
  const app = new Hono<AppEnv>()
  const production = config.env === 'production'

  app.get('/public-key', (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.json({ publicKey: config.vapid.publicKey })
  })

  app.post('/subscriptions', async (c) => {
    const user = currentUser(c)
    const subscription = await readJson(c, pushSubscriptionSchema)
    const problem = endpointProblem(subscription.endpoint, { production })
    if (problem) throw new ApiError(400, problem)
    if (!isP256PublicKey(subscription.keys.p256dh)) throw new ApiError(400, 'The device key is not a P-256 public key.')
    const userAgent = c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null
    const { endpoint, keys } = subscription
    const { created } = await savePushSubscription(db, user.id, { endpoint, ...keys }, userAgent, clock.now())
    return c.json({ subscribed: true } satisfies PushDeviceStatus, created ? 201 : 200)
  })

  app.get('/subscriptions/current', async (c) => {
    const { endpoint } = readQuery(c, pushEndpointQuerySchema)
    c.header('Cache-Control', 'no-store')
    return c.json({ subscribed: await hasPushSubscription(db, currentUser(c).id, endpoint) } satisfies PushDeviceStatus)
  })

  app.delete('/subscriptions', async (c) => {
    const { endpoint } = readQuery(c, pushEndpointQuerySchema)
    if (!(await deletePushSubscription(db, currentUser(c).id, endpoint))) {
      throw new ApiError(404, 'This device has no alerts turned on for you.')
    }
    return c.json({ subscribed: false } satisfies PushDeviceStatus)
  })

  return app
}
