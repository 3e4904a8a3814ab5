import { Hono } from 'hono'
import type { EndpointSpec } from '@petfolk/contract/endpoint'
import type { AppDeps, AppEnv } from './app-env.ts'
import { authRoutes } from './auth/routes.ts'
import { pinRoutes } from './auth/pin-routes.ts'
import { loadSession, pageSessionState, requireSession } from './auth/session-middleware.ts'
import { appointmentRoutes } from './features/appointments/routes.ts'
import { boardRoutes } from './features/boards/routes.ts'
import { careTipRoutes, showcaseRoutes } from './features/care/routes.ts'
import { giftProductRoutes, giftRecipientRoutes, giftTransactionRoutes } from './features/gifts/routes.ts'
import { healthRecordRoutes } from './features/health-records/routes.ts'
import { customMerchandiseOrderRoutes, merchandiseCategoryRoutes, merchandiseOrderRoutes, merchandiseProductRoutes } from './features/merchandise/routes.ts'
import { photographerRoutes } from './features/photographers/routes.ts'
import { settingsRoutes } from './features/settings/routes.ts'
import { partnerAnnouncementRoutes, vendorFeatureRoutes } from './features/vendors/routes.ts'
import { veteranRoutes } from './features/veterans/routes.ts'
import { dashboardRoutes } from './features/dashboard/routes.ts'
import { businessRoutes, userLocationRoutes } from './features/directory/routes.ts'
import { eventRoutes } from './features/events/routes.ts'
import { alertPreferenceRoutes, lostPetRoutes } from './features/lost-pets/routes.ts'
import { mediaBackupRoutes, sharedMediaRoutes } from './features/media/routes.ts'
import { memberRoutes } from './features/members/routes.ts'
import { messageRoutes } from './features/messages/routes.ts'
import { notificationRoutes } from './features/notifications/routes.ts'
import { medicalRecordRoutes } from './features/medical-records/routes.ts'
import { petRoutes } from './features/pets/routes.ts'
import { previewRoutes } from './features/preview/routes.ts'
import { pushRoutes } from './features/push/routes.ts'
import { uploadFiles, uploadRoutes } from './features/uploads/routes.ts'
import { veterinarianRoutes } from './features/veterinarians/routes.ts'
import { ApiError, createErrorHandler } from './http/errors.ts'
import { jsonEtags } from './http/etag.ts'
import { HEALTH_HEADERS, HEALTH_PATH, checkHealth, pingThrough } from './http/health.ts'
import { mount, recordEndpoints } from './http/endpoint-router.ts'
import { openApiRoutes } from './http/openapi-route.ts'
import { requestLog } from './http/request-log.ts'
import { runSteps } from './http/request-steps.ts'
import { jsonBodyLimit, originGuard, securityHeaders } from './http/security.ts'
import { spaRoutes } from './http/spa.ts'

/** The whole HTTP application: /api/* for the API, every other path for the web app. */
export interface AppOptions {
  /** Set the security headers in Hono; false when the Node server sets them itself (server.ts). */
  securityHeaders?: boolean
}

export function createApp(deps: AppDeps, { securityHeaders: withSecurityHeaders = true }: AppOptions = {}): Hono<AppEnv> {
  const onError = createErrorHandler(deps.logger)
  const app = new Hono<AppEnv>()
  app.onError(onError)
  // Not even entered when its lines would be dropped (LOG_LEVEL above info).
  if (deps.logger.isLevelEnabled('info')) app.use('*', requestLog(deps.logger))
  if (withSecurityHeaders) app.use('*', securityHeaders(deps.config.appUrl))

  // Liveness: it checks the database and nothing else, so it skips the API's CSRF, session,
  // rate-limit and ETag middleware. The running server answers it before Hono (http/health.ts).
  const ping = pingThrough(deps.db)
  app.get(HEALTH_PATH, async (c) => {
    const { status, body } = await checkHealth(ping, deps.logger)
    return c.body(body, status, HEALTH_HEADERS)
  })

  const api = new Hono<AppEnv>()
  api.onError(onError)
  api.use('*', originGuard(new URL(deps.config.appUrl).origin))
  const jsonLimit = jsonBodyLimit()
  // Uploads and media backups carry files and set their own, larger limits.
  api.use('*', (c, next) => (c.req.path === '/api/uploads' || c.req.path === '/api/media-backups' ? next() : jsonLimit(c, next)))
  // Every request: one middleware layer, not four (http/request-steps.ts).
  api.use('*', runSteps(loadSession(deps), requireSession(), jsonEtags()))

  api.route('/', authRoutes(deps))
  api.route('/pin', pinRoutes(deps))
  api.route('/demo', previewRoutes(deps))
  api.route('/pets/:petId/medical-records', medicalRecordRoutes(deps))
  const endpoints: EndpointSpec[] = [
    ...mount(api, '/api/openapi.json', openApiRoutes(deps, () => endpoints)),
    ...mount(api, '/api/pets', petRoutes(deps)),
    ...mount(api, '/api/businesses', businessRoutes(deps)),
    ...mount(api, '/api/user-location', userLocationRoutes(deps)),
    ...mount(api, '/api/lost-pets', lostPetRoutes(deps)),
    ...mount(api, '/api/user-alert-preferences', alertPreferenceRoutes(deps)),
    ...mount(api, '/api/gift-products', giftProductRoutes(deps)),
    ...mount(api, '/api/gift-transactions', giftTransactionRoutes(deps)),
    ...mount(api, '/api/gift-recipients', giftRecipientRoutes(deps)),
    ...mount(api, '/api/vendor-features', vendorFeatureRoutes(deps)),
    ...mount(api, '/api/partner-announcements', partnerAnnouncementRoutes(deps)),
    ...mount(api, '/api/pet-care-tips', careTipRoutes(deps)),
    ...mount(api, '/api/daily-pet-showcase', showcaseRoutes(deps)),
    ...mount(api, '/api/pet-photographers', photographerRoutes(deps)),
    ...mount(api, '/api/merchandise-categories', merchandiseCategoryRoutes(deps)),
    ...mount(api, '/api/merchandise-products', merchandiseProductRoutes(deps)),
    ...mount(api, '/api/custom-merchandise-orders', customMerchandiseOrderRoutes(deps)),
    ...mount(api, '/api/merchandise-orders', merchandiseOrderRoutes(deps)),
  ]
  api.route('/veterinarians', veterinarianRoutes(deps))
  api.route('/', appointmentRoutes(deps))
  api.route('/uploads', uploadRoutes(deps))
  api.route('/media-backups', mediaBackupRoutes(deps))
  api.route('/', sharedMediaRoutes(deps))
  api.route('/dashboard', dashboardRoutes(deps))
  api.route('/', boardRoutes(deps))
  api.route('/messages', messageRoutes(deps))
  api.route('/', memberRoutes(deps))
  api.route('/notifications', notificationRoutes(deps))
  api.route('/events', eventRoutes(deps))
  api.route('/push', pushRoutes(deps))
  api.route('/', veteranRoutes(deps))
  api.route('/', settingsRoutes(deps))
  api.route('/', healthRecordRoutes(deps))
  api.all('*', () => {
    throw new ApiError(404, 'There is no such API route.')
  })

  app.route('/api', api)
  recordEndpoints(app, endpoints)
  // Media backups live under UPLOAD_DIR/private and reach only their owner, through /api/media-backups.
  app.all('/uploads/private/*', (c) => c.json({ error: 'That file was not found.' }, 404))
  app.route('/uploads', uploadFiles(deps.config.uploadDir))
  app.route('/', spaRoutes(deps.config.webDistDir, { sessionState: pageSessionState(deps), signInProvider: deps.signIn.kind }))
  app.notFound((c) => c.json({ error: 'Not found.' }, 404))
  return app
}
