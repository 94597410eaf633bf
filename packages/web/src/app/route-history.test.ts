import { describe, expect, it } from 'vitest';
import { recordRoute, routeAfterLogin, routeHistory } from './route-history';

describe('route history', () => {
  it('keeps only the last 100 routes', () => {
    for (let i = 0; i < 120; i++) recordRoute(`/customers?page=${i}`);
    const history = routeHistory();
    expect(history).toHaveLength(100);
    expect(history[0]).toBe('/customers?page=20');
  });

  it('sends the user after login to the last route that is not login or a reset confirmation', () => {
    recordRoute('/customers');
    recordRoute('/login');
    recordRoute('/confirm-password-reset?token=abc');
    expect(routeAfterLogin()).toBe('/customers');
  });

  it('goes to the dashboard when nothing else was visited', () => {
    recordRoute('/login');
    expect(routeAfterLogin()).toBe('/');
  });
});
