import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { UserRound } from 'lucide-react'
import { DISPLAY_NAME_MAX_LENGTH, displayNameProblem } from '@petfolk/contract/members'
import { useAuth } from '../../auth/auth-context.ts'
import { describeActionError } from '../../lib/api.ts'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { FormAlert } from '../../ui/form-alert.tsx'
import { useSaveDisplayName } from './api/display-name.ts'
import { SettingsSection } from './settings-section.tsx'

export const NAME_SAVE_FAILED = 'Failed to save your name. Please try again.'
const NAME_HINT = 'Your first name or a nickname. Not your e-mail address.'

/** Settings › Your name: the name other members see beside your handle. */
export function DisplayNameCard() {
  const { user } = useAuth()
  if (!user) return null
  return (
    <SettingsSection icon={UserRound} title="Your name" description="Other members see it on messages, gifts and posts, next to your handle.">
      <DisplayNameForm key={user.display_name} initial={user.needs_name ? '' : user.display_name} email={user.email} staff={user.role !== 'member'} />
    </SettingsSection>
  )
}

/**
 * Asks a member the identity provider gave no name (shown as "Member 4821") for one; gone once
 * they have chosen it.
 */
export function NamePrompt() {
  const { user } = useAuth()
  if (!user?.needs_name) return null
  return (
    <Card role="region" aria-labelledby="name-prompt-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="name-prompt-heading" className="text-xl font-bold">
          Choose the name other members see
        </h2>
        <p className="text-fg-muted">Until you do, you are shown as {user.display_name}.</p>
      </div>
      <DisplayNameForm initial="" email={user.email} staff={user.role !== 'member'} />
    </Card>
  )
}

function DisplayNameForm({ initial, email, staff }: { initial: string; email: string; staff: boolean }) {
  const save = useSaveDisplayName()
  const { refetch } = useAuth()
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    setFailure(null)
    const problem = displayNameProblem(value, { email, staff })
    if (problem) {
      setError(problem)
      return
    }
    setError(null)
    save.mutate(value.trim(), {
      onSuccess: ({ display_name }) => {
        toast.success(`Members now see you as ${display_name}.`)
        void refetch()
      },
      onError: (err) => {
        const status = (err as { status?: number }).status
        if (status === 400) setError(err.message.replace(/^display_name: /, ''))
        else setFailure(describeActionError(err, NAME_SAVE_FAILED))
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label="Your name" required hint={NAME_HINT} error={error}>
        {(props) => (
          <input
            {...props}
            value={value}
            onChange={(event) => {
              setValue(event.target.value)
              setError(null)
            }}
            autoComplete="nickname"
            maxLength={DISPLAY_NAME_MAX_LENGTH + 1}
            className={inputClasses}
          />
        )}
      </Field>
      <FormAlert message={failure} />
      <div>
        <Button type="submit" loading={save.isPending} loadingText="Saving..." disabled={value.trim() === initial}>
          Save name
        </Button>
      </div>
    </form>
  )
}
