import { useState } from 'react';
import {
  MAX_IMPORT_BYTES,
  SETTINGS_TEXTS,
  type ImportKind,
  type ImportRequest,
  type ImportSummary,
  type Section,
} from '@dayflow/core';
import { apiFetch } from '../../lib/api';

export interface ImportSource {
  kind: ImportKind;
  list: Section;
  /** The chosen file's text, or what was pasted. */
  text: string;
  fileName: string | null;
  /** Changes whenever the chosen file is dropped, so the file field starts empty again. */
  fileKey: number;
}

export type ImportStep =
  | { step: 'editing' }
  | { step: 'busy' }
  | { step: 'previewed'; summary: ImportSummary }
  | { step: 'refused'; message: string }
  | { step: 'imported'; summary: ImportSummary };

/** Typing in the paste box drops a chosen file (the text is then what was typed). */
const dropsFile = (now: ImportSource, change: Partial<ImportSource>) =>
  now.fileName !== null && change.fileName === null;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * An import in two steps: the preview (nothing written) and the import of exactly what was
 * previewed. Any change to the source drops the preview, so the button never imports something
 * other than what is on screen.
 */
export function useImport(timeZone: () => string) {
  const [source, setSourceState] = useState<ImportSource>({
    kind: 'todoist-csv',
    list: 'today',
    text: '',
    fileName: null,
    fileKey: 0,
  });
  const [state, setState] = useState<ImportStep>({ step: 'editing' });

  const setSource = (change: Partial<Omit<ImportSource, 'fileKey'>>) => {
    setSourceState((now) => ({ ...now, ...change, fileKey: dropsFile(now, change) ? now.fileKey + 1 : now.fileKey }));
    setState({ step: 'editing' });
  };
  const forgetSource = () => setSourceState((now) => ({ ...now, text: '', fileName: null, fileKey: now.fileKey + 1 }));

  const body = (): ImportRequest => ({
    kind: source.kind,
    text: source.text,
    ...(source.kind === 'text' ? { list: source.list } : {}),
    ...(source.kind === 'todoist-csv' ? { timeZone: timeZone() } : {}),
  });

  const send = async (path: string, done: (summary: ImportSummary) => ImportStep) => {
    setState({ step: 'busy' });
    try {
      setState(done(await apiFetch<ImportSummary>(path, { method: 'POST', body: body() })));
    } catch (error) {
      setState({ step: 'refused', message: errorText(error) });
    }
  };

  return {
    source,
    state,
    setSource,
    async chooseFile(file: File | null) {
      // Not read at all: the server would refuse it, after a long upload.
      if (file && file.size > MAX_IMPORT_BYTES) {
        forgetSource();
        return setState({ step: 'refused', message: SETTINGS_TEXTS.fileTooLarge });
      }
      try {
        setSource({ text: file ? await file.text() : '', fileName: file?.name ?? null });
      } catch (error) {
        setState({ step: 'refused', message: errorText(error) });
      }
    },
    preview: () => send('/api/import/preview', (summary) => ({ step: 'previewed', summary })),
    importNow: () =>
      send('/api/import', (summary) => {
        forgetSource();
        return { step: 'imported', summary };
      }),
  };
}
