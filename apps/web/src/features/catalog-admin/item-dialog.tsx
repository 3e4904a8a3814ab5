import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Save } from 'lucide-react'
import { describeActionError } from '../../lib/api.ts'
import { SelectField, TextAreaField, TextField } from '../../ui/controlled-fields.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { FormFooter } from '../../ui/form-footer.tsx'
import { PhotoField } from '../../ui/photo-field.tsx'
import { useMerchandiseCategories, useSaveCatalogItem } from './api/catalog-items.ts'
import { problemsOf, toInput, toValues, type CatalogItem, type FieldSpec, type KindSpec } from './catalog-kinds.ts'

export const SAVE_FAILED = 'Failed to save. Please try again.'

interface ItemDialogProps {
  spec: KindSpec
  /** The item being edited, or null for a new one. */
  item: CatalogItem | null
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Adds or edits one catalog item; checked with the catalog file's own schema before it is sent. */
export function ItemDialog({ spec, item, open, onOpenChange }: ItemDialogProps) {
  const title = `${item ? 'Edit' : 'Add'} ${spec.one}`
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} className="sm:max-w-xl">
      {open ? <ItemForm key={item?.id ?? 'new'} spec={spec} item={item} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function ItemForm({ spec, item, onDone }: { spec: KindSpec; item: CatalogItem | null; onDone: () => void }) {
  const [values, setValues] = useState(() => toValues(spec, item))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busyPhotos, setBusyPhotos] = useState<Record<string, boolean>>({})
  const save = useSaveCatalogItem(spec)
  const categories = useMerchandiseCategories(spec.fields.some((f) => f.type === 'select' && f.options === 'merchandise-categories'))
  const busy = Object.values(busyPhotos).some(Boolean)

  const set = (key: string) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: '' }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = problemsOf(spec, values)
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    try {
      await save.mutateAsync({ id: item?.id ?? null, body: toInput(spec, values) })
      toast.success(item ? `Saved ${spec.title({ ...item, ...toInput(spec, values) } as CatalogItem)}.` : `Added ${spec.one}.`)
      onDone()
    } catch {
      // The failure is shown above the buttons.
    }
  }

  const control = (field: FieldSpec) => {
    const common = { label: field.label, hint: field.hint, required: field.required ?? false, error: errors[field.key] || null, value: values[field.key] ?? '', onValueChange: set(field.key) }
    switch (field.type) {
      case 'text':
        return <TextField key={field.key} {...common} maxLength={field.max} />
      case 'textarea':
        return <TextAreaField key={field.key} {...common} rows={field.max > 500 ? 4 : 2} maxLength={field.max} />
      case 'list':
        return <TextField key={field.key} {...common} />
      case 'number':
        return <TextField key={field.key} {...common} type="number" inputMode="decimal" step={field.step} min={field.min} max={field.max} />
      case 'select': {
        const options = field.options === 'merchandise-categories' ? (categories.data ?? []).map((c) => ({ value: c.name, label: c.name })) : field.options
        return <SelectField key={field.key} {...common} emptyLabel={field.required ? 'Choose…' : 'None'} options={options} />
      }
      case 'checkbox':
        return (
          <label key={field.key} className="flex min-h-11 items-center gap-3 font-semibold">
            <input type="checkbox" className="size-5 accent-brand" checked={values[field.key] === 'true'} onChange={(event) => set(field.key)(event.target.checked ? 'true' : '')} />
            {field.label}
          </label>
        )
      case 'photo':
        return (
          <PhotoField
            key={field.key}
            label={field.label}
            required={field.required ?? false}
            hint="A JPEG or PNG you upload here."
            alt={`${field.label} preview`}
            shape="thumbnail"
            uploadName={`${spec.kind}-${field.key}.jpg`}
            value={values[field.key] ?? ''}
            onChange={set(field.key)}
            onBusyChange={(photoBusy) => setBusyPhotos((current) => ({ ...current, [field.key]: photoBusy }))}
            error={errors[field.key] || null}
          />
        )
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {spec.fields.map(control)}
      <FormFooter failure={save.error ? describeActionError(save.error, SAVE_FAILED) : null} onCancel={onDone} submitting={save.isPending} submittingText="Saving..." disabled={busy}>
        <Save aria-hidden="true" className="size-4" />
        {item ? 'Save changes' : `Add ${spec.one}`}
      </FormFooter>
    </form>
  )
}
