import type { ComponentType, ReactNode } from 'react'
import { Tabs as RadixTabs } from 'radix-ui'
import { cx } from '../lib/cx.ts'

/*
 * Tabs for the screens that have them (gifts, vendors, merchandise), on Radix Tabs: arrow keys move
 * between tabs, each panel is labelled by its tab. It belongs in ui/ beside the other primitives.
 */

interface TabsProps {
  value: string
  onValueChange: (value: string) => void
  children: ReactNode
  className?: string
}

export function Tabs({ value, onValueChange, children, className }: TabsProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={cx('flex flex-col gap-6', className)}>
      {children}
    </RadixTabs.Root>
  )
}

export function TabList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <RadixTabs.List
      aria-label={label}
      className="flex w-full gap-1 overflow-x-auto rounded-card border border-line bg-sunken p-1 sm:w-auto sm:self-start"
    >
      {children}
    </RadixTabs.List>
  )
}

interface TabProps {
  value: string
  /** Drawn before the label on wider screens. */
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  children: ReactNode
}

export function Tab({ value, icon: Icon, children }: TabProps) {
  return (
    <RadixTabs.Trigger
      value={value}
      className={cx(
        // On phones the tabs share the width and drop their icons, so every tab stays in view.
        'inline-flex min-h-10 flex-1 shrink-0 items-center justify-center gap-2 rounded-control px-2.5 text-sm font-semibold whitespace-nowrap text-fg-muted transition-colors',
        'max-sm:[&>svg]:hidden sm:flex-none sm:px-4 sm:text-base',
        'hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-raised',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </RadixTabs.Trigger>
  )
}

export function TabPanel({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  return (
    <RadixTabs.Content value={value} className={cx('flex flex-col gap-6 rounded-card', className)}>
      {children}
    </RadixTabs.Content>
  )
}
