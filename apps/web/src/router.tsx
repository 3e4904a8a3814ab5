import { createBrowserRouter, Outlet, ScrollRestoration, type DataRouter, type RouteObject } from 'react-router'
import type { UseQueryResult } from '@tanstack/react-query'
import { localToday } from '@petfolk/contract/fields'
import { FullPageSpinner } from './ui/spinner.tsx'
import { scrollKey } from './lib/scroll-key.ts'

function RootLayout() {
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  )
}

/*
 * The marketplace and stories screens. Pet care and merchandise offer the owner's pets, which the
 * pets area owns, so these routes pass them in.
 */
const marketplaceRoutes: RouteObject[] = [
  { path: 'gifts', lazy: async () => ({ Component: (await import('./features/gifts/gifts-page.tsx')).GiftsPage }) },
  { path: 'vendors', lazy: async () => ({ Component: (await import('./features/vendors/vendors-page.tsx')).VendorsPage }) },
  {
    path: 'pet-care',
    lazy: async () => {
      const [{ PetCarePage }, { usePets }] = await Promise.all([
        import('./features/care/pet-care-page.tsx'),
        import('./features/pets/api/get-pets.ts'),
      ])
      function PetCareRoute() {
        const pets = usePets()
        return <PetCarePage pets={listOf(pets)} />
      }
      return { Component: PetCareRoute }
    },
  },
  {
    path: 'photographers',
    lazy: async () => ({ Component: (await import('./features/photographers/photographers-page.tsx')).PhotographersPage }),
  },
  {
    path: 'service-dog-veterans',
    lazy: async () => ({ Component: (await import('./features/veterans/veterans-page.tsx')).VeteransPage }),
  },
  {
    path: 'merchandise',
    lazy: async () => {
      const [{ MerchandisePage }, { usePets }] = await Promise.all([
        import('./features/merchandise/merchandise-page.tsx'),
        import('./features/pets/api/get-pets.ts'),
      ])
      function MerchandiseRoute() {
        const pets = usePets()
        return <MerchandisePage pets={pets.data} />
      }
      return { Component: MerchandiseRoute }
    },
  },
  {
    path: 'merchandise/orders',
    lazy: async () => {
      const [{ OrdersPage }, { usePets }] = await Promise.all([import('./features/merchandise/orders-page.tsx'), import('./features/pets/api/get-pets.ts')])
      function MerchandiseOrdersRoute() {
        const pets = usePets()
        return <OrdersPage pets={pets.data} />
      }
      return { Component: MerchandiseOrdersRoute }
    },
  },
  {
    path: 'merchandise/orders/:id/pay',
    lazy: async () => ({ Component: (await import('./features/merchandise/dev-payment-page.tsx')).DevPaymentPage }),
  },
]

/** The community and safety screens: boards, directory, messages, lost pets and their flyer. */
const communityRoutes: RouteObject[] = [
  {
    path: 'community',
    lazy: async () => {
      const [{ BoardsPage }, { LocationPrompt }] = await Promise.all([
        import('./features/boards/boards-page.tsx'),
        import('./features/directory/location-prompt.tsx'),
      ])
      function CommunityRoute() {
        return <BoardsPage LocationPrompt={LocationPrompt} />
      }
      return { Component: CommunityRoute }
    },
  },
  { path: 'directory', lazy: async () => ({ Component: (await import('./features/directory/directory-page.tsx')).DirectoryPage }) },
  { path: 'messages', lazy: async () => ({ Component: (await import('./features/messages/messages-page.tsx')).MessagesPage }) },
  { path: 'members/:handle', lazy: async () => ({ Component: (await import('./features/members/member-profile-page.tsx')).MemberProfilePage }) },
  {
    path: 'lost-pets',
    lazy: async () => {
      const [{ LostPetsPage }, { DeviceAlertsSlot }, { DeviceAlerts }] = await Promise.all([
        import('./features/lost-pets/lost-pets-page.tsx'),
        import('./features/lost-pets/alert-preferences-dialog.tsx'),
        import('./features/push/device-alerts.tsx'),
      ])
      // Alert Preferences offers pushes on this device, from the push area.
      function LostPetsRoute() {
        return (
          <DeviceAlertsSlot value={<DeviceAlerts />}>
            <LostPetsPage />
          </DeviceAlertsSlot>
        )
      }
      return { Component: LostPetsRoute }
    },
  },
  // The links of "possible match" notices: each side reads its own report's matches.
  { path: 'lost-pets/:id/matches', lazy: async () => ({ Component: (await import('./features/lost-pets/matches-page.tsx')).LostPetMatchesPage }) },
  { path: 'found-pets/:id/matches', lazy: async () => ({ Component: (await import('./features/lost-pets/matches-page.tsx')).FoundPetMatchesPage }) },
  {
    path: 'lost-pets/:id/flyer',
    lazy: async () => ({ Component: (await import('./features/lost-pets/flyer-page.tsx')).FlyerPage }),
  },
  {
    path: 'found-pets/:id/flyer',
    lazy: async () => ({ Component: (await import('./features/lost-pets/found-flyer-page.tsx')).FoundFlyerPage }),
  },
  {
    path: 'media',
    lazy: async () => {
      const [{ MediaPage }, { usePets, userPetsStore }] = await Promise.all([
        import('./features/media/media-page.tsx'),
        import('./features/pets/api/get-pets.ts'),
      ])
      function MediaRoute() {
        const pets = usePets()
        // The device's copy (userPets) until the server answers, or when it cannot (offline).
        return <MediaPage pets={pets.data ?? userPetsStore.get()} />
      }
      return { Component: MediaRoute }
    },
  },
]

/*
 * The staff area (/admin/*), shown to moderators and admins: its sections' routes are in
 * staff-area.tsx, loaded with it, and its tabs in shell/staff-tabs.ts.
 */
const staffRoutes: RouteObject[] = [{ path: 'admin/*', lazy: async () => ({ Component: (await import('./staff-area.tsx')).StaffArea }) }]

/** A query's state as the dashboard takes it. */
function listOf<T>(query: UseQueryResult<T[]>, select: (items: T[]) => T[] = (items) => items) {
  return { items: query.data ? select(query.data) : undefined, isPending: query.isPending, error: query.error }
}

/*
 * The pet-care screens. Features never import from each other, so pages that show another area's
 * data take it through props and slots, and these routes (the app layer) compose them.
 */
const petCareRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: async () => {
      const [{ DashboardPage }, { usePets }, { PetSummary }, { useAppointments }, { AppointmentSummary, upcomingAppointments }] =
        await Promise.all([
          import('./features/dashboard/dashboard-page.tsx'),
          import('./features/pets/api/get-pets.ts'),
          import('./features/pets/pet-summary.tsx'),
          import('./features/appointments/api/get-appointments.ts'),
          import('./features/appointments/appointment-summary.tsx'),
        ])
      function DashboardRoute() {
        const pets = usePets()
        const appointments = useAppointments()
        const today = localToday()
        return (
          <DashboardPage
            pets={listOf(pets)}
            upcomingAppointments={listOf(appointments, (items) => upcomingAppointments(items, today))}
            renderPet={(pet) => <PetSummary pet={pet} />}
            renderAppointment={(appointment) => <AppointmentSummary appointment={appointment} />}
          />
        )
      }
      return { Component: DashboardRoute }
    },
  },
  { path: 'pets', lazy: async () => ({ Component: (await import('./features/pets/pets-page.tsx')).PetsPage }) },
  { path: 'pets/new', lazy: async () => ({ Component: (await import('./features/pets/add-pet-page.tsx')).AddPetPage }) },
  {
    path: 'pets/:id',
    lazy: async () => {
      const [{ PetDetailPage }, { MedicalRecordsSection }, { AddMedicalRecordAction }, { EmergencyContactAction }, { useEmergencyContacts }] =
        await Promise.all([
          import('./features/pets/pet-detail-page.tsx'),
          import('./features/medical-records/medical-records-section.tsx'),
          import('./features/medical-records/add-medical-record-action.tsx'),
          import('./features/veterinarians/emergency-contact-action.tsx'),
          import('./features/settings/api/get-emergency-contacts.ts'),
        ])
      function PetDetailRoute() {
        const ownerContacts = useEmergencyContacts()
        return (
          <PetDetailPage
            renderMedicalRecords={(pet) => <MedicalRecordsSection petId={pet.id} petName={pet.name} />}
            renderAddMedicalRecord={(pet) => <AddMedicalRecordAction petId={pet.id} petName={pet.name} />}
            emergencyContact={<EmergencyContactAction />}
            ownerContacts={ownerContacts.data}
          />
        )
      }
      return { Component: PetDetailRoute }
    },
  },
  {
    path: 'pets/:id/health-record',
    lazy: async () => ({ Component: (await import('./features/health-records/health-record-page.tsx')).HealthRecordPage }),
  },
  {
    path: 'appointments',
    lazy: async () => {
      const [{ AppointmentsPage }, { usePets }, { useVeterinarians }] = await Promise.all([
        import('./features/appointments/appointments-page.tsx'),
        import('./features/pets/api/get-pets.ts'),
        import('./features/veterinarians/api/get-veterinarians.ts'),
      ])
      function AppointmentsRoute() {
        const pets = usePets()
        const vets = useVeterinarians()
        return <AppointmentsPage pets={pets.data} vets={vets.data} />
      }
      return { Component: AppointmentsRoute }
    },
  },
  {
    path: 'veterinarians',
    lazy: async () => {
      const [{ VeterinariansPage }, { ScheduleAppointmentDialog }, { usePets }, { useVeterinarians }] = await Promise.all([
        import('./features/veterinarians/veterinarians-page.tsx'),
        import('./features/appointments/schedule-appointment-dialog.tsx'),
        import('./features/pets/api/get-pets.ts'),
        import('./features/veterinarians/api/get-veterinarians.ts'),
      ])
      function VeterinariansRoute() {
        const pets = usePets()
        const vets = useVeterinarians()
        return (
          <VeterinariansPage
            renderScheduleDialog={(props) => <ScheduleAppointmentDialog {...props} pets={pets.data} vets={vets.data} />}
          />
        )
      }
      return { Component: VeterinariansRoute }
    },
  },
]

// Public routes render outside the shell; every other path (including unknown ones) inside it.
// Each page is its own lazily loaded chunk.
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('./features/landing/landing-page.tsx')).LandingPage }) },
      { path: '/signin', lazy: async () => ({ Component: (await import('./auth/sign-in-page.tsx')).SignInPage }) },
      {
        path: '/auth/callback',
        lazy: async () => ({ Component: (await import('./auth/auth-callback-page.tsx')).AuthCallbackPage }),
      },
      {
        path: '/preview',
        lazy: async () => ({ Component: (await import('./features/preview/preview-page.tsx')).PreviewPage }),
      },
      // A lost pet's report for anyone with its link: flyers' QR codes, alerts and shares lead here.
      {
        path: '/lost/:id',
        lazy: async () => ({ Component: (await import('./features/lost-pets/public-report-page.tsx')).PublicReportPage }),
      },
      // A visitor's conversation with a report's owner: the secret in the address is the permission.
      {
        path: '/lost/:id/messages/:token',
        lazy: async () => ({ Component: (await import('./features/lost-pets/visitor-thread-page.tsx')).VisitorThreadPage }),
      },
      // The link e-mailed to a visitor: confirms their address, so the owner's replies may be e-mailed there.
      {
        path: '/lost/:id/confirm/:token',
        lazy: async () => ({ Component: (await import('./features/lost-pets/confirm-email-page.tsx')).ConfirmEmailPage }),
      },
      // A found or loose pet's report for anyone with its link.
      {
        path: '/found/:id',
        lazy: async () => ({ Component: (await import('./features/lost-pets/public-found-page.tsx')).PublicFoundPage }),
      },
      // A vet opens this without an account; the token in the address is the permission.
      {
        path: '/shared/health-records/:token',
        lazy: async () => ({
          Component: (await import('./features/health-records/shared-health-record-page.tsx')).SharedHealthRecordPage,
        }),
      },
      {
        // The shell (navigation, bell, menus) loads with the first signed-in page, not on public pages.
        lazy: async () => ({ Component: (await import('./shell/app-shell.tsx')).SignedInShell }),
        children: [
          ...petCareRoutes,
          {
            path: 'settings',
            lazy: async () => {
              const [{ SettingsPage }, { BackupPanel }, { DeviceAlertsSlot }, { DeviceAlerts }, { BlockedMembersCard }] = await Promise.all([
                import('./features/settings/settings-page.tsx'),
                import('./features/media/backup-panel.tsx'),
                import('./features/settings/notifications-card.tsx'),
                import('./features/push/device-alerts.tsx'),
                import('./features/blocks/blocked-members-card.tsx'),
              ])
              // Data Management's Backup to Cloud comes from the media area, Notifications' alerts on
              // this device from the push area.
              function SettingsRoute() {
                return (
                  <DeviceAlertsSlot value={<DeviceAlerts />}>
                    <SettingsPage backupPanel={<BackupPanel headingLevel={3} />} blockedMembersPanel={<BlockedMembersCard />} />
                  </DeviceAlertsSlot>
                )
              }
              return { Component: SettingsRoute }
            },
          },
          ...communityRoutes,
          ...marketplaceRoutes,
          ...staffRoutes,
          { path: '*', lazy: async () => ({ Component: (await import('./shell/not-found-page.tsx')).NotFoundPage }) },
        ],
      },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}

/**
 * Resolves once the router has loaded the lazy routes of its first location. Until then it draws
 * the fallback spinner, so a page prerendered with those routes must not be hydrated before.
 */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}
