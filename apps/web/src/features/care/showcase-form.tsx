import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { PawPrint, Plus, Send, TriangleAlert } from 'lucide-react'
import type { Pet } from '@petfolk/contract/pets'
import { describeActionError, describeLoadError } from '../../lib/api.ts'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useSubmitShowcaseEntry } from './api/submit-showcase-entry.ts'
import { FormAlert } from '../../ui/form-alert.tsx'
import { TextAreaField } from '../../ui/controlled-fields.tsx'

export const NO_PETS_TEXT = 'You need to add a pet first to participate in the daily showcase.'
export const SUBMIT_FAILED = 'Failed to submit your pet. Please try again.'
const STORY_MAX = 2000

/** The owner's pets as the page receives them from the app layer (the pets area owns them). */
export interface PetChoices {
  items: Pick<Pet, 'id' | 'name' | 'species'>[] | undefined
  isPending: boolean
  error: unknown
}

export function ShowcaseForm({ pets }: { pets: PetChoices }) {
  if (pets.isPending) {
    return (
      <div role="status" aria-label="Loading your pets" className="flex flex-col gap-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-24" />
      </div>
    )
  }
  if (!pets.items) {
    return (
      <p role="alert" className="flex items-center gap-2 font-semibold text-danger-fg">
        <TriangleAlert aria-hidden="true" className="size-5" />
        {describeLoadError(pets.error)}
      </p>
    )
  }
  if (pets.items.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="flex items-center gap-2 text-fg-muted">
          <PawPrint aria-hidden="true" className="size-5 shrink-0 text-brand-fg" />
          {NO_PETS_TEXT}
        </p>
        <Link to="/pets/new" className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-5" />
          Add Your First Pet
        </Link>
      </div>
    )
  }
  return <SubmissionForm pets={pets.items} />
}

function SubmissionForm({ pets }: { pets: Pick<Pet, 'id' | 'name' | 'species'>[] }) {
  const submit = useSubmitShowcaseEntry()
  const [petId, setPetId] = useState('')
  const [story, setStory] = useState('')
  const [failure, setFailure] = useState<string | null>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!petId || submit.isPending) return
    setFailure(null)
    submit.mutate(
      { pet_id: Number(petId), story: story.trim() || null },
      {
        onSuccess: (entry) => {
          toast.success(`${entry.pet_name} is in today’s showcase!`)
          setPetId('')
          setStory('')
        },
        onError: (error) => setFailure(describeActionError(error, SUBMIT_FAILED)),
      },
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Pet" required>
        {(props) => (
          <select
            {...props}
            value={petId}
            onChange={(event) => {
              setPetId(event.target.value)
              setFailure(null)
            }}
            className={`${inputClasses} sm:max-w-sm`}
          >
            <option value="">Choose a pet...</option>
            {pets.map((pet) => (
              <option key={pet.id} value={pet.id}>
                {pet.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextAreaField label="Story" hint="Optional. What makes your pet special today?" value={story} onValueChange={setStory} rows={3} maxLength={STORY_MAX} />
      <FormAlert message={failure} />
      <Button type="submit" className="self-start" disabled={!petId} loading={submit.isPending} loadingText="Submitting...">
        <Send aria-hidden="true" className="size-4" />
        Submit for Showcase
      </Button>
    </form>
  )
}
