import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { ShoppingCart } from 'lucide-react'
import type { MerchandiseProduct } from '@petfolk/contract/merchandise'
import type { Pet } from '@petfolk/contract/pets'
import { describeActionError } from '../../lib/api.ts'
import { lineTotal } from '@petfolk/contract/money'
import { formatUsd } from '../../lib/money.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { useCheckCustomization } from './api/check-customization.ts'
import { MAX_QUANTITY, type NewCartItem } from './cart.ts'
import { productOptions } from './product-options.ts'
import { FormFooter } from '../../ui/form-footer.tsx'
import { SelectField, TextField } from '../../ui/controlled-fields.tsx'

export const CUSTOMIZE_FAILED = 'Failed to add your customization to the cart. Please try again.'
export const QUANTITY_ERROR = `Quantity must be a whole number from 1 to ${MAX_QUANTITY}.`
const CUSTOM_TEXT_MAX = 60
/** A size or color offered as it is named. */
const asOption = (name: string) => ({ value: name, label: name })

export type PetOption = Pick<Pet, 'id' | 'name' | 'photo_url'>

interface CustomizeDialogProps {
  /** The product being customised; null while closed. */
  product: MerchandiseProduct | null
  pets: PetOption[]
  onClose: () => void
  /** Runs once the server has checked the choices: the customised item goes into the cart (it is not an order yet). */
  onAdded: (item: NewCartItem) => void
}

export function CustomizeDialog({ product, pets, onClose, onAdded }: CustomizeDialogProps) {
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={product ? `Customize ${product.name}` : 'Customize'}
      description="Make it yours, then add it to your cart."
      className="sm:max-w-lg"
    >
      {product ? <CustomizeForm key={product.id} product={product} pets={pets} onDone={onClose} onAdded={onAdded} /> : null}
    </Dialog>
  )
}

function parseQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null
  const quantity = Number(text.trim())
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null
}

interface CustomizeFormProps {
  product: MerchandiseProduct
  pets: PetOption[]
  onDone: () => void
  onAdded: (item: NewCartItem) => void
}

function CustomizeForm({ product, pets, onDone, onAdded }: CustomizeFormProps) {
  const check = useCheckCustomization()
  const sizes = productOptions(product.available_sizes)
  const colors = productOptions(product.available_colors)
  const [size, setSize] = useState('')
  const [color, setColor] = useState('')
  const [petId, setPetId] = useState('')
  const [customText, setCustomText] = useState('')
  const [quantity, setQuantity] = useState('1')
  const [quantityError, setQuantityError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const count = parseQuantity(quantity)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (check.isPending) return
    if (count === null) {
      setQuantityError(QUANTITY_ERROR)
      return
    }
    setFailure(null)
    const pet = pets.find((candidate) => String(candidate.id) === petId) ?? null
    const item: NewCartItem = {
      product,
      quantity: count,
      size: size || null,
      color: color || null,
      customText: customText.trim() || null,
      petId: pet?.id ?? null,
      petPhoto: pet?.photo_url ?? null,
    }
    // Refused choices (a size the product lacks, someone else's pet) are told here, not at checkout.
    check.mutate(
      {
        product_id: product.id,
        pet_id: item.petId,
        custom_text: item.customText,
        selected_size: item.size,
        selected_color: item.color,
        quantity: item.quantity,
        pet_photo_url: item.petPhoto,
      },
      {
        onSuccess: () => {
          onAdded(item)
          toast.success(`${product.name} was added to your cart.`)
          onDone()
        },
        onError: (error) => setFailure(describeActionError(error, CUSTOMIZE_FAILED)),
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {sizes.length > 0 || colors.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {sizes.length > 0 ? (
            <SelectField label="Size" value={size} onValueChange={setSize} emptyLabel="Choose a size" options={sizes.map(asOption)} />
          ) : null}
          {colors.length > 0 ? (
            <SelectField label="Color" value={color} onValueChange={setColor} emptyLabel="Choose a color" options={colors.map(asOption)} />
          ) : null}
        </div>
      ) : null}
      <SelectField
        label="Pet"
        hint={pets.length === 0 ? 'Add a pet under My Pets to put them on your order.' : 'Optional. Their photo goes on the item.'}
        value={petId}
        onValueChange={setPetId}
        emptyLabel="No pet"
        options={pets.map((pet) => ({ value: pet.id, label: pet.name }))}
      />
      <TextField
        label="Custom Text"
        hint={`Optional. Up to ${CUSTOM_TEXT_MAX} characters.`}
        value={customText}
        onValueChange={setCustomText}
        maxLength={CUSTOM_TEXT_MAX}
        autoComplete="off"
      />
      <Field label="Quantity" required error={quantityError}>
        {(props) => (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            step={1}
            value={quantity}
            onChange={(event) => {
              setQuantity(event.target.value)
              setQuantityError(null)
            }}
            className={`${inputClasses} sm:max-w-32`}
          />
        )}
      </Field>
      <p className="flex items-baseline justify-between gap-3 rounded-control border border-line px-3 py-2" aria-live="polite">
        <span className="font-semibold">Total</span>
        <span className="text-xl font-extrabold tabular">{count === null ? '—' : formatUsd(lineTotal(product.base_price, count))}</span>
      </p>
      <FormFooter failure={failure} onCancel={onDone} submitting={check.isPending} submittingText="Adding...">
        <ShoppingCart aria-hidden="true" className="size-4" />
        Add to Cart
      </FormFooter>
    </form>
  )
}
