import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { classifySaveError } from './save-errors';

describe('classifySaveError', () => {
  it.each([
    [400, 'rejected'],
    [403, 'rejected'],
    [413, 'rejected'],
    [422, 'rejected'],
    [401, 'unauthorized'],
    [404, 'gone'],
    [408, 'retry'],
    [409, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [0, 'retry'],
  ])('HTTP %i → %s', (status, failure) => {
    expect(classifySaveError(new ApiRequestError(status, 'x'))).toBe(failure);
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a timeout', new DOMException('signal timed out', 'TimeoutError')],
    ['anything else', 'weird'],
  ])('%s → retry', (_name, error) => {
    expect(classifySaveError(error)).toBe('retry');
  });
});
