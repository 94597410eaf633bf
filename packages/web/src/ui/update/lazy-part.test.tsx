import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { NativeDialog } from '../overlays/NativeDialog';
import { lazyPart } from './lazy-part';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('lazyPart: a part of the shell fetched on first use', () => {
  it('shows its fallback, and the page around it stays, when its chunk cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyPart<{ label: string }>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'test-part',
      ({ label }) => <p>plain {label}</p>,
    );
    renderWithProviders(
      <main>
        <h1>The page</h1>
        <Part label="part" />
      </main>,
    );
    expect(await screen.findByText('plain part')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('shows the part itself when its chunk loads', async () => {
    const Part = lazyPart<{ label: string }>(
      async () =>
        ({ label }) => <p>loaded {label}</p>,
      'test-part',
      () => null,
    );
    renderWithProviders(<Part label="part" />);
    expect(await screen.findByText('loaded part')).toBeTruthy();
  });
});

describe('the dialogs without their chunk (NativeDialog, the fallback of DialogsHost)', () => {
  it("asks a confirm question with the browser's own confirm and answers with its choice", () => {
    const native = vi.fn(() => false);
    vi.stubGlobal('confirm', native);
    const answer = vi.fn();
    const options = { title: 'Delete the draft?', message: 'This cannot be undone.' };
    renderWithProviders(<NativeDialog dialog={{ id: 1, kind: 'confirm', options, answer }} zIndex={300} />);
    expect(native).toHaveBeenCalledWith('Delete the draft?\n\nThis cannot be undone.');
    expect(answer).toHaveBeenCalledWith(false);
  });

  it("shows an alert with the browser's own alert, then answers it", () => {
    const native = vi.fn();
    vi.stubGlobal('alert', native);
    const answer = vi.fn();
    renderWithProviders(
      <NativeDialog
        dialog={{ id: 2, kind: 'alert', options: { title: 'Sent', message: 'The report was sent.' }, answer }}
        zIndex={300}
      />,
    );
    expect(native).toHaveBeenCalledWith('Sent\n\nThe report was sent.');
    expect(answer).toHaveBeenCalledOnce();
  });
});
