import { Hono } from 'hono'
import type { EndpointSpec } from '@petfolk/contract/endpoint'
import type { AppDeps, AppEnv } from './app-env.ts'
import {
  accountSessionRoutes,
  currentUserRoutes,
  logoutRoutes,
  oauthRoutes,
  sessionExchangeRoutes,
  sessionStateRoutes,
  signInOptionRoutes,
} from './auth/routes.ts'
import { pinRoutes } from './auth/pin-routes.ts'
import { loadSession, pageSessionState } from './auth/session-middleware.ts'
import { appointmentCalendarRoutes, appointmentRoutes } from './features/appointments/routes.ts'
import { boardPostRoutes, boardReplyRoutes, boardRoutes } from './features/boards/routes.ts'
import { careTipRoutes, showcaseRoutes } from './features/care/routes.ts'
import { dashboardRoutes } from './features/dashboard/routes.ts'
import { businessRoutes, userLocationRoutes } from './features/directory/routes.ts'
import { eventRoutes } from './features/events/routes.ts'
import { giftProductRoutes, giftRecipientRoutes, giftTransactionRoutes } from './features/gifts/routes.ts'
import { healthRecordRoutes, petShareLinkRoutes, sharedHealthRecordRoutes, shareLinkRoutes } from './features/health-records/routes.ts'
import { alertPreferenceRoutes, lostPetRoutes } from './features/lost-pets/routes.ts'
import { foundPetRoutes, publicFoundPetRoutes } from './features/lost-pets/found-routes.ts'
import { reportPageHead } from './features/lost-pets/page-head.ts'
import { publicLostPetRoutes, publicStatsRoutes } from './features/lost-pets/sightings-routes.ts'
import { lostAndFoundMapRoutes, mapSettingsRoutes } from './features/map/routes.ts'
import { petMatchRoutes } from './features/lost-pets/matching/routes.ts'
import { mediaBackupRoutes, sharedMediaRoutes } from './features/media/routes.ts'
import { medicalRecordRoutes } from './features/medical-records/routes.ts'
import { handleRoutes, memberRoutes } from './features/members/routes.ts'
import { customMerchandiseOrderRoutes, merchandiseCategoryRoutes, merchandiseOrderRoutes, merchandiseProductRoutes } from './features/merchandise/routes.ts'
import { messageRoutes } from './features/messages/routes.ts'
import { notificationRoutes } from './features/notifications/routes.ts'
import { petRoutes } from './features/pets/routes.ts'
import { photographerRoutes } from './features/photographers/routes.ts'
import { previewRoutes } from './features/preview/routes.ts'
import { pushRoutes } from './features/push/routes.ts'
import { accountRoutes, emergencyContactRoutes, exportRoutes, privacyPolicyRoutes, settingsRoutes } from './features/settings/routes.ts'
import { uploadFiles, uploadRoutes } from './features/uploads/routes.ts'
import { partnerAnnouncementRoutes, vendorFeatureRoutes } from './features/vendors/routes.ts'
import { idmeRoutes, veteranStoryRoutes, veteranVerificationRoutes } from './features/veterans/routes.ts'
import { veterinarianRoutes } from './features/veterinarians/routes.ts'
import { mount, recordEndpoints } from './http/endpoint-router.ts'
import { createErrorHandler, notFound } from './http/errors.ts'
import { jsonEtags } from './http/etag.ts'
import { HEALTH_HEADERS, HEALTH_PATH, checkHealth, pingThrough } from './http/health.ts'
import { openApiRoutes } from './http/openapi-route.ts'
import { requestLog } from './http/request-log.ts'
import { runSteps } from './http/request-steps.ts'
import { originGuard, securityHeaders } from './http/security.ts'
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
  if (withSecurityHeaders) app.use('*', securityHeaders(deps.config))

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
  // Every request: one middleware layer (http/request-steps.ts). Access, rate rules and body
  // limits belong to each route, from its descriptor (http/endpoint-router.ts).
  api.use('*', runSteps(loadSession(deps), jsonEtags()))

  // The URL map: one router per prefix, each registered from its descriptors in @petfolk/contract.
  const endpoints: EndpointSpec[] = [
    ...mount(api, '/api/openapi.json', openApiRoutes(deps, () => endpoints)),
    // Sign-in, sessions and quick PIN
    ...mount(api, '/api/auth', signInOptionRoutes(deps)),
    ...mount(api, '/api/oauth', oauthRoutes(deps)),
    ...mount(api, '/api/sessions', sessionExchangeRoutes(deps)),
    ...mount(api, '/api/session', sessionStateRoutes(deps)),
    ...mount(api, '/api/logout', logoutRoutes(deps)),
    ...mount(api, '/api/users/me', currentUserRoutes(deps)),
    ...mount(api, '/api/users/me/handle', handleRoutes(deps)),
    ...mount(api, '/api/account/sessions', accountSessionRoutes(deps)),
    ...mount(api, '/api/account', accountRoutes(deps)),
    ...mount(api, '/api/pin', pinRoutes(deps)),
    ...mount(api, '/api/demo', previewRoutes(deps)),
    // Pets and their care
    ...mount(api, '/api/pets/:petId/medical-records', medicalRecordRoutes(deps)),
    ...mount(api, '/api/pets/:id/health-record', healthRecordRoutes(deps)),
    ...mount(api, '/api/pets/:id/share-links', petShareLinkRoutes(deps)),
    ...mount(api, '/api/pets', petRoutes(deps)),
    ...mount(api, '/api/share-links', shareLinkRoutes(deps)),
    ...mount(api, '/api/shared/health-records', sharedHealthRecordRoutes(deps)),
    ...mount(api, '/api/veterinarians', veterinarianRoutes(deps)),
    ...mount(api, '/api/appointments', appointmentRoutes(deps)),
    ...mount(api, '/api/appointments.ics', appointmentCalendarRoutes(deps)),
    ...mount(api, '/api/uploads', uploadRoutes(deps)),
    ...mount(api, '/api/media-backups', mediaBackupRoutes(deps)),
    ...mount(api, '/api/shared/media', sharedMediaRoutes(deps)),
    ...mount(api, '/api/dashboard', dashboardRoutes(deps)),
    // Community
    ...mount(api, '/api/message-boards', boardRoutes(deps)),
    ...mount(api, '/api/board-messages', boardPostRoutes(deps)),
    ...mount(api, '/api/messages/:id/replies', boardReplyRoutes(deps)),
    ...mount(api, '/api/messages', messageRoutes(deps)),
    ...mount(api, '/api/members', memberRoutes(deps)),
    ...mount(api, '/api/businesses', businessRoutes(deps)),
    ...mount(api, '/api/user-location', userLocationRoutes(deps)),
    ...mount(api, '/api/lost-pets/map', lostAndFoundMapRoutes(deps)),
    ...mount(api, '/api/lost-pets', lostPetRoutes(deps)),
    ...mount(api, '/api/public/lost-pets', publicLostPetRoutes(deps)),
    ...mount(api, '/api/found-pets', foundPetRoutes(deps)),
    ...mount(api, '/api/public/found-pets', publicFoundPetRoutes(deps)),
    ...mount(api, '/api/public/stats', publicStatsRoutes(deps)),
    ...mount(api, '/api/public/map-settings', mapSettingsRoutes(deps)),
    ...mount(api, '/api/pet-matches', petMatchRoutes(deps)),
    ...mount(api, '/api/user-alert-preferences', alertPreferenceRoutes(deps)),
    ...mount(api, '/api/notifications', notificationRoutes(deps)),
    ...mount(api, '/api/events', eventRoutes(deps)),
    ...mount(api, '/api/push', pushRoutes(deps)),
    ...mount(api, '/api/gift-products', giftProductRoutes(deps)),
    ...mount(api, '/api/gift-transactions', giftTransactionRoutes(deps)),
    ...mount(api, '/api/gift-recipients', giftRecipientRoutes(deps)),
    ...mount(api, '/api/vendor-features', vendorFeatureRoutes(deps)),
    ...mount(api, '/api/partner-announcements', partnerAnnouncementRoutes(deps)),
    ...mount(api, '/api/pet-care-tips', careTipRoutes(deps)),
    ...mount(api, '/api/daily-pet-showcase', showcaseRoutes(deps)),
    ...mount(api, '/api/pet-photographers', photographerRoutes(deps)),
    ...mount(api, '/api/veteran-service-dog-stories', veteranStoryRoutes(deps)),
    ...mount(api, '/api/veteran-verification', veteranVerificationRoutes(deps)),
    ...mount(api, '/api/idme', idmeRoutes(deps)),
    ...mount(api, '/api/merchandise-categories', merchandiseCategoryRoutes(deps)),
    ...mount(api, '/api/merchandise-products', merchandiseProductRoutes(deps)),
    ...mount(api, '/api/custom-merchandise-orders', customMerchandiseOrderRoutes(deps)),
    ...mount(api, '/api/merchandise-orders', merchandiseOrderRoutes(deps)),
    // Settings
    ...mount(api, '/api/privacy-policy', privacyPolicyRoutes(deps)),
    ...mount(api, '/api/settings', settingsRoutes(deps)),
    ...mount(api, '/api/emergency-contacts', emergencyContactRoutes(deps)),
    ...mount(api, '/api/export', exportRoutes(deps)),
  ]
  api.all('*', () => {
    throw notFound('There is no such API route.')
  })

  app.route('/api', api)
  recordEndpoints(app, endpoints)
  // Media backups live under private/ in the file store and reach only their owner, through /api/media-backups.
  app.all('/uploads/private/*', () => {
    throw notFound('That file was not found.')
  })
  app.route('/uploads', uploadFiles(deps.files))
  app.route('/', spaRoutes(deps.config.webDistDir, { sessionState: pageSessionState(deps), signInProvider: deps.signIn.kind, pageHead: reportPageHead(deps) }))
  app.notFound((c) => onError(notFound('Not found.'), c))
  return app
}
