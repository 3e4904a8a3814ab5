import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Gift } from 'lucide-react'
import type { GiftProduct } from '@petfolk/contract/gifts'
import { describeActionError } from '../../lib/api.ts'
import { formatUsd } from '../../lib/money.ts'
import { prefixedFieldError } from '../../lib/server-field-error.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { useRecipientPets } from './api/get-recipient-pets.ts'
import { useSendGift } from './api/send-gift.ts'
import { DEFAULT_GIFT_QUANTITY, giftTotal, MAX_GIFT_QUANTITY, parseGiftQuantity, QUANTITY_ERROR } from './gift-labels.ts'
import { FormFooter } from '../../ui/form-footer.tsx'
import { MemberPicker } from '../../ui/member-picker.tsx'
import type { Member } from '@petfolk/contract/members'
import { TextAreaField } from '../../ui/controlled-fields.tsx'

export const SEND_GIFT_FAILED = 'Failed to send gift. Please try again.'
export const RECIPIENT_REQUIRED = 'Search for the member the gift is for and pick them from the list.'
export const NO_PET = 'No pet'

interface SendGiftDialogProps {
  /** The chosen product; null while closed. */
  product: GiftProduct | null
  onClose: () => void
}

/** Opened by choosing a product; sending closes it, and the next one starts from an empty form. */
export function SendGiftDialog({ product, onClose }: SendGiftDialogProps) {
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title="Send Gift"
      description={product ? `${product.name} from ${product.vendor_name}` : undefined}
      className="sm:max-w-lg"
    >
      {product ? <SendGiftForm key={product.id} product={product} onDone={onClose} /> : null}
    </Dialog>
  )
}

type GiftField = 'recipient' | 'quantity' | 'pet'

function SendGiftForm({ product, onDone }: { product: GiftProduct; onDone: () => void }) {
  const send = useSendGift()
  const [recipient, setRecipient] = useState<Member | null>(null)
  const [quantity, setQuantity] = useState(String(DEFAULT_GIFT_QUANTITY))
  /** The chosen pet's id as the select holds it; '' is "No pet". */
  const [petId, setPetId] = useState('')
  const recipientPets = useRecipientPets(recipient?.id ?? null)
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<Partial<Record<GiftField, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const total = giftTotal(product.price, quantity)

  const clearError = (field: GiftField) => setErrors(({ [field]: _removed, ...rest }) => rest)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (send.isPending) return
    const count = parseGiftQuantity(quantity)
    const found: Partial<Record<GiftField, string>> = {}
    if (!recipient) found.recipient = RECIPIENT_REQUIRED
    if (count === null) found.quantity = QUANTITY_ERROR
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length > 0 || count === null || !recipient) return
    send.mutate(
      {
        product_id: product.id,
        receiver_id: recipient.id,
        recipient_pet_id: petId ? Number(petId) : null,
        quantity: count,
        gift_message: message.trim() || null,
      },
      {
        onSuccess: (gift) => {
          toast.success(`Your gift is on its way to ${gift.receiver_name}!`)
          onDone()
        },
        onError: (error) => {
          const prefixed = prefixedFieldError(error, ['recipient', 'receiver_id', 'recipient_pet_id', 'quantity'] as const)
          if (prefixed?.field === 'recipient_pet_id') setErrors({ pet: prefixed.message })
          else if (prefixed?.field === 'quantity') setErrors({ quantity: prefixed.message })
          else if (prefixed) setErrors({ recipient: prefixed.message })
          else setFailure(describeActionError(error, SEND_GIFT_FAILED))
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex items-center gap-4 rounded-control bg-sunken p-3">
        <img src={product.image_url} alt="" width={64} height={64} className="size-16 shrink-0 rounded-control bg-surface object-cover" />
        <div className="min-w-0">
          <p className="font-bold">{product.name}</p>
          <p className="text-sm text-fg-muted">
            <span className="tabular">{formatUsd(product.price)}</span> each
          </p>
        </div>
      </div>
      <Field label="Recipient" required hint="Type part of the member’s name or @handle, then pick them from the list." error={errors.recipient}>
        {(props) => (
          <MemberPicker
            {...props}
            value={recipient}
            onChange={(member) => {
              setRecipient(member)
              // Another member's pets are another list: the choice starts again at "No pet".
              setPetId('')
              clearError('recipient')
              clearError('pet')
            }}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Quantity" required error={errors.quantity}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_GIFT_QUANTITY}
              step={1}
              value={quantity}
              onChange={(event) => {
                setQuantity(event.target.value)
                clearError('quantity')
              }}
              className={inputClasses}
            />
          )}
        </Field>
        <Field label="Recipient’s Pet" hint={petHint(recipient, recipientPets)} error={errors.pet}>
          {(props) => (
            <select
              {...props}
              value={petId}
              onChange={(event) => {
                setPetId(event.target.value)
                clearError('pet')
              }}
              disabled={!recipient || recipientPets.isPending}
              className={inputClasses}
            >
              <option value="">{recipient && recipientPets.isPending ? 'Loading pets...' : NO_PET}</option>
              {(recipientPets.data ?? []).map((pet) => (
                <option key={pet.id} value={String(pet.id)}>
                  {pet.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <TextAreaField label="Gift Message" hint="Optional. Up to 500 characters." value={message} onValueChange={setMessage} rows={3} maxLength={500} />
      <p className="flex items-baseline justify-between gap-3 rounded-control border border-line px-3 py-2" aria-live="polite">
        <span className="font-semibold">Total</span>
        <span className="text-xl font-extrabold tabular">
          {total === null ? '—' : formatUsd(total)}
        </span>
      </p>
      <FormFooter failure={failure} onCancel={onDone} submitting={send.isPending} submittingText="Sending...">
        <Gift aria-hidden="true" className="size-4" />
        Send Gift
      </FormFooter>
    </form>
  )
}

/** Under the pet choice: what to do first, or why the list is short. */
function petHint(recipient: Member | null, pets: { isError: boolean; data: readonly unknown[] | undefined }): string {
  if (!recipient) return 'Optional. Pick the recipient first to choose one of their pets.'
  if (pets.isError) return 'Their pets could not be loaded. The gift can still go without one.'
  if (pets.data && pets.data.length === 0) return `${recipient.display_name} has no pets listed yet.`
  return 'Optional.'
}
