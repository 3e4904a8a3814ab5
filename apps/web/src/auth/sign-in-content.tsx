import { lazy, Suspense, useState } from 'react'
import {
  ArrowLeft,
  Bell,
  CalendarDays,
  Camera,
  FlaskConical,
  HeartPulse,
  KeyRound,
  PawPrint,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { Button, buttonClasses } from '../ui/button.tsx'
import { Card } from '../ui/card.tsx'
import { LOGO_CLASSES, LogoMark } from '../ui/logo-mark.tsx'
import { VisitorHeader } from '../ui/visitor-header.tsx'
import { useAuth } from './auth-context.ts'
import { usePinStatus } from './api/get-pin-status.ts'
import { useSignInOptions } from './api/get-sign-in-options.ts'

// Most visitors never open quick login; its dialog (and the dialog library) loads on first use.
const PinLoginDialog = lazy(async () => ({ default: (await import('./pin-login-dialog.tsx')).PinLoginDialog }))

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: PawPrint, title: 'Pet profiles', text: 'Keep every pet’s details, photo and microchip number in one place.' },
  { icon: HeartPulse, title: 'Health records', text: 'Track vaccinations, visits and notes from your veterinarians.' },
  { icon: CalendarDays, title: 'Appointments', text: 'Schedule vet visits and see what is coming up at a glance.' },
  { icon: Bell, title: 'Lost pet alerts', text: 'Report a missing pet and hear about lost pets near you.' },
  { icon: Users, title: 'Community', text: 'Join local boards, find trusted businesses and meet other owners.' },
  { icon: Camera, title: 'Photos and media', text: 'Collect your favourite photos and videos of your pets.' },
]

const TESTIMONIALS = [
  { name: 'Maya R.', pet: 'Biscuit, beagle', quote: 'All of Biscuit’s shots and vet visits in one place. I finally stopped digging through emails.' },
  { name: 'Daniel K.', pet: 'Luna and Sol, cats', quote: 'The quick PIN login is perfect at the vet’s front desk when I need a record fast.' },
  { name: 'Priya S.', pet: 'Pepper, rescue terrier', quote: 'Our neighbourhood board helped us find a groomer Pepper actually likes.' },
]

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
}

/** Starts Google sign-in; the button reads 'Signing in...' until the browser leaves. */
function useStartSignIn() {
  const { redirectToLogin } = useAuth()
  const [busy, setBusy] = useState(false)
  const start = async () => {
    setBusy(true)
    if (!(await redirectToLogin())) setBusy(false)
  }
  return { busy, start }
}

/**
 * The sign-in page's content, without a router: it is prerendered and hydrated on its own
 * (signin.html, docs/decisions/017) as well as shown by the app's /signin route. Its links are
 * plain links; where a verified PIN leads is the caller's to say.
 */
export function SignInContent({ onSignedIn }: { onSignedIn: () => unknown }) {
  const google = useStartSignIn()
  const journey = useStartSignIn()
  const options = useSignInOptions()
  const pinStatus = usePinStatus()
  const [pinDialogOpen, setPinDialogOpen] = useState(false)
  // Stays mounted after the first open, so closing animates and focus returns as usual.
  const [pinDialogUsed, setPinDialogUsed] = useState(false)
  const openPinDialog = () => {
    setPinDialogUsed(true)
    setPinDialogOpen(true)
  }

  const status = pinStatus.data
  const canUsePin = pinStatus.isSuccess && status !== undefined && status.hasPin && !status.locked && !status.disabled

  return (
    <div className="min-h-dvh">
      <title>Sign in · Petfolk</title>
      <VisitorHeader
        label="Sign-in page"
        logo={
          <a href="/" className={LOGO_CLASSES}>
            <LogoMark />
          </a>
        }
      >
        <a href="/preview" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <Sparkles aria-hidden="true" className="size-4" />
          Preview Features
        </a>
        <a href="/" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </a>
      </VisitorHeader>

      <main className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-10 sm:py-14">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_26rem]">
          <section aria-labelledby="features-heading" className="order-2 flex flex-col gap-6 lg:order-1">
            <div className="flex flex-col gap-3">
              <h1 className="text-3xl font-extrabold sm:text-4xl">Welcome to Petfolk</h1>
              <p className="max-w-prose text-lg text-fg-muted">
                Sign in to keep your pets’ profiles, health records and appointments together, and to join a
                community of owners near you.
              </p>
            </div>
            <h2 id="features-heading" className="text-xl font-bold">
              Everything your pets need, in one place
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-3 rounded-card border border-line bg-surface p-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-soft text-brand-fg">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-bold">{title}</h3>
                    <p className="text-sm text-fg-muted">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <Card className="order-1 flex flex-col gap-4 lg:order-2 lg:sticky lg:top-6">
            <h2 className="text-2xl font-bold">Sign in</h2>
            {options.data?.provider === 'development' ? (
              <div className="flex gap-3 rounded-control bg-info-soft p-3 text-info-fg">
                <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <p className="text-sm">
                  <strong>Development sign-in is active:</strong> you will sign in with the built-in test identity
                  provider, no Google account needed.
                </p>
              </div>
            ) : null}
            {canUsePin ? (
              <Button size="lg" onClick={openPinDialog}>
                <KeyRound aria-hidden="true" className="size-5" />
                Quick Login with PIN
              </Button>
            ) : null}
            <Button
              size="lg"
              variant={canUsePin ? 'secondary' : 'primary'}
              loading={google.busy}
              loadingText="Signing in..."
              onClick={() => void google.start()}
            >
              <GoogleMark />
              Continue with Google
            </Button>
            <p className="text-center text-sm text-fg-muted">
              Just looking?{' '}
              <a href="/preview" className="font-semibold text-brand-fg underline underline-offset-2">
                See a preview with sample data
              </a>
            </p>
          </Card>
        </div>

        <section aria-labelledby="testimonials-heading" className="flex flex-col gap-6">
          <h2 id="testimonials-heading" className="text-2xl font-bold">
            Loved by pet parents
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-5">
                  <blockquote className="grow text-fg">“{testimonial.quote}”</blockquote>
                  <figcaption className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-fg"
                    >
                      {initials(testimonial.name)}
                    </span>
                    <span>
                      <span className="block font-bold">{testimonial.name}</span>
                      <span className="block text-sm text-fg-muted">{testimonial.pet}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="journey-heading"
          className="flex flex-col items-center gap-4 rounded-card bg-brand-soft px-6 py-10 text-center"
        >
          <h2 id="journey-heading" className="text-2xl font-bold">
            Ready to give your pets the care they deserve?
          </h2>
          <p className="max-w-prose text-fg-muted">It takes one click to sign in and set up your first pet profile.</p>
          <Button size="lg" loading={journey.busy} loadingText="Signing in..." onClick={() => void journey.start()}>
            Start Your Journey
          </Button>
        </section>
      </main>

      {pinDialogUsed ? (
        <Suspense fallback={null}>
          <PinLoginDialog open={pinDialogOpen} onOpenChange={setPinDialogOpen} onSignedIn={onSignedIn} />
        </Suspense>
      ) : null}
    </div>
  )
}

/** Google's "G" as a flat mark in the button's own colour, so it keeps contrast in both themes. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M21.35 11.1H12v2.98h5.35c-.23 1.4-1.67 4.1-5.35 4.1-3.22 0-5.85-2.67-5.85-5.96S8.78 6.26 12 6.26c1.83 0 3.06.78 3.76 1.45l2.56-2.47C16.68 3.72 14.55 2.8 12 2.8 6.92 2.8 2.8 6.92 2.8 12s4.12 9.2 9.2 9.2c5.31 0 8.83-3.73 8.83-8.99 0-.6-.07-1.07-.15-1.53z" />
    </svg>
  )
}
