import type { RouteObject } from 'react-router'
import { localToday } from '@petfolk/contract/fields'
import { loadAppointmentsPage, loadAppointmentsQuery, loadAppointmentSummary, loadScheduleAppointmentDialog } from '../features/appointments/routes.ts'
import { loadDashboardPage } from '../features/dashboard/routes.ts'
import { loadHealthRecordPage } from '../features/health-records/routes.ts'
import { loadAddMedicalRecordAction, loadMedicalRecordsSection } from '../features/medical-records/routes.ts'
import { loadAddPetPage, loadPetDetailPage, loadPetsPage, loadPetsQuery, loadPetSummary } from '../features/pets/routes.ts'
import { loadEmergencyContactsQuery } from '../features/settings/routes.ts'
import { loadEmergencyContactAction, loadVeterinariansPage, loadVeterinariansQuery } from '../features/veterinarians/routes.ts'
import { listOf } from './list-of.ts'

/*
 * The pet-care screens. Features never import from each other, so pages that show another area's
 * data take it through props and slots, and these routes (the app layer) compose them.
 */
export const petCareRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: async () => {
      const [{ DashboardPage }, { usePets }, { PetSummary }, { useAppointments }, { AppointmentSummary, upcomingAppointments }] = await Promise.all([
        loadDashboardPage(),
        loadPetsQuery(),
        loadPetSummary(),
        loadAppointmentsQuery(),
        loadAppointmentSummary(),
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
  { path: 'pets', lazy: async () => ({ Component: (await loadPetsPage()).PetsPage }) },
  { path: 'pets/new', lazy: async () => ({ Component: (await loadAddPetPage()).AddPetPage }) },
  {
    path: 'pets/:id',
    lazy: async () => {
      const [{ PetDetailPage }, { MedicalRecordsSection }, { AddMedicalRecordAction }, { EmergencyContactAction }, { useEmergencyContacts }] = await Promise.all([
        loadPetDetailPage(),
        loadMedicalRecordsSection(),
        loadAddMedicalRecordAction(),
        loadEmergencyContactAction(),
        loadEmergencyContactsQuery(),
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
  { path: 'pets/:id/health-record', lazy: async () => ({ Component: (await loadHealthRecordPage()).HealthRecordPage }) },
  {
    path: 'appointments',
    lazy: async () => {
      const [{ AppointmentsPage }, { usePets }, { useVeterinarians }] = await Promise.all([loadAppointmentsPage(), loadPetsQuery(), loadVeterinariansQuery()])
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
        loadVeterinariansPage(),
        loadScheduleAppointmentDialog(),
        loadPetsQuery(),
        loadVeterinariansQuery(),
      ])
      function VeterinariansRoute() {
        const pets = usePets()
        const vets = useVeterinarians()
        return <VeterinariansPage renderScheduleDialog={(props) => <ScheduleAppointmentDialog {...props} pets={pets.data} vets={vets.data} />} />
      }
      return { Component: VeterinariansRoute }
    },
  },
]
