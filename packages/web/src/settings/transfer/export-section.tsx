import { Download } from 'lucide-react';
import { SETTINGS_TEXTS } from '@dayflow/core';
import { SettingsSection } from '../settings-section';
import { buttonClass } from '../../components/ui';

/**
 * Plain links: the server answers with an attachment (its own file name), which the browser
 * saves with the session cookie, however large, without the page holding it in memory.
 */
export function ExportSection() {
  return (
    <SettingsSection title={SETTINGS_TEXTS.export} hint={SETTINGS_TEXTS.exportHint}>
      <div className="flex flex-wrap gap-2">
        <a href="/api/export?format=json" download className={buttonClass('secondary', 'form')}>
          <Download className="size-4" aria-hidden="true" />
          {SETTINGS_TEXTS.exportJson}
        </a>
        <a href="/api/export?format=csv" download className={buttonClass('secondary', 'form')}>
          <Download className="size-4" aria-hidden="true" />
          {SETTINGS_TEXTS.exportCsv}
        </a>
      </div>
    </SettingsSection>
  );
}
