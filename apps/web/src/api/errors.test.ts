import { ERRORS } from '@roamstead/contract';
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, normaliseError } from './errors';

const failWith = async (status: number, data: unknown) => normaliseError(new HttpError(status, data));

describe('normaliseError (SPEC §8)', () => {
  it('takes the message from error, then message, then the status default', async () => {
    expect(await failWith(409, { error: 'from error', message: 'from message', code: 'CONFLICT' })).toEqual({
      message: 'from error',
      error: 'from error',
      status: 409,
      code: 'CONFLICT',
    });
    expect((await failWith(422, { message: 'from message' })).message).toBe('from message');
    expect((await failWith(418, '')).message).toBe(ERRORS.other);
  });

  it('uses the catalogue for 403, 404 and 500 and keeps the server wording aside', async () => {
    expect(await failWith(403, { error: 'nope' })).toMatchObject({ message: ERRORS.forbidden, error: 'nope' });
    expect((await failWith(404, {})).message).toBe(ERRORS.notFound);
    expect((await failWith(500, { error: 'stack trace' })).message).toBe(ERRORS.internal);
  });

  it('keeps per-field details of a 400', async () => {
    const details = { email: ['Please enter a valid email address.'] };
    expect(await failWith(400, { error: 'Please enter a valid email address.', details })).toMatchObject({
      status: 400,
      details,
    });
  });

  it('reports no response as the network error with status 0', () => {
    const err = new NetworkError(new DOMException('The operation timed out.', 'TimeoutError'));
    expect(normaliseError(err)).toEqual({ message: ERRORS.network, status: 0, code: 'ERR_NETWORK' });
  });

  it('falls back to the client message, then the default, with status 500', () => {
    expect(normaliseError(new Error('No refresh token available'))).toMatchObject({
      message: 'No refresh token available',
      status: 500,
    });
    expect(normaliseError('weird')).toMatchObject({ message: ERRORS.default, status: 500 });
  });

  it('returns an error that is already normalised as it is, so a second pass keeps the server wording', async () => {
    const once = await failWith(409, { success: false, error: 'Dates taken', code: 'CONFLICT' });
    expect(normaliseError(once)).toBe(once);
    expect(once).toMatchObject({ message: 'Dates taken', status: 409 });
  });
});
