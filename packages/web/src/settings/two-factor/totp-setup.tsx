import { useEffect, useState, type FormEvent } from 'react';
import { TotpCodeSchema, TWO_FACTOR_TEXTS } from '@dayflow/core';
import { ApiRequestError } from '../../lib/api';
import { Button, labelLook, stackedInputLook } from '../../components/ui';
import { ui } from '../ui';
import { confirmTotpSetup, type TotpSetup } from './two-factor-store';

/** The QR code, the secret and the backup codes, shown once; then the first code turns it on. */
export function TotpSetupStep({ setup, onDone }: { setup: TotpSetup; onDone: () => void }) {
  const [qr, setQr] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const secret = new URL(setup.totpURI).searchParams.get('secret') ?? '';

  useEffect(() => {
    let live = true;
    // Loaded here only: the sign-in and planner pages never need it.
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(setup.totpURI, { margin: 1, width: 192 }).then((url) => live && setQr(url)),
    );
    return () => {
      live = false;
    };
  }, [setup.totpURI]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = TotpCodeSchema.safeParse({ code: new FormData(event.currentTarget).get('code') });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    try {
      await confirmTotpSetup(parsed.data.code);
      onDone();
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError && failure.status < 500 ? TWO_FACTOR_TEXTS.wrongCode : String(failure),
      );
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700 dark:text-slate-200">{TWO_FACTOR_TEXTS.scanHint}</p>
      {qr && <img src={qr} alt="QR code for your authenticator app" width={192} height={192} className="rounded" />}
      <p className="text-sm">
        {TWO_FACTOR_TEXTS.secretLabel}: <code className="break-all select-all">{secret}</code>
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-200">{TWO_FACTOR_TEXTS.backupCodesHint}</p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {setup.backupCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-2">
        <label className={labelLook}>
          {TWO_FACTOR_TEXTS.codeLabel}
          <input
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            aria-invalid={error ? true : undefined}
            className={stackedInputLook}
          />
        </label>
        <Button variant="primary" size="form" type="submit">
          {TWO_FACTOR_TEXTS.verifyButton}
        </Button>
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-400">{TWO_FACTOR_TEXTS.confirmHint}</p>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
    </div>
  );
}
