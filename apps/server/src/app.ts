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
import { challengeRoutes } from './features/lost-pets/proof-of-work.ts'
import { blockRoutes } from './features/blocks/routes.ts'
import { lostAndFoundMapRoutes, mapSettingsRoutes } from './features/map/routes.ts'
import { petMatchRoutes } from './features/lost-pets/matching/routes.ts'
import { mediaBackupRoutes, sharedMediaRoutes } from './features/media/routes.ts'
import { medicalRecordRoutes } from './features/medical-records/routes.ts'
import { displayNameRoutes, handleRoutes, memberRoutes } from './features/members/routes.ts'
import { customMerchandiseOrderRoutes, merchandiseCategoryRoutes, merchandiseOrderRoutes, merchandiseProductRoutes } from './features/merchandise/routes.ts'
import { paymentWebhookRoutes, staffOrderRoutes } from './features/merchandise/routes.ts'
import { messageRoutes } from './features/messages/routes.ts'
import { notificationRoutes } from './features/notifications/routes.ts'
import { petRoutes } from './features/pets/routes.ts'
import { photographerRoutes } from './features/photographers/routes.ts'
import { previewRoutes } from './features/preview/routes.ts'
import { pushRoutes } from './features/push/routes.ts'
import { accountRoutes, emergencyContactRoutes, exportRoutes, privacyPolicyRoutes, settingsRoutes } from './features/settings/routes.ts'
import { staffRoutes } from './features/staff/routes.ts'
import { catalogAdminRoutes } from './features/catalog/admin-routes.ts'
import { reportRoutes, reportStaffRoutes } from './features/reports/routes.ts'
import { reviewRoutes } from './features/review/routes.ts'
import { uploadFiles, uploadRoutes } from './features/uploads/routes.ts'
import { partnerAnnouncementRoutes, vendorFeatureRoutes } from './features/vendors/routes.ts'
import { idmeRoutes, veteranStoryRoutes, veteranVerificationRoutes } from './features/veterans/routes.ts'
import { veterinarianRoutes } from './features/veterinarians/routes.ts'
import { apiMounter, recordEndpoints } from './http/endpoint-router.ts'
import { createErrorHandler, notFound } from './http/errors.ts'
import { revalidateGets } from './http/etag.ts'
import { HEALTH_HEADERS, HEALTH_PATH, checkHealth, pingThrough } from './http/health.ts'
import { openApiRoutes } from './http/openapi-route.ts'
import { inOrder } from './http/request-steps.ts'
import { sameOriginWrites } from './http/security.ts'
import { spaRoutes } from './http/spa.ts'
import { METRICS_PATH } from './metrics/metrics-http.ts'

/** The whole HTTP application: /api/* for the API, every other path for the web app. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const onError = createErrorHandler(deps.logger)
  // Two apps, so that an API request matches its route and nothing else (the pages' catch-all
  // routes would otherwise match every /api path too): one handler, which Hono calls without
  // composing a middleware chain (docs/decisions/038). The API app is the one returned; its fetch
  // hands every other path to the pages.
  const api = new Hono<AppEnv>()
  const pages = new Hono<AppEnv>()
  // The security headers are set by the Node listener every request goes through (http/node-listener.ts).
  for (const app of [api, pages]) app.onError(onError)

  // Liveness: it checks the database and nothing else, so it skips the API's CSRF, session,
  // rate-limit and ETag steps. The running server answers it before Hono (http/health.ts).
  const ping = pingThrough(deps.db)
  api.get(HEALTH_PATH, async (c) => {
    const { status, body } = await checkHealth(ping, deps.logger)
    return c.body(body, status, HEALTH_HEADERS)
  })

  // What every API request goes through before its route's own checks (access, rate rule, body
  // limit and input, from its descriptor in http/endpoint-router.ts).
  const sameOrigin = sameOriginWrites(new URL(deps.config.appUrl).origin)
  const prepare = inOrder(sameOrigin, loadSession(deps), revalidateGets())
  const mount = apiMounter(api, prepare)

  // The URL map: one router per prefix, each registered from its descriptors in @petfolk/contract.
  const endpoints: EndpointSpec[] = [
    ...mount('/api/openapi.json', openApiRoutes(deps, () => endpoints)),
    // Sign-in, sessions and quick PIN
    ...mount('/api/auth', signInOptionRoutes(deps)),
    ...mount('/api/oauth', oauthRoutes(deps)),
    ...mount('/api/sessions', sessionExchangeRoutes(deps)),
    ...mount('/api/session', sessionStateRoutes(deps)),
    ...mount('/api/logout', logoutRoutes(deps)),
    ...mount('/api/users/me', currentUserRoutes(deps)),
    ...mount('/api/users/me/handle', handleRoutes(deps)),
    ...mount('/api/users/me/display-name', displayNameRoutes(deps)),
    ...mount('/api/account/sessions', accountSessionRoutes(deps)),
    ...mount('/api/account', accountRoutes(deps)),
    ...mount('/api/pin', pinRoutes(deps)),
    ...mount('/api/demo', previewRoutes(deps)),
    // Pets and their care
    ...mount('/api/pets/:petId/medical-records', medicalRecordRoutes(deps)),
    ...mount('/api/pets/:id/health-record', healthRecordRoutes(deps)),
    ...mount('/api/pets/:id/share-links', petShareLinkRoutes(deps)),
    ...mount('/api/pets', petRoutes(deps)),
    ...mount('/api/share-links', shareLinkRoutes(deps)),
    ...mount('/api/shared/health-records', sharedHealthRecordRoutes(deps)),
    ...mount('/api/veterinarians', veterinarianRoutes(deps)),
    ...mount('/api/appointments', appointmentRoutes(deps)),
    ...mount('/api/appointments.ics', appointmentCalendarRoutes(deps)),
    ...mount('/api/uploads', uploadRoutes(deps)),
    ...mount('/api/media-backups', mediaBackupRoutes(deps)),
    ...mount('/api/shared/media', sharedMediaRoutes(deps)),
    ...mount('/api/dashboard', dashboardRoutes(deps)),
    // Community
    ...mount('/api/message-boards', boardRoutes(deps)),
    ...mount('/api/board-messages', boardPostRoutes(deps)),
    ...mount('/api/messages/:id/replies', boardReplyRoutes(deps)),
    ...mount('/api/messages', messageRoutes(deps)),
    ...mount('/api/members', memberRoutes(deps)),
    ...mount('/api/blocks', blockRoutes(deps)),
    ...mount('/api/businesses', businessRoutes(deps)),
    ...mount('/api/user-location', userLocationRoutes(deps)),
    ...mount('/api/lost-pets/map', lostAndFoundMapRoutes(deps)),
    ...mount('/api/lost-pets', lostPetRoutes(deps)),
    ...mount('/api/public/lost-pets', publicLostPetRoutes(deps)),
    ...mount('/api/found-pets', foundPetRoutes(deps)),
    ...mount('/api/public/found-pets', publicFoundPetRoutes(deps)),
    ...mount('/api/public/stats', publicStatsRoutes(deps)),
    ...mount('/api/public/challenge', challengeRoutes(deps)),
    ...mount('/api/public/map-settings', mapSettingsRoutes(deps)),
    ...mount('/api/pet-matches', petMatchRoutes(deps)),
    ...mount('/api/user-alert-preferences', alertPreferenceRoutes(deps)),
    ...mount('/api/notifications', notificationRoutes(deps)),
    ...mount('/api/events', eventRoutes(deps)),
    ...mount('/api/push', pushRoutes(deps)),
    ...mount('/api/gift-products', giftProductRoutes(deps)),
    ...mount('/api/gift-transactions', giftTransactionRoutes(deps)),
    ...mount('/api/gift-recipients', giftRecipientRoutes(deps)),
    ...mount('/api/vendor-features', vendorFeatureRoutes(deps)),
    ...mount('/api/partner-announcements', partnerAnnouncementRoutes(deps)),
    ...mount('/api/pet-care-tips', careTipRoutes(deps)),
    ...mount('/api/daily-pet-showcase', showcaseRoutes(deps)),
    ...mount('/api/pet-photographers', photographerRoutes(deps)),
    ...mount('/api/veteran-service-dog-stories', veteranStoryRoutes(deps)),
    ...mount('/api/veteran-verification', veteranVerificationRoutes(deps)),
    ...mount('/api/idme', idmeRoutes(deps)),
    ...mount('/api/merchandise-categories', merchandiseCategoryRoutes(deps)),
    ...mount('/api/merchandise-products', merchandiseProductRoutes(deps)),
    ...mount('/api/custom-merchandise-orders', customMerchandiseOrderRoutes(deps)),
    ...mount('/api/merchandise-orders', merchandiseOrderRoutes(deps)),
    ...mount('/api/payments', paymentWebhookRoutes(deps)),
    // Settings
    ...mount('/api/privacy-policy', privacyPolicyRoutes(deps)),
    ...mount('/api/settings', settingsRoutes(deps)),
    ...mount('/api/emergency-contacts', emergencyContactRoutes(deps)),
    ...mount('/api/export', exportRoutes(deps)),
    // The staff area (moderators and admins)
    ...mount('/api/admin/catalog', catalogAdminRoutes(deps)),
    ...mount('/api/admin', staffRoutes(deps)),
    ...mount('/api/admin/orders', staffOrderRoutes(deps)),
    ...mount('/api/admin', reportStaffRoutes(deps)),
    ...mount('/api/reports', reportRoutes(deps)),
    ...mount('/api/admin/reviews', reviewRoutes(deps)),
  ]
  api.notFound((c) => {
    // A cross-site write is refused as on any API path, before saying the path names nothing.
    sameOrigin(c)
    return onError(notFound('There is no such API route.'), c)
  })
  recordEndpoints(api, endpoints)

  // Media backups live under private/ in the file store and reach only their owner, through /api/media-backups.
  pages.all('/uploads/private/*', () => {
    throw notFound('That file was not found.')
  })
  pages.route('/uploads', uploadFiles(deps.files))
  // The running server answers /metrics itself when it is configured to (server.ts); otherwise the
  // path names nothing, and the web app's HTML must not stand in for it.
  pages.all(METRICS_PATH, () => {
    throw notFound('Not found.')
  })
  pages.route('/', spaRoutes(deps.config.webDistDir, { sessionState: pageSessionState(deps), signInProvider: deps.signIn.kind, pageHead: reportPageHead(deps) }))
  pages.notFound((c) => onError(notFound('Not found.'), c))

  const answerApi = api.fetch
  api.fetch = (request, ...rest) => (isApiPath(api.getPath(request)) ? answerApi(request, ...rest) : pages.fetch(request, ...rest))
  return api
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/')
}

