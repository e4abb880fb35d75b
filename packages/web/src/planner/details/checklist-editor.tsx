import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { GripVertical, Plus, X } from 'lucide-react';
import {
  DETAILS_TEXTS,
  MAX_CHECKLIST_ITEM_LENGTH,
  MAX_CHECKLIST_ITEMS,
  uuidv7,
  type ChecklistItem,
} from '@dayflow/core';

interface Props {
  items: readonly ChecklistItem[];
  /** The whole new list, in order: every change is one undoable save of it. */
  onChange: (items: ChecklistItem[]) => void;
}

/** `items` with the one at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

// crypto.getRandomValues exists on plain http too, where crypto.randomUUID does not.
const newItemId = () => uuidv7(Date.now(), crypto.getRandomValues(new Uint8Array(10)));

interface Drag {
  id: string;
  from: number;
  to: number;
  /** Each item's vertical middle when the drag began, in list order. */
  middles: number[];
}

/**
 * A task's checklist: tick, delete, add with Enter, and reorder — by dragging an item's handle
 * (mouse, pen or finger) or, on the focused handle, with the arrow keys, each move said aloud.
 */
export function ChecklistEditor({ items, onChange }: Props) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [drag, setDrag] = useState<Drag | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const labelId = useId();
  const hintId = useId();
  const problemId = useId();

  const focusHandle = (id: string) =>
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLElement>(`[data-item-handle="${CSS.escape(id)}"]`)?.focus(),
    );
  const move = (from: number, to: number) => {
    const item = items[from]!;
    onChange(moveItem(items, from, to));
    setSaid(DETAILS_TEXTS.moved(item.text, to + 1, items.length));
    focusHandle(item.id);
  };

  const add = () => {
    const text = draft.trim();
    if (!text) return;
    if ([...text].length > MAX_CHECKLIST_ITEM_LENGTH) return setProblem(DETAILS_TEXTS.itemTooLong);
    if (items.length >= MAX_CHECKLIST_ITEMS) return setProblem(DETAILS_TEXTS.checklistFull);
    onChange([...items, { id: newItemId(), text, done: false }]);
    setDraft('');
  };

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    const by = { ArrowUp: -1, ArrowDown: 1 }[event.key];
    if (!by) return;
    event.preventDefault();
    const to = index + by;
    if (to >= 0 && to < items.length) move(index, to);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, index: number) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const middles = [...(list.current?.children ?? [])].map((li) => {
      const rect = li.getBoundingClientRect();
      return rect.top + rect.height / 2;
    });
    setDrag({ id: items[index]!.id, from: index, to: index, middles });
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag) return;
    // The place among the others: how many of their middles the pointer is below.
    const others = drag.middles.filter((_, i) => i !== drag.from);
    const to = others.filter((middle) => event.clientY > middle).length;
    if (to !== drag.to) setDrag({ ...drag, to });
  };
  const onPointerUp = () => {
    if (drag && drag.to !== drag.from) move(drag.from, drag.to);
    setDrag(null);
  };

  // While dragging, the list shows where the item would land.
  const shown = drag ? moveItem(items, drag.from, drag.to) : items;
  const done = items.filter((item) => item.done).length;

  return (
    <section aria-labelledby={labelId} className="mt-5">
      <h3
        id={labelId}
        className="mb-1.5 flex items-center justify-between text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {DETAILS_TEXTS.checklist}
        {items.length > 0 && (
          <span className="font-medium tracking-normal normal-case tabular-nums">
            {done}/{items.length}
          </span>
        )}
      </h3>
      {items.length > 0 && (
        <div
          aria-hidden="true"
          className="mb-2 h-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          title={`${done}/${items.length}`}
        >
          <div
            className="h-full rounded-full bg-emerald-500 transition-[width] motion-reduce:transition-none"
            style={{ width: `${(done / items.length) * 100}%` }}
          />
        </div>
      )}
      <p id={hintId} className="sr-only">
        {DETAILS_TEXTS.reorderHint}
      </p>
      <ul ref={list} aria-labelledby={labelId} className="space-y-0.5">
        {shown.map((item) => {
          const index = items.indexOf(item);
          const dragged = drag?.id === item.id;
          return (
            <li
              key={item.id}
              className={`group/item flex items-start gap-1.5 rounded-lg px-1 py-1 ${
                dragged
                  ? 'bg-white shadow-lg ring-2 ring-indigo-400/60 dark:bg-slate-800'
                  : 'hover:bg-slate-50 dark:hover:bg-slate-800/60'
              }`}
            >
              <button
                type="button"
                data-item-handle={item.id}
                aria-label={DETAILS_TEXTS.reorder(item.text)}
                aria-describedby={hintId}
                onKeyDown={(event) => onHandleKey(event, index)}
                onPointerDown={(event) => onPointerDown(event, index)}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={() => setDrag(null)}
                className="mt-0.5 grid h-6 w-5 shrink-0 cursor-grab touch-none place-items-center rounded text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 active:cursor-grabbing dark:text-slate-500 dark:hover:text-slate-200"
              >
                <GripVertical className="size-4" aria-hidden="true" />
              </button>
              <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-2 py-0.5 text-sm leading-5">
                <input
                  type="checkbox"
                  checked={item.done}
                  onChange={() =>
                    onChange(items.map((other) => (other.id === item.id ? { ...other, done: !other.done } : other)))
                  }
                  className="mt-0.5 size-4 shrink-0 cursor-pointer rounded accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
                />
                <span
                  className={`min-w-0 [overflow-wrap:anywhere] ${
                    item.done ? 'text-slate-500 line-through dark:text-slate-400' : 'text-slate-800 dark:text-slate-100'
                  }`}
                >
                  {item.text}
                </span>
              </label>
              <button
                type="button"
                aria-label={DETAILS_TEXTS.deleteItem(item.text)}
                onClick={() => onChange(items.filter((other) => other.id !== item.id))}
                className="grid size-6 shrink-0 place-items-center rounded-md text-slate-400 opacity-100 hover:bg-rose-50 hover:text-rose-700 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-indigo-500 pointer-fine:opacity-0 pointer-fine:group-hover/item:opacity-100 dark:text-slate-500 dark:hover:bg-rose-500/15 dark:hover:text-rose-300"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-1 flex items-center gap-2 rounded-lg px-1 py-1 focus-within:bg-slate-50 dark:focus-within:bg-slate-800/60">
        <Plus className="ml-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
        <input
          type="text"
          value={draft}
          aria-label={DETAILS_TEXTS.addItem}
          aria-describedby={problem ? problemId : undefined}
          placeholder={DETAILS_TEXTS.addItemPlaceholder}
          enterKeyHint="enter"
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            add();
          }}
          className="min-w-0 flex-1 bg-transparent py-0.5 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <p id={problemId} aria-live="polite" className="px-1 text-xs font-medium text-rose-700 dark:text-rose-300">
        {problem}
      </p>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </section>
  );
}
