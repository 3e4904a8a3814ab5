import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { describeActionError } from '../../lib/api.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { useCreatePost } from './api/create-post.ts'
import { FormFooter } from '../../ui/form-footer.tsx'
import { TextAreaField, TextField } from '../../ui/controlled-fields.tsx'

export const CREATE_POST_FAILED = 'Failed to create post'

interface NewPostDialogProps {
  boardId: number
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function NewPostDialog({ boardId, open, onOpenChange }: NewPostDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create New Post" className="sm:max-w-lg">
      <NewPostForm boardId={boardId} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function NewPostForm({ boardId, onDone }: { boardId: number; onDone: () => void }) {
  const create = useCreatePost()
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  // Post waits until both have text (after trimming) and while the post is on its way.
  const blank = !title.trim() || !content.trim()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (blank || create.isPending) return
    setFailure(null)
    create.mutate(
      { board_id: boardId, title: title.trim(), content: content.trim() },
      {
        onSuccess: () => {
          toast.success('Your post is live.')
          onDone()
        },
        onError: (error) => setFailure(describeActionError(error, CREATE_POST_FAILED)),
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Title" required value={title} onValueChange={setTitle} maxLength={150} />
      <TextAreaField label="Content" required value={content} onValueChange={setContent} rows={6} maxLength={5000} />
      <FormFooter failure={failure} onCancel={onDone} submitting={create.isPending} submittingText="Posting..." disabled={blank}>
        Post
      </FormFooter>
    </form>
  )
}
