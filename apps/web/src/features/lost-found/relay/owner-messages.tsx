import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import type { OwnerRelayThread } from '@petfolk/contract/lost-found/relay'
import { Conversation, ReplyForm } from './relay-conversation.tsx'
import { useOwnerRelayReply } from './api/relay.ts'

interface OwnerMessagesProps {
  reportId: number
  petName: string
  threads: OwnerRelayThread[]
}

/**
 * The report's owner reads what visitors wrote through "Message the owner" and answers; Petfolk
 * e-mails each answer to the visitor, and neither side sees the other's address.
 */
export function OwnerMessages({ reportId, petName, threads }: OwnerMessagesProps) {
  const reply = useOwnerRelayReply(reportId)
  const sectionRef = useRef<HTMLElement>(null)
  const { hash } = useLocation()
  // A notice leads to #messages, which does not exist until the conversations have loaded.
  useEffect(() => {
    if (hash === '#messages') sectionRef.current?.scrollIntoView()
  }, [hash])

  return (
    <section ref={sectionRef} id="messages" aria-labelledby="messages-heading" className="flex scroll-mt-6 flex-col gap-4">
      <h2 id="messages-heading" className="text-2xl font-extrabold">
        Messages{threads.length > 0 ? <span className="text-fg-muted tabular"> ({threads.length})</span> : null}
      </h2>
      <p className="text-fg-muted">Only you see these. Your replies are e-mailed to the sender by Petfolk; neither of you sees the other&apos;s e-mail address.</p>
      {threads.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong p-5 text-fg-muted">No messages about {petName} yet.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {threads.map((thread) => (
            <li key={thread.id}>
              <article aria-labelledby={`thread-${thread.id}`} className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-raised">
                <h3 id={`thread-${thread.id}`} className="text-lg font-bold wrap-anywhere">
                  From {thread.visitor_name}
                </h3>
                <Conversation messages={thread.messages} reader="owner" ownerName="You" visitorName={thread.visitor_name} canReport />
                <ReplyForm
                  label={`Reply to ${thread.visitor_name}`}
                  submitText="Send Reply"
                  sending={reply.isPending && reply.variables.threadId === thread.id}
                  onSend={(message) => reply.mutateAsync({ threadId: thread.id, message })}
                />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
