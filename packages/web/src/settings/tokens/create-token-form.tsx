import { useId, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import {
  MAX_TOKEN_NAME_LENGTH,
  type CreateAccessTokenInput,
  type CreatedAccessToken,
  SECURITY_TEXTS,
  SECURITY_FEEDBACK_TEXTS,
} from '@dayflow/core';
import { ApiRequestError } from '../../lib/api';
import { Button, labelLook, stackedInputLook } from '../../components/ui';
import { ui } from '../ui';
import { ConfirmationCancelled } from '../confirm/confirm-it-is-you';

type Expiry = keyof typeof SECURITY_TEXTS.tokenExpiries;
const EXPIRIES = Object.keys(SECURITY_TEXTS.tokenExpiries) as Expiry[];

/** Name, expiry and scope of a new token; the server checks the name (its 400 is shown). */
export function CreateTokenForm({
  create,
  onCreated,
}: {
  /** Creates it on the server (after "confirm it is you" when the server asks). */
  create: (input: CreateAccessTokenInput) => Promise<CreatedAccessToken>;
  onCreated: (token: CreatedAccessToken) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<Expiry>('90');
  const [readOnly, setReadOnly] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const created = await create({
        name,
        scope: readOnly ? 'read' : 'read-write',
        expiresInDays: expiry === 'never' ? null : Number(expiry),
      });
      setName('');
      onCreated(created);
    } catch (failure) {
      setError(tokenError(failure, name));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3 sm:grid-cols-[1fr_12rem]">
      <div>
        <label htmlFor={`${id}-name`} className={labelLook}>
          {SECURITY_TEXTS.tokenName}
        </label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={MAX_TOKEN_NAME_LENGTH}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          className={stackedInputLook}
        />
      </div>
      <div>
        <label htmlFor={`${id}-expiry`} className={labelLook}>
          {SECURITY_TEXTS.tokenExpiry}
        </label>
        <select
          id={`${id}-expiry`}
          value={expiry}
          onChange={(e) => setExpiry(e.target.value as Expiry)}
          className={stackedInputLook}
        >
          {EXPIRIES.map((option) => (
            <option key={option} value={option}>
              {SECURITY_TEXTS.tokenExpiries[option]}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2 dark:text-slate-200">
        <input
          type="checkbox"
          checked={readOnly}
          onChange={(e) => setReadOnly(e.target.checked)}
          className={ui.check}
        />
        {SECURITY_TEXTS.tokenReadOnly}
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className={`${ui.error} sm:col-span-2`}>
          {error}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button variant="primary" size="form" type="submit" disabled={pending}>
          <KeyRound className="size-4" aria-hidden="true" />
          {SECURITY_TEXTS.createToken}
        </Button>
      </div>
    </form>
  );
}

/** The server's refusal in the user's words: what is wrong with the name, or that it did not go through. */
function tokenError(failure: unknown, name: string): string | null {
  if (failure instanceof ConfirmationCancelled) return null;
  if (failure instanceof ApiRequestError && failure.status === 400 && failure.field === 'name') {
    return name.trim() === ''
      ? SECURITY_FEEDBACK_TEXTS.tokenNameNeeded
      : SECURITY_FEEDBACK_TEXTS.tokenNameRefused(MAX_TOKEN_NAME_LENGTH);
  }
  if (failure instanceof ApiRequestError && failure.status >= 400 && failure.status < 500) return failure.message;
  return SECURITY_FEEDBACK_TEXTS.tokenNotCreated;
}
