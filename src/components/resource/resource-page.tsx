import type { QueryKey } from '@tanstack/react-query'
import { useState, type KeyboardEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { FormPanel } from '@/components/ui/page-header'
import type { PageSearch } from '@/lib/paging'
import { doneMessage } from '@/lib/toast'
import { useEditor } from '@/lib/use-editor'
import { DeleteDialog, type UseDelete } from './delete-dialog'
import { ListPage, type ListPageProps } from './list-page'
import { RowActions } from './row-actions'

type Item = { id: number }

export interface ItemFormProps<T> {
  item?: T
  onDone: () => void
  onCancel: () => void
}

export interface ItemTableProps<T> {
  rows: T[]
  actions: (item: T) => ReactNode
}

/** A row button that opens a form about that row above the list, titled "<label> <target>". */
export interface ItemPanel<T> {
  label: string
  target: (item: T) => string
  Form: (props: ItemFormProps<T> & { item: T }) => ReactNode
  shows?: (item: T) => boolean
}

type ListProps<T, S extends PageSearch, K extends QueryKey> = Omit<ListPageProps<T, S, K>, 'filter' | 'action' | 'children'>

interface ResourcePageProps<T extends Item, K extends QueryKey, S extends PageSearch> extends ListProps<T, S, K> {
  /** "domain": in "Delete this domain?" and "No domain on this page matches …". */
  noun: string
  name: (item: T) => string
  filterFields?: (item: T) => unknown[]
  addLabel: string
  moreActions?: ReactNode
  Form: (props: ItemFormProps<T>) => ReactNode
  Table: (props: ItemTableProps<T>) => ReactNode
  panels?: ItemPanel<T>[]
  /** False when the service has no create, edit and delete for this resource (D41): the list only. */
  canChange?: boolean
  remove: {
    useDelete: UseDelete
    warning: (name: ReactNode, item: T) => ReactNode
  }
}

type Editing<T> = { panel?: ItemPanel<T>; item?: T }

const pageCreate = () => document.querySelector<HTMLElement>('main [data-shortcut="new"]')

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea'

/** After a delete, focus goes to the row that took the deleted one's place (or the one before), else the heading; never <body>. */
function focusAfterDelete(row: Element | null | undefined) {
  const next = row?.nextElementSibling ?? row?.previousElementSibling ?? null
  // Twice: once for the list to drop the row, once for the dialog to hand focus back.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const target = next?.isConnected ? next.querySelector<HTMLElement>(FOCUSABLE) : null
      if (target) return target.focus()
      const heading = document.querySelector<HTMLElement>('main h1')
      heading?.setAttribute('tabindex', '-1')
      heading?.focus()
    }),
  )
}

/** Escape closes the form panel, unless a control inside used it (an open list, a date picker). */
const closeOnEscape = (close: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return
  event.preventDefault()
  close()
}

export function ResourcePage<T extends Item, K extends QueryKey, S extends PageSearch = PageSearch>(props: ResourcePageProps<T, K, S>) {
  const { noun, name, filterFields, addLabel, moreActions, Form, Table, panels = [], remove, canChange = true, ...list } = props
  const { editing, open, close, dismiss } = useEditor<Editing<T>>(pageCreate)
  const [deleting, setDeleting] = useState<{ item: T; row: Element | null } | null>(null)
  const addButton = (
    <Button onClick={() => open({})} data-shortcut="new" aria-keyshortcuts="n">
      {addLabel}
    </Button>
  )
  const edit: ItemPanel<T> = { label: 'Edit', target: name, Form }
  const actions = (item: T) => (
    <RowActions
      actions={[
        ...(canChange ? [...panels, edit] : panels).filter((panel) => panel.shows?.(item) ?? true).map((panel) => ({ label: panel.label, target: panel.target(item), onClick: () => open({ panel, item }) })),
        ...(canChange
          ? [
              {
                label: 'Delete',
                target: name(item),
                danger: true,
                onClick: () => setDeleting({ item, row: document.activeElement?.closest('tr') ?? null }),
              },
            ]
          : []),
      ]}
    />
  )
  const { panel, item } = editing ?? {}

  return (
    <>
      <ListPage
        {...list}
        empty={{ ...list.empty, action: editing || !canChange ? undefined : addButton }}
        filter={filterFields && { noun, fields: filterFields }}
        action={
          <>
            {moreActions}
            {canChange && addButton}
          </>
        }
        above={
          <>
            {list.above}
            {editing && (
              <div onKeyDown={closeOnEscape(close)}>
                <FormPanel title={panel && item ? `${panel.label} ${panel.target(item)}` : addLabel}>
                  {panel && item ? (
                    <panel.Form key={`${panel.label}-${item.id}`} item={item} onDone={close} onCancel={close} />
                  ) : (
                    <Form key="new" onDone={close} onCancel={close} />
                  )}
                </FormPanel>
              </div>
            )}
          </>
        }
      >
        {(rows) => <Table rows={rows} actions={actions} />}
      </ListPage>
      <DeleteDialog
        item={deleting?.item ?? null}
        title={`Delete this ${noun}?`}
        useDelete={remove.useDelete}
        deleted={deleting ? doneMessage(noun, name(deleting.item), 'deleted') : ''}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          if (item?.id === id) dismiss()
          focusAfterDelete(deleting?.row)
        }}
      >
        {deleting &&
          remove.warning(
            <strong className="font-semibold break-all text-slate-900 dark:text-slate-100">{name(deleting.item)}</strong>,
            deleting.item,
          )}
      </DeleteDialog>
    </>
  )
}
