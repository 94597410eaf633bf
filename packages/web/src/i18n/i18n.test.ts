import { describe, expect, it, vi } from 'vitest';
import { resources } from './all-translations';
import { browserLocale, requireNamespaces } from './index';

function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('translations', () => {
  it('has the same namespaces in en and nb', () => {
    expect(Object.keys(resources.nb).sort()).toEqual(Object.keys(resources.en).sort());
  });

  it.each(Object.keys(resources.en))('namespace %s has every key in both languages', (namespace) => {
    const en = keys(resources.en[namespace] ?? {}).sort();
    const nb = keys(resources.nb[namespace] ?? {}).sort();
    expect(
      nb.filter((key) => !en.includes(key)),
      'keys only in nb',
    ).toEqual([]);
    expect(
      en.filter((key) => !nb.includes(key)),
      'keys only in en',
    ).toEqual([]);
  });

  it('has no empty texts', () => {
    for (const locale of ['en', 'nb'] as const)
      for (const [namespace, tree] of Object.entries(resources[locale]))
        for (const key of keys(tree)) {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
          expect(typeof value === 'string' && value.trim() !== '', `${locale}/${namespace}:${key}`).toBe(true);
        }
  });
});

describe('the language of a browser where none was chosen', () => {
  it('is Norwegian when the browser lists nb, no or nn anywhere', () => {
    expect(browserLocale(['nb-NO', 'en'])).toBe('nb');
    expect(browserLocale(['en-GB', 'no'])).toBe('nb');
    expect(browserLocale(['nn'])).toBe('nb');
  });

  it('is English otherwise', () => {
    expect(browserLocale(['en-US'])).toBe('en');
    expect(browserLocale(['sv-SE', 'da'])).toBe('en');
    expect(browserLocale(['nbx'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});

describe('requireNamespaces', () => {
  it('settles when the namespaces are there, and fails naming those that could not be loaded', async () => {
    await expect(requireNamespaces(['common', 'shell'])).resolves.toBeUndefined();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(requireNamespaces(['common', 'no-such-namespace'])).rejects.toThrow(
      'Translations could not be loaded: no-such-namespace',
    );
  });
});
