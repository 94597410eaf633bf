import { describe, expect, it } from 'vitest';
import { storeAnswerHeaders } from './apollo';
import { clearSession, getStoredUnitId, getToken, setStoredUnitId, setToken } from './session';

const answer = (headers: Record<string, string>) => new Response('{}', { headers });

describe('answer headers', () => {
  it('stores the refreshed token and the unit the request ran in', () => {
    setToken('old');
    storeAnswerHeaders(answer({ 'X-Auth-Token': 'new', 'X-Unit-Id': 'unit-1' }), 'old', null);
    expect(getToken()).toBe('new');
    expect(getStoredUnitId()).toBe('unit-1');
  });

  it('does not sign a user back in when the answer arrives after sign-out', () => {
    setToken('old');
    clearSession();
    storeAnswerHeaders(answer({ 'X-Auth-Token': 'old', 'X-Unit-Id': 'unit-1' }), 'old', null);
    expect(getToken()).toBeNull();
  });

  it('does not undo a company switch made while the request was under way', () => {
    setToken('token');
    setStoredUnitId('unit-2');
    storeAnswerHeaders(answer({ 'X-Auth-Token': 'token', 'X-Unit-Id': 'unit-1' }), 'token', 'unit-1');
    expect(getStoredUnitId()).toBe('unit-2');
  });
});
