import { useEffect, useState } from 'react'
import { ArrowRight, Bell, CalendarDays, Camera, HeartPulse, Images, KeyRound, PawPrint, Users, type LucideIcon } from 'lucide-react'
import { buttonClasses } from '../../ui/button.tsx'
import { LOGO_CLASSES, LogoMark } from '../../ui/logo-mark.tsx'
import { ThemeToggle } from '../../ui/theme-toggle.tsx'
import { HeroCarousel } from './hero-carousel.tsx'
import avatarMaya from './art/avatar-1.svg'
import avatarDaniel from './art/avatar-2.svg'
import avatarPriya from './art/avatar-3.svg'

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: PawPrint, title: 'Pet profiles', text: 'Breed, birthday, microchip and photo for every pet, always at hand.' },
  { icon: HeartPulse, title: 'Health records', text: 'Vaccinations, treatments and notes from every vet visit.' },
  { icon: CalendarDays, title: 'Appointments', text: 'Book vet visits and keep your clinics’ contacts in one list.' },
  { icon: Bell, title: 'Lost pet alerts', text: 'Report a missing pet and get alerts about lost pets near you.' },
  { icon: Users, title: 'Community boards', text: 'Local boards for advice, meet-ups and pet-friendly finds.' },
  { icon: Images, title: 'Media gallery', text: 'Your favourite photos and videos, kept privately on your device.' },
]

const COUNTERS = [
  { figure: '10K+', label: 'Happy families' },
  { figure: '50K+', label: 'Pet photos shared' },
  { figure: '50+', label: 'Cities' },
  { figure: 'Daily', label: 'New friendships' },
]

const TESTIMONIALS = [
  {
    name: 'Maya Robinson',
    pet: 'Biscuit, beagle',
    avatar: avatarMaya,
    quote: 'All of Biscuit’s shots and vet visits are in one place. I stopped digging through old emails for good.',
  },
  {
    name: 'Daniel Kim',
    pet: 'Luna and Sol, cats',
    avatar: avatarDaniel,
    quote: 'Our building’s board found a cat sitter for us in a day. The PIN login makes checking in so quick.',
  },
  {
    name: 'Priya Shah',
    pet: 'Pepper, rescue terrier',
    avatar: avatarPriya,
    quote: 'When Pepper slipped her lead, neighbours on Petfolk spotted her within the hour. We are so grateful.',
  },
]

/**
 * Whether the visitor is signed in. The page is prerendered for visitors and has no API client
 * (docs/decisions/015), so after hydration it asks GET /api/session once with plain fetch; it
 * answers { user: null } to visitors. Until then, and on any failure, the visitor's links show.
 */
function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/session', { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((state) => {
        const user = state && typeof state === 'object' && 'user' in state ? state.user : null
        if (user && typeof user === 'object') setSignedIn(true)
      })
      .catch(() => {
        // Offline or aborted: the visitor's links still work (Quick Login goes to /dashboard).
      })
    return () => controller.abort()
  }, [])
  return signedIn
}

/**
 * How many reported pets have been found, from GET /api/public/stats (lostPetNetworkEndpoints.stats;
 * its path is written here so the contract's schemas stay out of this page). Null until it answers.
 */
function usePetsReunited(): number | null {
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/public/stats', { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((stats) => {
        const value = stats && typeof stats === 'object' && 'pets_reunited' in stats ? stats.pets_reunited : null
        if (typeof value === 'number' && Number.isInteger(value) && value >= 0) setCount(value)
      })
      .catch(() => {
        // Offline or aborted: the figure stays a placeholder.
      })
    return () => controller.abort()
  }, [])
  return count
}

const figureFormat = new Intl.NumberFormat('en-US')

export function LandingPage() {
  const signedIn = useSignedIn()
  const reunited = usePetsReunited()
  return (
    <div className="min-h-dvh">
      <title>Petfolk: the pet network for pet owners</title>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <a href="/" className={LOGO_CLASSES}>
            <LogoMark />
          </a>
          <div className="order-3 flex w-full items-center md:order-2 md:w-auto">
            <nav aria-label="Site" className="flex gap-1">
              <a href="/preview" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                Preview
              </a>
              <a href="/community" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                Community
              </a>
              <a href="/media" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                Media
              </a>
            </nav>
            <div className="ml-auto md:hidden">
              <ThemeToggle />
            </div>
          </div>
          <div className="order-2 ml-auto flex items-center gap-2 md:order-3">
            <div className="hidden md:block">
              <ThemeToggle />
            </div>
            {signedIn ? (
              <a href="/dashboard" className={buttonClasses({ size: 'sm' })}>
                Open Petfolk
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            ) : (
              <>
                <a href="/dashboard" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                  <KeyRound aria-hidden="true" className="size-4" />
                  Quick Login
                </a>
                <a href="/signin" className={buttonClasses({ size: 'sm' })}>
                  Join
                </a>
              </>
            )}
          </div>
        </div>
      </header>

      <main>
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-8 pb-12 sm:pt-12">
          <h1 className="text-sm font-bold tracking-wide text-brand-fg uppercase">Petfolk · the pet network for pet owners</h1>
          <HeroCarousel />
        </div>

        <section aria-labelledby="counters-heading" className="border-y border-line bg-surface">
          <h2 id="counters-heading" className="sr-only">
            Petfolk in numbers
          </h2>
          <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 md:grid-cols-5">
            {COUNTERS.map(({ figure, label }) => (
              <div key={label} className="flex flex-col items-center gap-1 text-center">
                <dt className="order-2 text-fg-muted">{label}</dt>
                <dd className="order-1 text-4xl font-extrabold text-brand-fg tabular">{figure}</dd>
              </div>
            ))}
            <div className="col-span-2 flex flex-col items-center gap-1 text-center md:col-span-1">
              <dt className="order-2 text-fg-muted">Pets reunited</dt>
              <dd className="order-1 text-4xl font-extrabold text-brand-fg tabular" aria-busy={reunited === null}>
                {reunited === null ? '…' : figureFormat.format(reunited)}
              </dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="features-heading" className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-16">
          <div className="flex flex-col gap-3">
            <h2 id="features-heading" className="text-3xl font-extrabold">
              Everything for life with pets
            </h2>
            <p className="max-w-prose text-lg text-fg-muted">
              Records for the vet, a community for the dog park, and a home for all those photos.
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-6 shadow-raised">
                <span className="flex size-11 items-center justify-center rounded-control bg-brand-soft text-brand-fg">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-lg font-bold">{title}</h3>
                <p className="text-fg-muted">{text}</p>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            <a href="/preview" className={buttonClasses({ variant: 'secondary' })}>
              <Camera aria-hidden="true" className="size-5" />
              See the preview
            </a>
            <a href="/community" className={buttonClasses({ variant: 'ghost' })}>
              Visit the community
            </a>
            <a href="/media" className={buttonClasses({ variant: 'ghost' })}>
              Open your media gallery
            </a>
          </div>
        </section>

        <section aria-labelledby="testimonials-heading" className="bg-sunken">
          <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-16">
            <h2 id="testimonials-heading" className="text-3xl font-extrabold">
              Pet parents love Petfolk
            </h2>
            <ul className="grid gap-4 md:grid-cols-3">
              {TESTIMONIALS.map((testimonial) => (
                <li key={testimonial.name}>
                  <figure className="flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-6 shadow-raised">
                    <blockquote className="grow text-lg">“{testimonial.quote}”</blockquote>
                    <figcaption className="flex items-center gap-3">
                      <img
                        src={testimonial.avatar}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        className="size-12 rounded-full bg-brand-soft"
                      />
                      <span>
                        <span className="block font-bold">{testimonial.name}</span>
                        <span className="block text-sm text-fg-muted">{testimonial.pet}</span>
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="join-heading" className="mx-auto max-w-6xl px-4 py-16">
          <div className="flex flex-col items-center gap-4 rounded-card bg-brand px-6 py-12 text-center text-on-brand">
            <h2 id="join-heading" className="text-3xl font-extrabold">
              Join thousands of pet families
            </h2>
            <p className="max-w-prose text-lg opacity-90">Free to join. Your pets’ records stay yours.</p>
            <a
              href={signedIn ? '/dashboard' : '/signin'}
              className="inline-flex min-h-12 items-center rounded-control bg-surface px-6 text-lg font-bold text-brand-fg shadow-sm hover:bg-sunken"
            >
              {signedIn ? 'Open Petfolk' : 'Join Petfolk'}
            </a>
          </div>
        </section>
      </main>

      <footer className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-fg-muted sm:flex-row">
          {/* Prerendered at build time: the visitor's clock may be in a later year than the build's. */}
          <p suppressHydrationWarning>© {new Date().getFullYear()} Petfolk</p>
          <nav aria-label="Footer" className="flex gap-4">
            <a href="/preview" className="underline underline-offset-2 hover:text-fg">
              Preview
            </a>
            <a href={signedIn ? '/dashboard' : '/signin'} className="underline underline-offset-2 hover:text-fg">
              {signedIn ? 'Open Petfolk' : 'Sign in'}
            </a>
          </nav>
        </div>
      </footer>
    </div>
  )
}
