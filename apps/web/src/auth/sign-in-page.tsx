import { Navigate, useNavigate } from 'react-router'
import { FullPageSpinner } from '../ui/spinner.tsx'
import { useAuth } from './auth-context.ts'
import { SignInContent } from './sign-in-content.tsx'

/**
 * The app's /signin route, reached by in-app navigation (after signing out, or from a page that
 * needs a session). A fresh visit to /signin gets the prerendered page instead (signin.html).
 */
export function SignInPage() {
  const { user, isPending } = useAuth()
  const navigate = useNavigate()
  if (isPending) return <FullPageSpinner />
  if (user) return <Navigate to="/dashboard" replace />
  return <SignInContent onSignedIn={() => navigate('/dashboard', { replace: true })} />
}
