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
import { alertPreferenceRoutes } from './features/lost-found/alerts/routes.ts'
import { lostPetRoutes } from './features/lost-found/reports/routes.ts'
import { foundPetRoutes, publicFoundPetRoutes } from './features/lost-found/found/routes.ts'
import { reportPageHead } from './features/lost-found/shared/page-head.ts'
import { publicLostPetRoutes, publicStatsRoutes, sightingRoutes } from './features/lost-found/sightings/routes.ts'
import { publicRelayRoutes, relayRoutes } from './features/lost-found/relay/routes.ts'
import { challengeRoutes } from './features/lost-found/shared/proof-of-work.ts'
import { blockRoutes } from './features/blocks/routes.ts'
import { lostAndFoundMapRoutes, mapSettingsRoutes } from './features/lost-found/map/routes.ts'
import { petMatchRoutes, reportMatchRoutes } from './features/lost-found/matching/routes.ts'
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
import { recordEndpoints, registerRoutes } from './http/endpoint-router.ts'
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
  // Every feature's routes, each registered at its descriptor's method and path in @petfolk/contract
  // (registerRoutes orders them literal segments first, so the order here is free).
  const endpoints: EndpointSpec[] = registerRoutes(api, prepare, [
    openApiRoutes(deps, () => endpoints),
    // Sign-in, sessions and quick PIN
    signInOptionRoutes(deps),
    oauthRoutes(deps),
    sessionExchangeRoutes(deps),
    sessionStateRoutes(deps),
    logoutRoutes(deps),
    currentUserRoutes(deps),
    handleRoutes(deps),
    displayNameRoutes(deps),
    accountSessionRoutes(deps),
    accountRoutes(deps),
    pinRoutes(deps),
    previewRoutes(deps),
    // Pets and their care
    medicalRecordRoutes(deps),
    healthRecordRoutes(deps),
    petShareLinkRoutes(deps),
    petRoutes(deps),
    shareLinkRoutes(deps),
    sharedHealthRecordRoutes(deps),
    veterinarianRoutes(deps),
    appointmentRoutes(deps),
    appointmentCalendarRoutes(deps),
    uploadRoutes(deps),
    mediaBackupRoutes(deps),
    sharedMediaRoutes(deps),
    dashboardRoutes(deps),
    // Community
    boardRoutes(deps),
    boardPostRoutes(deps),
    boardReplyRoutes(deps),
    messageRoutes(deps),
    memberRoutes(deps),
    blockRoutes(deps),
    businessRoutes(deps),
    userLocationRoutes(deps),
    lostAndFoundMapRoutes(deps),
    lostPetRoutes(deps),
    sightingRoutes(deps),
    relayRoutes(deps),
    reportMatchRoutes(deps),
    publicLostPetRoutes(deps),
    publicRelayRoutes(deps),
    foundPetRoutes(deps),
    publicFoundPetRoutes(deps),
    publicStatsRoutes(deps),
    challengeRoutes(deps),
    mapSettingsRoutes(deps),
    petMatchRoutes(deps),
    alertPreferenceRoutes(deps),
    notificationRoutes(deps),
    eventRoutes(deps),
    pushRoutes(deps),
    giftProductRoutes(deps),
    giftTransactionRoutes(deps),
    giftRecipientRoutes(deps),
    vendorFeatureRoutes(deps),
    partnerAnnouncementRoutes(deps),
    careTipRoutes(deps),
    showcaseRoutes(deps),
    photographerRoutes(deps),
    veteranStoryRoutes(deps),
    veteranVerificationRoutes(deps),
    idmeRoutes(deps),
    merchandiseCategoryRoutes(deps),
    merchandiseProductRoutes(deps),
    customMerchandiseOrderRoutes(deps),
    merchandiseOrderRoutes(deps),
    paymentWebhookRoutes(deps),
    // Settings
    privacyPolicyRoutes(deps),
    settingsRoutes(deps),
    emergencyContactRoutes(deps),
    exportRoutes(deps),
    // The staff area (moderators and admins)
    catalogAdminRoutes(deps),
    staffRoutes(deps),
    staffOrderRoutes(deps),
    reportStaffRoutes(deps),
    reportRoutes(deps),
    reviewRoutes(deps),
  ])
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

