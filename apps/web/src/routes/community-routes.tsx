import type { RouteObject } from 'react-router'
import { loadBoardsPage } from '../features/boards/routes.ts'
import { loadDirectoryPage, loadLocationPrompt } from '../features/directory/routes.ts'
import { loadAlertPreferencesSlot, loadFlyerPage, loadFoundFlyerPage, loadLostPetsPage, loadMatchesPage } from '../features/lost-found/routes.ts'
import { loadMediaPage } from '../features/media/routes.ts'
import { loadMemberProfilePage } from '../features/members/routes.ts'
import { loadMessagesPage } from '../features/messages/routes.ts'
import { loadPetsQuery } from '../features/pets/routes.ts'
import { loadDeviceAlerts } from '../features/push/routes.ts'

/** The community and safety screens: boards, directory, messages, lost pets and their flyer. */
export const communityRoutes: RouteObject[] = [
  {
    path: 'community',
    lazy: async () => {
      const [{ BoardsPage }, { LocationPrompt }] = await Promise.all([loadBoardsPage(), loadLocationPrompt()])
      function CommunityRoute() {
        return <BoardsPage LocationPrompt={LocationPrompt} />
      }
      return { Component: CommunityRoute }
    },
  },
  { path: 'directory', lazy: async () => ({ Component: (await loadDirectoryPage()).DirectoryPage }) },
  { path: 'messages', lazy: async () => ({ Component: (await loadMessagesPage()).MessagesPage }) },
  { path: 'members/:handle', lazy: async () => ({ Component: (await loadMemberProfilePage()).MemberProfilePage }) },
  {
    path: 'lost-pets',
    lazy: async () => {
      const [{ LostPetsPage }, { DeviceAlertsSlot }, { DeviceAlerts }] = await Promise.all([loadLostPetsPage(), loadAlertPreferencesSlot(), loadDeviceAlerts()])
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
  { path: 'lost-pets/:id/matches', lazy: async () => ({ Component: (await loadMatchesPage()).LostPetMatchesPage }) },
  { path: 'found-pets/:id/matches', lazy: async () => ({ Component: (await loadMatchesPage()).FoundPetMatchesPage }) },
  { path: 'lost-pets/:id/flyer', lazy: async () => ({ Component: (await loadFlyerPage()).FlyerPage }) },
  { path: 'found-pets/:id/flyer', lazy: async () => ({ Component: (await loadFoundFlyerPage()).FoundFlyerPage }) },
  {
    path: 'media',
    lazy: async () => {
      const [{ MediaPage }, { usePets, userPetsStore }] = await Promise.all([loadMediaPage(), loadPetsQuery()])
      function MediaRoute() {
        const pets = usePets()
        // The device's copy (userPets) until the server answers, or when it cannot (offline).
        return <MediaPage pets={pets.data ?? userPetsStore.get()} />
      }
      return { Component: MediaRoute }
    },
  },
]
