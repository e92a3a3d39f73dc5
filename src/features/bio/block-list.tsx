import { useRef, useState, type DragEvent } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { BIO_BLOCK_TYPES, BIO_MAX_BLOCKS } from '@contract/bio'
import { Button } from '@/components/ui/button'
import { smallButton } from '@/components/ui/form-section'
import { emptyBlock, type BioFormOutput, type BioFormValues } from './bio-form-schema'
import { BlockFields } from './block-fields'
import { BLOCK_LABELS, blockName } from './block-labels'

type Focus = { index: number; control: 'up' | 'down' | 'remove' } | null

/** The page's blocks: added, edited, removed, and reordered by dragging or by the Move up / Move down buttons (E4). */
export function BlockList() {
  const { control, formState, getValues } = useFormContext<BioFormValues, unknown, BioFormOutput>()
  const { fields, append, remove, move } = useFieldArray({ control, name: 'blocks', keyName: 'fieldKey' })
  const blocks = useWatch({ control, name: 'blocks' })
  const [said, setSaid] = useState('')
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const full = fields.length >= BIO_MAX_BLOCKS
  const listError = formState.errors.blocks?.root?.message ?? formState.errors.blocks?.message

  // After a move or removal, focus goes where the keyboard user expects it (the moved block's button, or its neighbour).
  function focusLater(focus: Focus) {
    requestAnimationFrame(() => {
      if (!focus || !list.current) return
      const item = list.current.children[focus.index]
      const wanted = item?.querySelector<HTMLElement>(`[data-control="${focus.control}"]`)
      const fallback = item?.querySelector<HTMLElement>('button:not([disabled]), input, select, textarea')
      ;(wanted && !wanted.hasAttribute('disabled') ? wanted : fallback)?.focus()
    })
  }

  function moveTo(from: number, to: number, control: 'up' | 'down' | null) {
    if (to < 0 || to >= fields.length || from === to) return
    // The form's values, not useWatch's copy: that copy catches up one render after a move, and a second
    // press in between would name the block that used to be there.
    const name = blockName(getValues(`blocks.${from}`))
    move(from, to)
    setSaid(`${name} moved to position ${to + 1} of ${fields.length}.`)
    // At the top or bottom the button pressed is disabled: focus falls to the block's other move button.
    if (control) focusLater({ index: to, control })
  }

  function onDrop(event: DragEvent, to: number) {
    event.preventDefault()
    if (dragFrom !== null) moveTo(dragFrom, to, null)
    setDragFrom(null)
  }

  return (
    <div className="space-y-3">
      <div aria-live="polite" className="sr-only">
        {said}
      </div>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No blocks yet: add links, headings, text, social profiles or images below.</p>
      ) : (
        <ol ref={list} className="space-y-3" aria-label="Blocks">
          {fields.map((field, index) => {
            const block = blocks[index] ?? field
            return (
              <li
                key={field.fieldKey}
                onDragEnd={() => setDragFrom(null)}
                onDragOver={(e) => dragFrom !== null && e.preventDefault()}
                onDrop={(e) => onDrop(e, index)}
                className={`rounded-lg border bg-white p-3 dark:bg-slate-900 ${dragFrom === index ? 'border-brand-500 opacity-60' : 'border-slate-200 dark:border-slate-700'}`}
              >
                <div className="mb-2 flex flex-wrap items-center gap-2">
                  {/* E4: only the handle drags (the card's own fields keep their text selection); the picture is the whole card. */}
                  <span
                    aria-hidden="true"
                    title="Drag to reorder"
                    data-drag-handle
                    draggable
                    onDragStart={(e) => {
                      e.dataTransfer.effectAllowed = 'move'
                      e.dataTransfer.setData('text/plain', String(index))
                      const card = e.currentTarget.closest('li')
                      if (card) e.dataTransfer.setDragImage(card, 16, 16)
                      setDragFrom(index)
                    }}
                    className="cursor-grab select-none rounded px-1 text-slate-500 dark:text-slate-400"
                  >
                    ⋮⋮
                  </span>
                  <h3 className="mr-auto text-sm font-semibold">
                    {index + 1}. {blockName(block)}
                    {block.type === 'link' && block.clicks !== undefined && ' '}
                    {block.type === 'link' && block.clicks !== undefined && (
                      <span className="ml-2 font-normal text-slate-600 dark:text-slate-300">
                        {block.clicks} {block.clicks === 1 ? 'click' : 'clicks'}
                      </span>
                    )}
                  </h3>
                  <button type="button" data-control="up" className={smallButton} disabled={index === 0} onClick={() => moveTo(index, index - 1, 'up')} aria-label={`Move block ${index + 1} up`}>
                    Move up
                  </button>
                  <button
                    type="button"
                    data-control="down"
                    className={smallButton}
                    disabled={index === fields.length - 1}
                    onClick={() => moveTo(index, index + 1, 'down')}
                    aria-label={`Move block ${index + 1} down`}
                  >
                    Move down
                  </button>
                  <button
                    type="button"
                    data-control="remove"
                    className={smallButton}
                    onClick={() => {
                      setSaid(`${blockName(getValues(`blocks.${index}`))} removed.`)
                      remove(index)
                      focusLater(fields.length > 1 ? { index: Math.min(index, fields.length - 2), control: 'remove' } : null)
                    }}
                    aria-label={`Remove block ${index + 1}`}
                  >
                    Remove
                  </button>
                </div>
                <BlockFields index={index} type={block.type} network={block.network} />
              </li>
            )
          })}
        </ol>
      )}
      {listError && <p className="text-sm text-red-700 dark:text-red-300">{listError}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-700 dark:text-slate-200">Add a block:</span>
        {BIO_BLOCK_TYPES.map((type) => (
          <Button
            key={type}
            variant="secondary"
            disabled={full}
            onClick={() => {
              append(emptyBlock(type), { focusName: `blocks.${fields.length}.${type === 'heading' || type === 'text' ? 'text' : type === 'link' ? 'title' : type === 'social' ? 'network' : 'url'}` })
              setSaid(`${BLOCK_LABELS[type]} block added as block ${fields.length + 1}.`)
            }}
          >
            {BLOCK_LABELS[type]}
          </Button>
        ))}
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {full ? `A page holds at most ${BIO_MAX_BLOCKS} blocks.` : `${fields.length} of ${BIO_MAX_BLOCKS}`}
        </span>
      </div>
    </div>
  )
}
