import { useEffect, useState } from 'react'
import { ArrowRight, Pause, Play } from 'lucide-react'
import { useReducedMotion } from '../../lib/use-reduced-motion.ts'
import { buttonClasses } from '../../ui/button.tsx'
import { cx } from '../../lib/cx.ts'
import { HERO_SLIDES } from './hero-slides.ts'

/** Each slide shows for 3 s before fading to the next: long enough to read its line. */
export const HERO_SLIDE_INTERVAL_MS = 3000

/** The landing hero: five slides that fade in turn, with dots to pick one and a pause control. */
export function HeroCarousel() {
  const [current, setCurrent] = useState(0)
  const [pausedByUser, setPausedByUser] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()
  const rotating = !pausedByUser && !hovered && !focused && !reducedMotion

  useEffect(() => {
    if (!rotating) return
    const timer = setInterval(() => setCurrent((index) => (index + 1) % HERO_SLIDES.length), HERO_SLIDE_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [rotating])

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      className="flex flex-col gap-6"
    >
      <div className="grid">
        {HERO_SLIDES.map((slide, index) => {
          const active = index === current
          return (
            <div
              key={slide.to}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${HERO_SLIDES.length}`}
              aria-hidden={!active}
              inert={!active}
              className={cx(
                'grid items-center gap-6 transition-opacity duration-700 [grid-area:1/1] md:grid-cols-2 md:gap-10',
                active ? 'opacity-100' : 'pointer-events-none opacity-0',
              )}
            >
              <div className="order-2 flex flex-col items-start gap-4 md:order-1">
                <h2 className="text-3xl leading-tight font-extrabold text-balance sm:text-5xl">{slide.headline}</h2>
                <p className="max-w-prose text-lg text-fg-muted">{slide.text}</p>
                <a href={slide.to} className={buttonClasses({ size: 'lg' })}>
                  {slide.cta}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </a>
              </div>
              <img
                src={slide.image}
                alt={slide.imageAlt}
                width={1200}
                height={800}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                className="order-1 aspect-[3/2] w-full rounded-card bg-sunken object-cover md:order-2"
              />
            </div>
          )
        })}
      </div>

      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => setPausedByUser((paused) => !paused)}
          aria-label={pausedByUser ? 'Play slideshow' : 'Pause slideshow'}
          className="inline-flex size-11 items-center justify-center rounded-full border border-line-strong text-fg hover:bg-sunken"
        >
          {pausedByUser ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        </button>
        <ul className="flex items-center">
          {HERO_SLIDES.map((slide, index) => (
            <li key={slide.to}>
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={`Show slide ${index + 1}: ${slide.headline}`}
                aria-current={index === current ? 'true' : undefined}
                className="group flex size-11 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'block h-2.5 rounded-full transition-all',
                    index === current ? 'w-7 bg-brand' : 'w-2.5 bg-line-strong group-hover:bg-fg-muted',
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
