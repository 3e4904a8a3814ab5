import type { ComponentType, ReactNode } from 'react'
import { Link } from 'react-router'
import {
  ArrowLeft,
  ArrowRight,
  Bell,
  CalendarDays,
  CalendarPlus,
  HeartHandshake,
  Images,
  KeyRound,
  PawPrint,
  Plus,
  Stethoscope,
  Syringe,
} from 'lucide-react'
import { displayName } from '@petfolk/contract/users'
import type { Reminder } from '@petfolk/contract/dashboard'
import type { Appointment } from '@petfolk/contract/appointments'
import type { Pet } from '@petfolk/contract/pets'
import { useAuth } from '../../auth/auth-context.ts'
import { usePinStatus } from '../../auth/api/get-pin-status.ts'
import { NamePrompt } from '../settings/index.ts'
import { formatDate, formatDateTime } from '../../lib/format.ts'
import { Badge } from '../../ui/badge.tsx'
import { buttonClasses } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { LoadErrorReason } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useGalleryPhotoCount } from './api/get-gallery-photo-count.ts'
import { usePublicStats } from './api/get-public-stats.ts'
import { useReminders } from './api/get-reminders.ts'

/** The dashboard is a summary: it shows the first 2 pets and the first 3 appointments, with links to the rest. */
export const DASHBOARD_PET_COUNT = 2
export const DASHBOARD_APPOINTMENT_COUNT = 3

/** A list another area loads for the dashboard. */
export interface DashboardList<T> {
  items: readonly T[] | undefined
  isPending: boolean
  error: unknown
}

interface DashboardPageProps {
  /** The owner's pets, oldest first (from the pets area). */
  pets: DashboardList<Pet>
  /** Scheduled appointments from today on, soonest first (from the appointments area). */
  upcomingAppointments: DashboardList<Appointment>
  /** How each area shows one of its items in a short list. */
  renderPet: (pet: Pet) => ReactNode
  renderAppointment: (appointment: Appointment) => ReactNode
}

export function DashboardPage({ pets, upcomingAppointments, renderPet, renderAppointment }: DashboardPageProps) {
  const { user } = useAuth()
  // Offered only once this device is known to have no PIN: not while asking, and not after one was set.
  const offerPin = usePinStatus().data?.hasPin === false
  const reminders = useReminders()
  const photos = useGalleryPhotoCount()
  const stats = usePublicStats()

  return (
    <div className="flex flex-col gap-6">
      <title>Dashboard · Petfolk</title>
      <section className="flex items-center gap-4 rounded-card bg-brand px-6 py-8 text-on-brand shadow-raised">
        <span className="hidden size-14 shrink-0 items-center justify-center rounded-full bg-surface/15 sm:flex">
          <PawPrint aria-hidden="true" className="size-7" />
        </span>
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">Welcome back, {user ? displayName(user) : ''}!</h1>
          <p className="mt-1 opacity-90">Here is what is happening with your pets.</p>
        </div>
      </section>

      <NamePrompt />

      <section aria-labelledby="dashboard-counters">
        <h2 id="dashboard-counters" className="sr-only">
          At a glance
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
          <Counter icon={PawPrint} label="Pets" value={pets.items?.length} to="/pets" />
          <Counter
            icon={CalendarDays}
            label="Upcoming Appointments"
            value={upcomingAppointments.items?.length}
            to="/appointments"
          />
          <Counter icon={Bell} label="Reminders" value={reminders.data?.length} to="#health-reminders" />
          <Counter icon={Images} label="Photos" value={photos.data} to="/media" />
          <Counter icon={HeartHandshake} label="Pets Reunited" value={stats.data?.pets_reunited} to="/lost-pets" />
        </ul>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ListCard
          id="dashboard-pets"
          title="Your Pets"
          viewAll={{ to: '/pets', what: 'pets' }}
          list={pets}
          limit={DASHBOARD_PET_COUNT}
          render={renderPet}
          empty={
            <div className="flex flex-col items-start gap-3">
              <p className="text-fg-muted">You have not added a pet yet.</p>
              <Link to="/pets/new" className={buttonClasses({ size: 'sm' })}>
                <Plus aria-hidden="true" className="size-4" />
                Add Your First Pet
              </Link>
            </div>
          }
        />
        <ListCard
          id="dashboard-appointments"
          title="Upcoming Appointments"
          viewAll={{ to: '/appointments', what: 'appointments' }}
          list={upcomingAppointments}
          limit={DASHBOARD_APPOINTMENT_COUNT}
          render={renderAppointment}
          empty={
            <div className="flex flex-col items-start gap-3">
              <p className="text-fg-muted">No upcoming appointments.</p>
              <Link to="/appointments" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                <CalendarPlus aria-hidden="true" className="size-4" />
                Schedule Appointment
              </Link>
            </div>
          }
        />
      </div>

      <Card className="flex flex-col gap-4">
        <h2 id="health-reminders" tabIndex={-1} className="flex items-center gap-2 text-xl font-bold outline-none">
          <Bell aria-hidden="true" className="size-5 text-brand-fg" />
          Health Reminders
        </h2>
        {reminders.isPending ? (
          <div role="status" aria-label="Loading reminders" className="flex flex-col gap-2">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : reminders.data && reminders.data.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {reminders.data.map((reminder) => (
              <ReminderItem key={reminder.key} reminder={reminder} />
            ))}
          </ul>
        ) : (
          <div className="flex flex-col gap-2">
            {reminders.isError ? (
              <LoadErrorReason error={reminders.error} />
            ) : null}
            <p className="text-fg-muted">
              You are all caught up. Vaccinations and medications due within 30 days, and upcoming appointments, show
              here.
            </p>
          </div>
        )}
      </Card>

      {offerPin ? (
        <Card className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-fg">
            <KeyRound aria-hidden="true" className="size-5" />
          </span>
          <div className="grow">
            <h2 className="text-lg font-bold">Sign in faster with a PIN</h2>
            <p className="text-fg-muted">Set up a 4-digit PIN for Quick Login with PIN on this device.</p>
          </div>
          <Link to="/settings" className={buttonClasses({ variant: 'secondary' })}>
            Open Settings
          </Link>
        </Card>
      ) : null}

      <Link to="/" className={buttonClasses({ variant: 'ghost', className: 'self-start' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
    </div>
  )
}

function Counter({
  icon: Icon,
  label,
  value,
  to,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  label: string
  value: number | undefined
  to: string
}) {
  const content = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-fg">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-col">
        <div className="text-2xl font-extrabold tabular">
          {value === undefined ? <Skeleton className="my-1 h-6 w-10" /> : value}
        </div>
        <div className="text-sm font-semibold text-fg-muted">{label}</div>
      </div>
    </>
  )
  const className =
    // On a phone the icon sits above the figure so "Appointments" has the tile's whole width and never breaks mid-word.
    'flex h-full flex-col items-start gap-3 rounded-card border border-line bg-surface p-4 shadow-raised transition-colors hover:border-line-strong min-[420px]:flex-row min-[420px]:items-center'
  return (
    <li>
      {to.startsWith('#') ? (
        <a href={to} className={className}>
          {content}
        </a>
      ) : (
        <Link to={to} className={className}>
          {content}
        </Link>
      )}
    </li>
  )
}

function ListCard<T extends { id: number }>({
  id,
  title,
  viewAll,
  list,
  limit,
  render,
  empty,
}: {
  id: string
  title: string
  viewAll: { to: string; what: string }
  list: DashboardList<T>
  limit: number
  render: (item: T) => ReactNode
  empty: ReactNode
}) {
  const items = list.items?.slice(0, limit) ?? []
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        <Link to={viewAll.to} className="inline-flex items-center gap-1 font-semibold text-brand-fg hover:underline">
          View all
          <span className="sr-only"> {viewAll.what}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {list.isPending ? (
        <div role="status" aria-label={`Loading ${title.toLowerCase()}`} className="flex flex-col gap-2">
          {Array.from({ length: limit }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : items.length > 0 ? (
        <ul className="-mx-2 flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.id}>{render(item)}</li>
          ))}
        </ul>
      ) : (
        <>
          {list.error ? (
            <LoadErrorReason error={list.error} />
          ) : null}
          {empty}
        </>
      )}
    </Card>
  )
}

function ReminderItem({ reminder }: { reminder: Reminder }) {
  const medical = reminder.kind === 'medical'
  const Icon = medical ? Syringe : Stethoscope
  const when = medical
    ? `Due ${formatDate(reminder.due)}`
    : (() => {
        const { date, time } = formatDateTime(reminder.due)
        return time ? `${date} at ${time}` : date
      })()
  const to = medical && reminder.pet_id ? `/pets/${reminder.pet_id}` : medical ? null : '/appointments'
  const body = (
    <>
      <span
        className={
          reminder.overdue
            ? 'flex size-10 shrink-0 items-center justify-center rounded-full bg-danger-soft text-danger-fg'
            : 'flex size-10 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning-fg'
        }
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 grow flex-col">
        <span className="font-bold wrap-anywhere">{reminder.title}</span>
        <span className="text-sm text-fg-muted">
          {reminder.pet_name} · {when}
        </span>
      </span>
      {reminder.overdue ? <Badge tone="danger">Overdue</Badge> : null}
    </>
  )
  const className = 'flex items-center gap-3 rounded-control border border-line p-3'
  return (
    <li>
      {to ? (
        <Link to={to} className={`${className} transition-colors hover:bg-sunken`}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  )
}
