import { useId } from 'react';
import { IMPORT_KINDS, SECTIONS, SETTINGS_TEXTS, TEXTS, type ImportKind, type Section } from '@dayflow/core';
import { useProfile } from '../../session/session';
import { useSettings } from '../day/settings-store';
import { SettingsSection } from '../settings-section';
import { Button, labelLook, stackedInputLook } from '../../components/ui';
import { ui } from '../ui';
import { ImportOutcome } from './import-outcome';
import { useImport } from './use-import';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Import: the format, a file or a paste, the preview, then the import itself. */
export function ImportSection() {
  const settings = useSettings(useProfile().id);
  // Todoist's "today" is the user's: their zone when the server knows it, else this device's.
  const importer = useImport(() => (settings.status === 'loaded' && settings.data.timeZone) || deviceZone());
  const { source, state, setSource } = importer;
  const id = useId();
  const busy = state.step === 'busy';
  const empty = source.text.trim() === '';

  return (
    <SettingsSection title={SETTINGS_TEXTS.import} hint={SETTINGS_TEXTS.importHint}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void importer.preview();
        }}
        className="space-y-4"
      >
        <fieldset>
          <legend className={labelLook}>{SETTINGS_TEXTS.importFormat}</legend>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-5">
            {IMPORT_KINDS.map((kind: ImportKind) => (
              <label key={kind} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  checked={source.kind === kind}
                  onChange={() => setSource({ kind, kindChosen: true })}
                  className={ui.check}
                />
                {SETTINGS_TEXTS.importKinds[kind]}
              </label>
            ))}
          </div>
        </fieldset>
        {source.kind === 'text' && (
          <div>
            <label htmlFor={`${id}-list`} className={labelLook}>
              {SETTINGS_TEXTS.importList}
            </label>
            <select
              id={`${id}-list`}
              value={source.list}
              onChange={(event) => setSource({ list: event.target.value as Section })}
              className={`${stackedInputLook} sm:w-60`}
            >
              {SECTIONS.map((section) => (
                <option key={section} value={section}>
                  {TEXTS.sectionTitles[section]}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${id}-file`} className={labelLook}>
            {SETTINGS_TEXTS.importFile}
          </label>
          <input
            key={source.fileKey}
            id={`${id}-file`}
            type="file"
            // Any of the three: the format is recognised from the file once chosen.
            accept=".json,.csv,.txt,application/json,text/csv,text/plain"
            onChange={(event) => void importer.chooseFile(event.target.files?.[0] ?? null)}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 hover:file:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100 dark:hover:file:bg-slate-700"
          />
        </div>
        <div>
          <label htmlFor={`${id}-paste`} className={labelLook}>
            {SETTINGS_TEXTS.importPaste}
          </label>
          <textarea
            id={`${id}-paste`}
            rows={4}
            value={source.fileName ? '' : source.text}
            onChange={(event) => setSource({ text: event.target.value, fileName: null })}
            className={`${stackedInputLook} font-mono text-sm`}
          />
        </div>
        <Button variant="secondary" size="form" type="submit" disabled={busy || empty}>
          {SETTINGS_TEXTS.preview}
        </Button>
        <ImportOutcome state={state} onImport={() => void importer.importNow()} />
      </form>
    </SettingsSection>
  );
}
