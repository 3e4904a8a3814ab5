/** Why a form could not be sent, announced to screen readers; nothing when there is no message. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-control bg-danger-soft p-3 font-semibold text-danger-fg">
      {message}
    </p>
  )
}
