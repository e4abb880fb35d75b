import { describe, expect, it } from 'vitest';
import { storageFaultOf } from './storage-faults';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('storageFaultOf', () => {
  it.each([
    [withCode('SQLITE_FULL'), 'disk is full'],
    [withCode('SQLITE_READONLY'), 'database is read-only'],
    [withCode('SQLITE_READONLY_DBMOVED'), 'database is read-only'],
    [withCode('SQLITE_IOERR_WRITE'), 'disk I/O error'],
    [withCode('SQLITE_BUSY'), 'database is busy'],
    [withCode('53100'), 'disk is full'],
    [withCode('25006'), 'database is read-only'],
    [withCode('08006'), 'database is unreachable'],
    [withCode('57P01'), 'database is unreachable'],
    [withCode('ECONNREFUSED'), 'database is unreachable'],
    [new Error('Connection terminated unexpectedly'), 'database is unreachable'],
    // Faults of the request or of our code stay what they are.
    [withCode('SQLITE_CONSTRAINT_UNIQUE'), null],
    [withCode('23505'), null],
    [withCode('42P01'), null],
    [new Error('cannot rollback - no transaction is active'), null],
    ['not an error', null],
  ])('%o → %s', (error, fault) => {
    expect(storageFaultOf(error)).toBe(fault);
  });
});
