import { useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { ROUTINE_TEXTS, type CreateRoutineInput, type Routine } from '@dayflow/core';
import { toast } from '../lib/toast';
import { Button } from '../components/ui';
import { RoutineEditor, type RoutineFields } from './routine-editor';

/** 'New routine': a button that opens the editor for a routine made from words, not a task. */
export function NewRoutine({ onCreate }: { onCreate: (input: CreateRoutineInput) => Promise<Routine> }) {
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setAdding(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  const save = async (fields: RoutineFields) => {
    setSaving(true);
    try {
      await onCreate(fields);
      toast.success(
        ROUTINE_TEXTS.added(fields.text, 'weekdays' in fields ? fields : { weekdays: [], rrule: fields.rrule }),
      );
      close();
    } catch {
      // What was typed stays in the editor to try again.
      toast.error(ROUTINE_TEXTS.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  if (adding) {
    return (
      <div className="mb-4 rounded-xl border border-indigo-200 bg-white px-3 py-3 dark:border-indigo-500/40 dark:bg-slate-900">
        <RoutineEditor saving={saving} onSave={(fields) => void save(fields)} onCancel={close} />
      </div>
    );
  }
  return (
    <div className="mb-4 flex justify-end">
      <Button
        ref={button}
        variant="primary"
        size="sm"
        className="inline-flex items-center gap-1.5"
        onClick={() => setAdding(true)}
      >
        <Plus className="size-4" aria-hidden="true" />
        {ROUTINE_TEXTS.add}
      </Button>
    </div>
  );
}
