import { useId } from 'react';
import { Button } from '../components/ui';

/**
 * "Are you sure?" said in place, under what it is about, before something that cannot be taken
 * back (revoking a token, signing out everywhere): the question, the red action (focused, and
 * described by the question) and the way back.
 */
export function ConfirmStrip({
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending,
  className = '',
}: {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending: boolean;
  className?: string;
}) {
  const questionId = useId();
  return (
    <div className={`rounded-lg bg-rose-50 p-3 dark:bg-rose-500/10 ${className}`}>
      <p id={questionId} className="text-sm text-rose-900 dark:text-rose-100">
        {question}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="danger"
          size="form"
          autoFocus
          onClick={onConfirm}
          disabled={pending}
          aria-describedby={questionId}
        >
          {confirmLabel}
        </Button>
        <Button variant="secondary" size="form" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
