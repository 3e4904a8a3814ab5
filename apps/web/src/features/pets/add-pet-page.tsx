import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { ArrowLeft, SearchAlert } from 'lucide-react'
import type { PetValues } from '@petfolk/contract/pets'
import { deviceStore } from '../../lib/device-storage.ts'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { useCreatePet } from './api/save-pet.ts'
import { emptyPetFormValues, PetForm, petFormValuesSchema, type PetFormValues } from './pet-form.tsx'

/** The add-pet draft on this device (localStorage key `addPetForm`), kept while the owner types so a reload loses nothing. */
export const addPetDraft = deviceStore<PetFormValues | null>('addPetForm', petFormValuesSchema.nullable(), null)

/** Where the list goes after a save: the flag makes it fetch again, so the new pet shows. */
export interface PetsLocationState {
  refresh?: boolean
}

export function AddPetPage() {
  const navigate = useNavigate()
  const createPet = useCreatePet()
  const [initialValues] = useState<PetFormValues>(() => addPetDraft.get() ?? emptyPetFormValues)
  const [confirmingLost, setConfirmingLost] = useState(false)

  const save = async (values: PetValues) => {
    const pet = await createPet.mutateAsync(values)
    addPetDraft.remove()
    toast.success(`${pet.name} was added to your pets.`)
    const state: PetsLocationState = { refresh: true }
    await navigate('/pets', { replace: true, state })
  }

  const cancel = () => {
    addPetDraft.remove()
    void navigate('/pets')
  }

  const reportLost = () => {
    addPetDraft.remove()
    setConfirmingLost(false)
    void navigate('/lost-pets')
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <title>Add New Pet · Petfolk</title>
      <div className="flex flex-col gap-2">
        <Link to="/pets" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 self-start' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          My Pets
        </Link>
        <h1 className="text-3xl font-extrabold">Add New Pet</h1>
        <p className="text-fg-muted">
          Fields marked <span className="text-danger-fg">*</span> are required. What you type is kept on this device until
          you save.
        </p>
      </div>
      <Card>
        <PetForm
          initialValues={initialValues}
          onSave={save}
          submitLabel="Save Pet"
          draft={addPetDraft}
          secondaryActions={
            <>
              <Button variant="ghost" onClick={() => setConfirmingLost(true)} className="sm:mr-auto">
                <SearchAlert aria-hidden="true" className="size-4" />
                Report Lost Pet
              </Button>
              <Button variant="secondary" onClick={cancel}>
                Cancel
              </Button>
            </>
          }
        />
      </Card>
      <ConfirmDialog
        open={confirmingLost}
        onOpenChange={setConfirmingLost}
        title="Report a lost pet?"
        description="This clears the details you typed here and opens Lost Pets, where you can file a report."
        confirmLabel="Report Lost Pet"
        confirmingLabel="Opening..."
        onConfirm={reportLost}
      />
    </div>
  )
}
