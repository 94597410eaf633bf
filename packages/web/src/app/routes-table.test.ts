import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/all-translations';
import { permissionsFor, type Role } from '@fjord/domain';
import { APP_ROUTES, LAYOUT_FREE_TITLES, MENU_SECTIONS, mayOpen } from './routes-table';
import { activeMenuPath, menuFor } from './shell/menu-entries';

function text(locale: 'en' | 'nb', nsKey: string): unknown {
  const [namespace, key] = nsKey.split(':') as [string, string];
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      resources[locale][namespace],
    );
}

const titleKeys = [
  ...APP_ROUTES.map((route) => route.title),
  ...APP_ROUTES.flatMap((route) => (route.menu?.label ? [route.menu.label] : [])),
  ...MENU_SECTIONS.map((section) => section.title),
  ...Object.values(LAYOUT_FREE_TITLES),
];

describe('route table', () => {
  it.each(titleKeys)('%s has a text in en and nb', (key) => {
    expect(typeof text('en', key)).toBe('string');
    expect(typeof text('nb', key)).toBe('string');
  });

  it('names each path once', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the routes, parameterised ones included', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    for (const path of [
      '/',
      '/orders/:id',
      '/employees/:id',
      '/paycheck-reports/vacation-money-report',
      '/cars',
      '/ui/table',
    ])
      expect(paths).toContain(path);
  });
});

describe('route access', () => {
  const route = (path: string) => APP_ROUTES.find((candidate) => candidate.path === path)!;

  it('opens a page with all of its flags, or any one when it asks for any', () => {
    expect(mayOpen(route('/customers').access, { canViewSales: true })).toBe(true);
    expect(mayOpen(route('/customers').access, { canViewSales: false })).toBe(false);
    expect(mayOpen(route('/products').access, { canViewSales: false, canUpdateProducts: true })).toBe(true);
    expect(mayOpen(route('/employees').access, permissionsFor('accountant'))).toBe(false);
    expect(mayOpen(route('/employees').access, permissionsFor('payroll'))).toBe(true);
  });

  it('opens the a-meldinger to those who read salaries, and the new one only to those who also send them', () => {
    const reader = { canViewSalaries: true, canSendAltinnPaycheckReports: false };
    for (const path of ['/altinn-reports', '/altinn-reports/:id', '/altinn-reports/taxes']) {
      expect(mayOpen(route(path).access, reader)).toBe(true);
      expect(mayOpen(route(path).access, { canViewSalaries: false })).toBe(false);
    }
    expect(mayOpen(route('/altinn-reports/new').access, reader)).toBe(false);
    expect(mayOpen(route('/altinn-reports/new').access, { ...reader, canSendAltinnPaycheckReports: true })).toBe(true);
  });

  it('lets every member open a page without requirements, and nobody a guarded page before permissions load', () => {
    expect(mayOpen(route('/cars').access, null)).toBe(true);
    expect(mayOpen(route('/employees').access, null)).toBe(false);
  });
});

describe('side menu', () => {
  it('shows only the routes of the current mode and of any mode', () => {
    const paths = (mode: 'invoicing' | 'payroll') =>
      menuFor(mode, permissionsFor('owner')).flatMap((entry) =>
        entry.kind === 'item' ? [entry.route.path] : entry.routes.map((route) => route.path),
      );
    expect(paths('invoicing')).toEqual(
      expect.arrayContaining(['/', '/orders', '/customers', '/cars', '/company-settings']),
    );
    expect(paths('invoicing')).not.toContain('/employees');
    expect(paths('payroll')).toEqual(
      expect.arrayContaining(['/', '/employees', '/altinn-reports', '/cars', '/company-settings/altinn-users']),
    );
    expect(paths('payroll')).not.toContain('/orders');
  });

  it('offers only the pages the role may open: the accountant sees no employees or Altinn users', () => {
    const paths = (role: Role) =>
      menuFor('payroll', permissionsFor(role)).flatMap((entry) =>
        entry.kind === 'item' ? [entry.route.path] : entry.routes.map((route) => route.path),
      );
    expect(paths('accountant')).not.toContain('/employees');
    expect(paths('accountant')).not.toContain('/company-settings/altinn-users');
    expect(paths('accountant')).toContain('/cars');
    expect(paths('payroll')).toContain('/employees');
    expect(
      menuFor('invoicing', null).flatMap((entry) => (entry.kind === 'item' ? [] : entry.routes)),
    ).not.toContainEqual(expect.objectContaining({ path: '/customers' }));
  });

  it('marks the closest menu entry of a page as active', () => {
    expect(activeMenuPath('/')).toBe('/');
    expect(activeMenuPath('/orders/42')).toBe('/orders');
    expect(activeMenuPath('/products/variant-grouping')).toBe('/products/variant-grouping');
    expect(activeMenuPath('/company-settings/altinn-users')).toBe('/company-settings/altinn-users');
    expect(activeMenuPath('/paycheck-reports/yearly-report-for-employee/pdf')).toBe(
      '/paycheck-reports/yearly-report-for-employee',
    );
    expect(activeMenuPath('/big-loading')).toBeNull();
  });
});
