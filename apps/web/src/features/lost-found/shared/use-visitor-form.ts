import { useState, type FormEvent } from 'react'
import { ApiError, describeActionError } from '../../../lib/api.ts'
import { serverFieldErrors } from '../../../lib/form-errors.ts'

/**
 * A visitor's small form (a sighting, a message to the owner): text values, a sentence per field,
 * and one sentence for a refusal no field explains. `E` adds error keys that are not text values,
 * e.g. a place marked on a map.
 */
export function useVisitorForm<F extends string, E extends string = never>({ initial, fields, failed }: { initial: () => Record<F, string>; fields: readonly F[]; failed: string }) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<F | E, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)

  const set = (field: F) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  /** A text field's value, its change and its sentence, to spread on a TextField. */
  const field = (name: F) => ({ value: values[name], onValueChange: set(name), error: errors[name] })

  /** Checks the values, then sends them; the server's field sentences go under their fields. */
  const submit = (check: (values: Record<F, string>) => Partial<Record<F | E, string>>, send: (values: Record<F, string>) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault()
    const found = check(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setFailure(null)
    try {
      await send(values)
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, fields)
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors as Partial<Record<F | E, string>>)
        return
      }
      // A server fault's own words mean nothing to a visitor.
      setFailure(error instanceof ApiError && error.status >= 500 ? failed : describeActionError(error, failed))
    }
  }

  return { values, set, field, errors, setErrors, failure, submit }
}
