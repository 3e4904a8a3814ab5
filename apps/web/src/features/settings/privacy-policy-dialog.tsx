import { formatDate } from '../../lib/format.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { LoadErrorReason } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { usePrivacyPolicy } from './api/get-privacy-policy.ts'

interface PrivacyPolicyDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The policy text ships with the app; its date and contact address come from the server's configuration. */
export function PrivacyPolicyDialog({ open, onOpenChange }: PrivacyPolicyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Privacy Policy" className="sm:max-w-2xl">
      {open ? <PolicyBody onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function PolicyBody({ onClose }: { onClose: () => void }) {
  const policy = usePrivacyPolicy()
  return (
    <div className="flex flex-col gap-4">
      {policy.isPending ? (
        <Skeleton className="h-5 w-48" />
      ) : policy.isError ? (
        <LoadErrorReason error={policy.error} />
      ) : (
        <p className="text-sm font-semibold text-fg-muted">Last updated: {formatDate(policy.data.last_updated)}</p>
      )}
      <section className="flex flex-col gap-3">
        <h3 className="font-bold">What we keep</h3>
        <p>
          Your account (name and e-mail from your sign-in provider), your pets and their care records, veterinarians,
          appointments, emergency contacts, the messages and posts you write, and your settings. Photos you upload are
          re-encoded on our server, which removes hidden details such as where they were taken.
        </p>
        <h3 className="font-bold">What stays on your device</h3>
        <p>Your media gallery, drafts and display theme are kept in this browser and never sent to us.</p>
        <h3 className="font-bold">Location</h3>
        <p>
          Your location is used for the search you make. It is saved only while Location Sharing is on, and turning
          it off deletes it.
        </p>
        <h3 className="font-bold">Sharing</h3>
        <p>
          Nothing is shared with other people unless you share it: posts and stories you publish, messages you send,
          and health record links you create for a vet, which stop working after 7 days or when you revoke them.
        </p>
        <h3 className="font-bold">Your choices</h3>
        <p>
          You can export all your data as one file and delete your account at any time in Settings. Deleting removes
          everything of yours; posts you shared with others remain, credited to &lsquo;Deleted user&rsquo;.
        </p>
        <h3 className="font-bold">Contact</h3>
        <p>
          Questions about your privacy?{' '}
          {policy.data ? (
            <>
              Write to{' '}
              <a href={`mailto:${policy.data.contact_email}`} className="font-semibold text-brand-fg underline underline-offset-2">
                {policy.data.contact_email}
              </a>
              .
            </>
          ) : (
            'Write to our privacy team.'
          )}
        </p>
      </section>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  )
}
