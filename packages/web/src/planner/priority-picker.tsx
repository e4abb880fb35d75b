import { PRIORITIES, type Priority } from '@dayflow/core';
import { PRIORITY_META } from './priority-icon';

interface Props {
  /** Radio group name; unique per list so each list keeps its own choice. */
  name: string;
  value: Priority;
  onChange: (priority: Priority) => void;
}

/** High / Medium / Low as a segmented control built on native radios (arrow keys for free). */
export function PriorityPicker({ name, value, onChange }: Props) {
  return (
    <fieldset className="flex min-w-0 items-center gap-0.5 rounded-lg bg-slate-100 p-0.5 dark:bg-slate-800">
      <legend className="sr-only">Priority</legend>
      {PRIORITIES.map((priority) => {
        const { icon: Icon, color } = PRIORITY_META[priority];
        const checked = value === priority;
        return (
          <label
            key={priority}
            title={priority}
            className={`relative flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 text-xs font-medium transition-colors select-none has-focus-visible:outline-2 has-focus-visible:outline-indigo-500 ${
              checked
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-600 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={priority}
              checked={checked}
              onChange={() => onChange(priority)}
              className="sr-only"
            />
            <Icon className={`size-3.5 ${color}`} strokeWidth={2.5} aria-hidden="true" />
            {/* A narrow column (a tablet's three lists) shows the icons alone; the name stays for
                screen readers and as a tooltip. */}
            <span className="sr-only @min-[14rem]:not-sr-only">{priority}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
