import { useId, useState, type KeyboardEvent } from 'react'
import { nameWithHandle, type Member } from '@petfolk/contract/members'
import { useMemberSearch } from '../lib/member-search.ts'
import type { FieldControlProps } from './field.tsx'
import { inputClasses } from './field.tsx'
import { StaffBadge } from './staff-badge.tsx'

interface MemberPickerProps extends FieldControlProps {
  value: Member | null
  onChange: (member: Member | null) => void
}

/**
 * A combobox (WAI-ARIA 1.2 pattern, list autocomplete): type part of a name or handle, then pick
 * a member with the mouse or with up, down and Enter. Only a picked member counts, so nobody is
 * reached by typing an e-mail.
 */
export function MemberPicker({ value, onChange, ...control }: MemberPickerProps) {
  const listId = useId()
  const [text, setText] = useState(value ? nameWithHandle(value.display_name, value.handle) : '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const search = useMemberSearch(value ? '' : text)
  const results = search.ready ? (search.data ?? []) : []
  const showList = open && !value && search.ready
  const optionId = (index: number) => `${listId}-option-${index}`

  const choose = (member: Member) => {
    onChange(member)
    setText(nameWithHandle(member.display_name, member.handle))
    setOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (results.length > 0) setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % results.length : (i - 1 + results.length) % results.length))
    } else if (event.key === 'Enter' && showList) {
      // Enter picks the highlighted member instead of sending the form.
      event.preventDefault()
      const member = results[active]
      if (member) choose(member)
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
    }
  }

  return (
    <div className="relative">
      <input
        {...control}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && results[active] ? optionId(active) : undefined}
        value={text}
        placeholder="Search by name or @handle"
        autoComplete="off"
        maxLength={50}
        onChange={(event) => {
          setText(event.target.value)
          setActive(0)
          setOpen(true)
          if (value) onChange(null)
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className={inputClasses}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Members"
        hidden={!showList}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-auto rounded-control border border-line-strong bg-surface py-1 shadow-raised"
      >
        {results.map((member, index) => (
          <li
            key={member.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(member)
            }}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-sunken' : ''}`}
          >
            <span className="font-semibold">{member.display_name}</span>
            {member.handle ? <span className="text-fg-muted"> @{member.handle}</span> : null}
            {member.role === 'member' ? null : (
              <>
                {' '}
                <StaffBadge role={member.role} className="ml-1 px-2 py-0 text-xs" />
              </>
            )}
          </li>
        ))}
      </ul>
      {showList && !search.isFetching && search.isSuccess && results.length === 0 ? (
        <p role="status" className="mt-1 text-sm text-fg-muted">
          No member matches “{search.q}”.
        </p>
      ) : null}
    </div>
  )
}
