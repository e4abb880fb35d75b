import { useState } from 'react';
import {
  detectImportKind,
  ImportSummarySchema,
  MAX_IMPORT_BYTES,
  SETTINGS_TEXTS,
  type ImportKind,
  type ImportRequest,
  type ImportSummary,
  type Section,
} from '@dayflow/core';
import { ApiRequestError } from '../../lib/api';
import { readJson } from '../../lib/read-json';

export interface ImportSource {
  kind: ImportKind;
  list: Section;
  /** The chosen file's text, or what was pasted. */
  text: string;
  fileName: string | null;
  /** The user picked the format by hand: a paste no longer changes it. */
  kindChosen: boolean;
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

/**
 * The server's refusal as the user reads it. `field: reason` names a place worth seeing (`line 3`,
 * `tasks.2.priority`); a bare word (`text`, `format`) is the request's own field name, which
 * says nothing to the user, so only the reason is shown.
 */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const field = error instanceof ApiRequestError ? error.field : undefined;
  if (field && /^[a-zA-Z]+$/.test(field) && error.message.startsWith(`${field}: `)) {
    const reason = error.message.slice(field.length + 2);
    return reason.charAt(0).toUpperCase() + reason.slice(1) + '.';
  }
  return error.message;
}

/**
 * An import in two steps: the preview (nothing written) and the import of exactly what was
 * previewed. Any change to the source drops the preview, so the button never imports something
 * other than what is on screen.
 */
export function useImport(timeZone: () => string) {
  // Dayflow's own export until a file or a paste says otherwise: the round trip is the common case.
  const [source, setSourceState] = useState<ImportSource>({
    kind: 'dayflow-json',
    list: 'today',
    text: '',
    fileName: null,
    kindChosen: false,
    fileKey: 0,
  });
  const [state, setState] = useState<ImportStep>({ step: 'editing' });

  const setSource = (change: Partial<Omit<ImportSource, 'fileKey'>>) => {
    setSourceState((now) => {
      const next = { ...now, ...change, fileKey: dropsFile(now, change) ? now.fileKey + 1 : now.fileKey };
      // A format picked by hand stays; otherwise what was pasted says which it is.
      if (change.text !== undefined && change.kind === undefined && !next.kindChosen && next.text.trim() !== '') {
        next.kind = detectImportKind(next.text);
      }
      return next;
    });
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
      setState(done(await readJson(path, ImportSummarySchema, { method: 'POST', body: body() })));
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
        const text = file ? await file.text() : '';
        // A chosen file says which format it is, whatever was picked before.
        const kind = file ? detectImportKind(text, file.name) : source.kind;
        setSource({ text, fileName: file?.name ?? null, kind, kindChosen: false });
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
