import { pushEndpoints } from '@petfolk/contract/push'
import type { AppDeps } from '../../app-env.ts'
import { endpointRouter, ok, reply } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import { endpointProblem, isP256PublicKey } from './endpoint.ts'
import { deletePushSubscription, hasPushSubscription, savePushSubscription } from './store.ts'

const USER_AGENT_MAX = 300

/** A device's Web Push subscription, addressed by its push service address (see pushEndpoints). */
export function pushRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  const production = config.env === 'production'
  return endpointRouter(deps)
    .on(pushEndpoints.publicKey, (_input, c) => {
      c.header('Cache-Control', 'no-cache')
      return ok({ publicKey: config.vapid.publicKey })
    })
    .on(pushEndpoints.subscribe, async ({ user, body }, c) => {
      const problem = endpointProblem(body.endpoint, { production })
      if (problem) throw new ApiError(400, problem)
      if (!isP256PublicKey(body.keys.p256dh)) throw new ApiError(400, 'The device key is not a P-256 public key.')
      const userAgent = c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null
      const { endpoint, keys } = body
      const { created } = await savePushSubscription(db, user.id, { endpoint, ...keys }, userAgent, clock.now())
      return reply(created ? 201 : 200, { subscribed: true })
    })
    .on(pushEndpoints.current, async ({ user, query }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok({ subscribed: await hasPushSubscription(db, user.id, query.endpoint) })
    })
    .on(pushEndpoints.unsubscribe, async ({ user, query }) => {
      if (!(await deletePushSubscription(db, user.id, query.endpoint))) throw notFound('This device has no alerts turned on for you.')
      return ok({ subscribed: false })
    })
}
