import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { z } from 'zod'
import { SERVICE_BRANCHES, SERVICE_TYPES, veteranStoryInputSchema } from '@petfolk/contract/veterans'
import { describeActionError } from '../../lib/api.ts'
import { serverFieldErrors } from '../../lib/form-errors.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { useCreateStory } from './api/create-story.ts'
import { PhotoField } from '../../ui/photo-field.tsx'
import { FormFooter } from '../../ui/form-footer.tsx'

export const SHARE_STORY_FAILED = 'Failed to share your story. Please try again.'
export const STORY_SHARED = 'Thank you for sharing your story!'

const storyFormValues = z.object({
  veteran_name: z.string(),
  service_branch: z.string(),
  service_years: z.string(),
  dog_name: z.string(),
  dog_breed: z.string(),
  dog_age: z.string().regex(/^\s*\d*\s*$/, 'Dog age must be a whole number.'),
  service_type: z.string(),
  story_title: z.string(),
  story_content: z.string(),
  challenges_helped: z.string(),
  dog_photo_url: z.string(),
  contact_email: z.string().regex(/^\s*$|^\s*[^\s@]+@[^\s@]+\.[^\s@]+\s*$/, 'Enter an e-mail address like name@example.com.'),
  is_anonymous: z.boolean(),
})
type StoryFormValues = z.infer<typeof storyFormValues>
type StoryField = keyof StoryFormValues
const STORY_FIELDS = Object.keys(storyFormValues.shape) as StoryField[]

/** The form holds text; the contract checks it. dog_age goes as a whole number or null; veteran_photo_url and the handle go empty. */
const storyFormSchema = storyFormValues
  .transform(
    (values) =>
      // The pipe checks branch and service type against their lists; here they are still the selects' text.
      ({
        ...values,
        dog_age: values.dog_age.trim() ? Number(values.dog_age.trim()) : null,
        veteran_photo_url: '',
        social_media_handle: '',
      }) as z.input<typeof veteranStoryInputSchema>,
  )
  .pipe(veteranStoryInputSchema)

const emptyValues: StoryFormValues = {
  veteran_name: '',
  service_branch: '',
  service_years: '',
  dog_name: '',
  dog_breed: '',
  dog_age: '',
  service_type: '',
  story_title: '',
  story_content: '',
  challenges_helped: '',
  dog_photo_url: '',
  contact_email: '',
  is_anonymous: false,
}

interface ShareStoryDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Anyone can open it; on success it closes, starts empty next time, and the list reloads. */
export function ShareStoryDialog({ open, onOpenChange }: ShareStoryDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Your Story"
      description="Tell the community how your service dog changed your life."
      className="sm:max-w-2xl"
    >
      <StoryForm onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function StoryForm({ onDone }: { onDone: () => void }) {
  const create = useCreateStory()
  const [failure, setFailure] = useState<string | null>(null)
  const [photoBusy, setPhotoBusy] = useState(false)
  const { register, handleSubmit, setError, setValue, reset, control, formState } = useForm({
    resolver: zodResolver(storyFormSchema),
    defaultValues: emptyValues,
    mode: 'onTouched',
  })
  const photo = useWatch({ control, name: 'dog_photo_url' })
  const message = (field: StoryField) => formState.errors[field]?.message ?? null

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await create.mutateAsync(values)
      toast.success(STORY_SHARED)
      reset(emptyValues)
      onDone()
    } catch (error) {
      for (const [field, text] of Object.entries(serverFieldErrors(error, STORY_FIELDS))) {
        setError(field as StoryField, { type: 'server', message: text })
      }
      setFailure(describeActionError(error, SHARE_STORY_FAILED))
    }
  })

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Veteran Name" required error={message('veteran_name')}>
          {(props) => <input {...props} {...register('veteran_name')} autoComplete="name" maxLength={120} className={inputClasses} />}
        </Field>
        <Field label="Service Branch" required error={message('service_branch')}>
          {(props) => (
            <select {...props} {...register('service_branch')} className={inputClasses}>
              <option value="">Choose a branch...</option>
              {SERVICE_BRANCHES.map((branch) => (
                <option key={branch} value={branch}>
                  {branch}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Service Years" hint="For example 2010-2018" error={message('service_years')}>
          {(props) => <input {...props} {...register('service_years')} placeholder="2010-2018" maxLength={40} className={inputClasses} />}
        </Field>
        <Field label="Service Type" required error={message('service_type')}>
          {(props) => (
            <select {...props} {...register('service_type')} className={inputClasses}>
              <option value="">Choose a service type...</option>
              {SERVICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_2fr_1fr]">
        <Field label="Dog’s Name" required error={message('dog_name')}>
          {(props) => <input {...props} {...register('dog_name')} maxLength={80} className={inputClasses} />}
        </Field>
        <Field label="Dog Breed" error={message('dog_breed')}>
          {(props) => <input {...props} {...register('dog_breed')} maxLength={100} className={inputClasses} />}
        </Field>
        <Field label="Dog’s Age" error={message('dog_age')}>
          {(props) => <input {...props} {...register('dog_age')} type="number" inputMode="numeric" min={0} max={30} step={1} className={inputClasses} />}
        </Field>
      </div>
      <Field label="Story Title" required error={message('story_title')}>
        {(props) => <input {...props} {...register('story_title')} maxLength={150} className={inputClasses} />}
      </Field>
      <Field label="Your Story" required error={message('story_content')}>
        {(props) => <textarea {...props} {...register('story_content')} rows={6} maxLength={10000} className={`${inputClasses} py-2`} />}
      </Field>
      <Field label="How Your Dog Helps" hint="The challenges your dog helps you with." error={message('challenges_helped')}>
        {(props) => <textarea {...props} {...register('challenges_helped')} rows={3} maxLength={3000} className={`${inputClasses} py-2`} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* A picture uploaded to Petfolk rather than a URL box: the server keeps only its own upload
            names, since an address typed in could name another host (which learns who read the story) or one of our actions. */}
        <PhotoField
          label="Dog Photo"
          hint="Optional. JPEG or PNG, up to 5 MB."
          alt="Your service dog"
          shape="thumbnail"
          uploadName="service-dog.jpg"
          value={photo}
          onChange={(url) => setValue('dog_photo_url', url, { shouldValidate: true })}
          onBusyChange={setPhotoBusy}
          error={message('dog_photo_url')}
        />
        <Field label="Contact E-mail" hint="Optional. Never shown on anonymous stories." error={message('contact_email')}>
          {(props) => <input {...props} {...register('contact_email')} type="email" autoComplete="email" maxLength={254} className={inputClasses} />}
        </Field>
      </div>
      <label className="flex items-start gap-3">
        <input type="checkbox" {...register('is_anonymous')} className="mt-1 size-5 accent-brand" />
        <span>
          <span className="font-semibold">Share this story anonymously</span>
          <span className="block text-sm text-fg-muted">Your name is shown as ‘Anonymous Veteran’.</span>
        </span>
      </label>
      <FormFooter failure={failure} onCancel={onDone} submitting={formState.isSubmitting} submittingText="Sharing..." disabled={photoBusy}>
        Share Story
      </FormFooter>
    </form>
  )
}
