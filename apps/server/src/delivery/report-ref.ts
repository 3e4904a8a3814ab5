/**
 * The report a narrow fan-out row (notification, queued mail or push, fan-out job) is about: a lost
 * report or a found one, named by the column that holds its id (docs/decisions/023).
 */
export interface ReportRef {
  column: 'lost_pet_id' | 'found_pet_id'
  id: number
}

export const lostReportRef = (id: number): ReportRef => ({ column: 'lost_pet_id', id })
export const foundReportRef = (id: number): ReportRef => ({ column: 'found_pet_id', id })
