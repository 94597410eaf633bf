import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderWithProviders } from '../test-utils';
import { CollapsibleSection } from './CollapsibleSection';

function Example() {
  const [opened, setOpened] = useState(false);
  const [invalid, setInvalid] = useState(false);
  return (
    <main>
      <h1>Page</h1>
      <button type="button" onClick={() => setInvalid(true)}>
        Save
      </button>
      <CollapsibleSection title="Prepayments" count={1} opened={opened} onChange={setOpened} invalid={invalid}>
        <label>
          Amount
          <input aria-invalid={invalid || undefined} />
        </label>
      </CollapsibleSection>
    </main>
  );
}

describe('a collapsible section', () => {
  it('is a heading with a button that says whether it is open and what it controls', async () => {
    const { container } = renderWithProviders(<Example />);
    const button = screen.getByRole('button', { name: 'Prepayments (1)' });
    expect(button.closest('h2')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const content = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(content.contains(screen.getByLabelText('Amount'))).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Prepayments' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('opens by itself when its fields turn invalid, and focuses the first of them', async () => {
    renderWithProviders(<Example />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    expect(screen.getByRole('button', { name: 'Prepayments (1)' }).getAttribute('aria-expanded')).toBe('true');
    const field = await screen.findByRole('textbox', { name: 'Amount' });
    expect(document.activeElement).toBe(field);
  });
});
