import type { RouteObject } from 'react-router'
import { loadPetCarePage } from '../features/care/routes.ts'
import { loadGiftsPage } from '../features/gifts/routes.ts'
import { loadDevPaymentPage, loadMerchandisePage, loadOrdersPage } from '../features/merchandise/routes.ts'
import { loadPetsQuery } from '../features/pets/routes.ts'
import { loadPhotographersPage } from '../features/photographers/routes.ts'
import { loadVendorsPage } from '../features/vendors/routes.ts'
import { loadVeteransPage } from '../features/veterans/routes.ts'
import { listOf } from './list-of.ts'

/*
 * The marketplace and stories screens. Pet care and merchandise offer the owner's pets, which the
 * pets area owns, so these routes pass them in.
 */
export const marketplaceRoutes: RouteObject[] = [
  { path: 'gifts', lazy: async () => ({ Component: (await loadGiftsPage()).GiftsPage }) },
  { path: 'vendors', lazy: async () => ({ Component: (await loadVendorsPage()).VendorsPage }) },
  {
    path: 'pet-care',
    lazy: async () => {
      const [{ PetCarePage }, { usePets }] = await Promise.all([loadPetCarePage(), loadPetsQuery()])
      function PetCareRoute() {
        const pets = usePets()
        return <PetCarePage pets={listOf(pets)} />
      }
      return { Component: PetCareRoute }
    },
  },
  { path: 'photographers', lazy: async () => ({ Component: (await loadPhotographersPage()).PhotographersPage }) },
  { path: 'service-dog-veterans', lazy: async () => ({ Component: (await loadVeteransPage()).VeteransPage }) },
  {
    path: 'merchandise',
    lazy: async () => {
      const [{ MerchandisePage }, { usePets }] = await Promise.all([loadMerchandisePage(), loadPetsQuery()])
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
      const [{ OrdersPage }, { usePets }] = await Promise.all([loadOrdersPage(), loadPetsQuery()])
      function MerchandiseOrdersRoute() {
        const pets = usePets()
        return <OrdersPage pets={pets.data} />
      }
      return { Component: MerchandiseOrdersRoute }
    },
  },
  { path: 'merchandise/orders/:id/pay', lazy: async () => ({ Component: (await loadDevPaymentPage()).DevPaymentPage }) },
]
