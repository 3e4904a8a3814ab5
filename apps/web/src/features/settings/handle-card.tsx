import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { AtSign } from 'lucide-react'
import { handleSchema } from '@petfolk/contract/members'
import { describeActionError } from '../../lib/api.ts'
import { Button } from '../../ui/button.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { FormAlert } from '../../ui/form-alert.tsx'
import { useHandle, useSaveHandle } from './api/member-handle.ts'
import { SettingsSection } from './settings-section.tsx'

export const HANDLE_SAVE_FAILED = 'Failed to save your handle. Please try again.'

/** Settings › Your handle: the unique @name other members find you by and see beside your name. */
export function HandleCard() {
  const current = useHandle()
  return (
    <SettingsSection icon={AtSign} title="Your handle" description="Members find you by it, and see it beside your name on messages, gifts and posts.">
      {current.isPending ? (
        <p className="text-fg-muted">Loading…</p>
      ) : current.isError ? (
        <FormAlert message={describeActionError(current.error, 'Failed to load your handle.')} />
      ) : (
        <HandleForm key={current.data.handle ?? ''} initial={current.data.handle ?? ''} />
      )}
    </SettingsSection>
  )
}

function HandleForm({ initial }: { initial: string }) {
  const save = useSaveHandle()
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    setFailure(null)
    const parsed = handleSchema.safeParse(value)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'That handle is not valid.')
      return
    }
    setError(null)
    save.mutate(parsed.data, {
      onSuccess: ({ handle }) => toast.success(`Your handle is now @${handle}.`),
      onError: (err) => {
        // 400 and 409 are about the handle itself, so they go under the field.
        const status = (err as { status?: number }).status
        if (status === 400 || status === 409) setError(err.message.replace(/^handle: /, ''))
        else setFailure(describeActionError(err, HANDLE_SAVE_FAILED))
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label="Handle" required hint="3 to 30 letters, digits or underscores." error={error}>
        {(props) => (
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="text-lg font-bold text-fg-muted">
              @
            </span>
            <input
              {...props}
              value={value}
              onChange={(event) => {
                setValue(event.target.value)
                setError(null)
              }}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={31}
              className={inputClasses}
            />
          </div>
        )}
      </Field>
      <FormAlert message={failure} />
      <div>
        <Button type="submit" loading={save.isPending} loadingText="Saving..." disabled={value.trim().replace(/^@/, '').toLowerCase() === initial}>
          Save handle
        </Button>
      </div>
    </form>
  )
}
