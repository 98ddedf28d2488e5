import { describe, expect, it } from 'vitest';
import { ApiError, ContractError, HttpError, requestFailureOf, TimeoutError } from './errors';

describe('requestFailureOf', () => {
  it('tells a timeout, an answer of the server and a request that never reached it apart', () => {
    expect(requestFailureOf(new TimeoutError())).toBe('timeout');
    expect(requestFailureOf(new HttpError(500))).toBe('server');
    expect(requestFailureOf(new ApiError('Something went wrong'))).toBe('server');
    expect(requestFailureOf(new ContractError('editLink', 'id', 'missing'))).toBe('server');
    expect(requestFailureOf(new TypeError('Failed to fetch'))).toBe('offline');
  });
});
