import type { RouteObject } from 'react-router'
import { loadSharedHealthRecordPage } from '../features/health-records/routes.ts'
import { loadLandingPage } from '../features/landing/routes.ts'
import { loadConfirmEmailPage, loadPublicFoundPage, loadPublicReportPage, loadVisitorThreadPage } from '../features/lost-found/routes.ts'
import { loadPreviewPage } from '../features/preview/routes.ts'

/** The pages anyone may open, signed in or not; they render outside the shell. */
export const publicRoutes: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await loadLandingPage()).LandingPage }) },
  { path: '/signin', lazy: async () => ({ Component: (await import('../auth/sign-in-page.tsx')).SignInPage }) },
  { path: '/auth/callback', lazy: async () => ({ Component: (await import('../auth/auth-callback-page.tsx')).AuthCallbackPage }) },
  { path: '/preview', lazy: async () => ({ Component: (await loadPreviewPage()).PreviewPage }) },
  // A lost pet's report for anyone with its link: flyers' QR codes, alerts and shares lead here.
  { path: '/lost/:id', lazy: async () => ({ Component: (await loadPublicReportPage()).PublicReportPage }) },
  // A visitor's conversation with a report's owner: the secret in the address is the permission.
  { path: '/lost/:id/messages/:token', lazy: async () => ({ Component: (await loadVisitorThreadPage()).VisitorThreadPage }) },
  // The link e-mailed to a visitor: confirms their address, so the owner's replies may be e-mailed there.
  { path: '/lost/:id/confirm/:token', lazy: async () => ({ Component: (await loadConfirmEmailPage()).ConfirmEmailPage }) },
  // A found or loose pet's report for anyone with its link.
  { path: '/found/:id', lazy: async () => ({ Component: (await loadPublicFoundPage()).PublicFoundPage }) },
  // A vet opens this without an account; the token in the address is the permission.
  { path: '/shared/health-records/:token', lazy: async () => ({ Component: (await loadSharedHealthRecordPage()).SharedHealthRecordPage }) },
]
