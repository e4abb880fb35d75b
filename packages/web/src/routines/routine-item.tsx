import { useEffect, useId, useRef, useState } from 'react';
import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { ROUTINE_TEXTS, repeatLabel, type Routine, type UpdateRoutineInput } from '@dayflow/core';
import { RoutineEditor, routineButton, routineChanges, type RoutineFields } from './routine-editor';

interface Props {
  routine: Routine;
  onUpdate: (changes: UpdateRoutineInput) => Promise<unknown>;
  onDelete: () => void;
  /** Opened from a task's repeat mark: shown and being edited when the list appears. */
  open?: boolean;
}

const action = `${routineButton} inline-flex items-center gap-1.5 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`;

/** One routine: its words, its days, whether it is paused; Edit, Pause or Resume, Delete. */
export function RoutineItem({ routine, onUpdate, onDelete, open = false }: Props) {
  const [editing, setEditing] = useState(open);
  const [saving, setSaving] = useState(false);
  const textId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (open) item.current?.scrollIntoView({ block: 'center' });
  }, [open]);

  const change = async (changes: UpdateRoutineInput) => {
    setSaving(true);
    try {
      await onUpdate(changes);
      setEditing(false);
    } catch {
      // The list says the change failed; the editor stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };
  const save = (fields: RoutineFields) => {
    const changes = routineChanges(routine, fields);
    if (Object.keys(changes).length === 0) stopEditing();
    else void change(changes);
  };
  const stopEditing = () => {
    setEditing(false);
    // Back on Edit, where the keyboard user was.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <li
      ref={item}
      data-paused={routine.paused}
      className="rounded-xl border border-slate-200 bg-white px-3 py-3 data-[paused=true]:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:data-[paused=true]:bg-slate-900/50"
    >
      {editing ? (
        <RoutineEditor routine={routine} saving={saving} onSave={save} onCancel={stopEditing} />
      ) : (
        <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
          <div className="min-w-0 flex-[1_1_12rem]">
            <p
              id={textId}
              className="text-[0.9375rem] leading-6 whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere] dark:text-slate-100"
            >
              {routine.text}
            </p>
            <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
              <span>{repeatLabel(routine)}</span>
              <span> · {routine.priority} priority</span>
              {routine.paused && (
                <span className="ml-2 rounded-full bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-800 dark:bg-amber-400/15 dark:text-amber-200">
                  {ROUTINE_TEXTS.paused}
                </span>
              )}
            </p>
          </div>
          <div className="flex shrink-0 gap-1">
            <button
              ref={editButton}
              type="button"
              aria-describedby={textId}
              onClick={() => setEditing(true)}
              className={action}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {ROUTINE_TEXTS.edit}
            </button>
            <button
              type="button"
              aria-describedby={textId}
              disabled={saving}
              onClick={() => void change({ paused: !routine.paused })}
              className={action}
            >
              {routine.paused ? (
                <Play className="size-4" aria-hidden="true" />
              ) : (
                <Pause className="size-4" aria-hidden="true" />
              )}
              {routine.paused ? ROUTINE_TEXTS.resume : ROUTINE_TEXTS.pause}
            </button>
            <button
              type="button"
              aria-describedby={textId}
              onClick={onDelete}
              className={`${routineButton} inline-flex items-center gap-1.5 text-rose-700 hover:bg-rose-50 dark:text-rose-300 dark:hover:bg-rose-500/15`}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {ROUTINE_TEXTS.delete}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
