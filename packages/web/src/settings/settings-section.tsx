import { useId, type ReactNode } from 'react';
import { ui } from './ui';

interface SettingsSectionProps {
  title: string;
  hint?: string;
  /** A section that can destroy data is framed in red. */
  tone?: 'danger';
  children: ReactNode;
}

/** One section of the page: a landmark named by its heading, so it is found by name. */
export function SettingsSection({ title, hint, tone, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`${ui.card} ${tone === 'danger' ? 'border-rose-200 dark:border-rose-900/70' : ''}`}
    >
      <h2 id={headingId} className={ui.heading}>
        {title}
      </h2>
      {hint && <p className={ui.hint}>{hint}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
