import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { rules } from '@fjord/domain';
import { renderWithProviders } from '../test-utils';
import { zodField } from '../validation';
import { FormModal, FormTextInput } from './index';

const schema = z.object({ name: zodField<string>([rules.required()]) });

function DepartmentPopup() {
  const [open, setOpen] = useState(true);
  return (
    <FormModal
      saved={open ? { name: 'Salg' } : null}
      title="Edit department"
      schema={schema}
      onSubmit={vi.fn()}
      onClose={() => setOpen(false)}
    >
      <FormTextInput name="name" label="Name" />
    </FormModal>
  );
}

const popup = () => screen.queryByRole('dialog', { name: 'Edit department' });
const question = () => screen.queryByRole('dialog', { name: 'Unsaved changes' });
const nameInput = () => screen.getByLabelText('Name') as HTMLInputElement;

/** Escape as the user presses it: on whatever has the focus. */
function pressEscape() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape' });
}

/** Lets every timer and effect that the last event started run, so a dialog that would close by itself has done so. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function openDirty() {
  renderWithProviders(<DepartmentPopup />);
  fireEvent.change(nameInput(), { target: { value: 'Salg Vest' } });
  // The form is dirty once the (asynchronous) validation of the change has run.
  await settle();
  nameInput().focus();
}

describe('closing a create/edit popup', () => {
  it('closes a popup without changes on Escape, without asking', async () => {
    renderWithProviders(<DepartmentPopup />);
    nameInput().focus();
    pressEscape();
    await waitFor(() => expect(popup()).toBeNull());
    expect(question()).toBeNull();
  });

  it('asks on Escape with unsaved changes, and the question stays until it is answered', async () => {
    await openDirty();
    pressEscape();
    await settle();
    expect(question()).not.toBeNull();
    expect(popup()).not.toBeNull();
  });

  it('closes only the question on Escape in it: the popup and its changes remain', async () => {
    await openDirty();
    pressEscape();
    await settle();
    expect(question()).not.toBeNull();

    pressEscape();
    await waitFor(() => expect(question()).toBeNull());
    await settle();
    expect(popup()).not.toBeNull();
    expect(nameInput().value).toBe('Salg Vest');

    // Still dirty, so a second Escape asks again.
    nameInput().focus();
    pressEscape();
    await settle();
    expect(question()).not.toBeNull();
  });

  it('closes the popup on Discard', async () => {
    await openDirty();
    pressEscape();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(popup()).toBeNull());
    expect(question()).toBeNull();
  });

  it('asks the same question on the × button with unsaved changes', async () => {
    await openDirty();
    fireEvent.click(popup()!.querySelector('.mantine-Modal-close')!);
    await settle();
    expect(question()).not.toBeNull();
    expect(popup()).not.toBeNull();
  });

  it('asks the same question on a click outside the popup with unsaved changes', async () => {
    await openDirty();
    const overlays = document.querySelectorAll('.mantine-Modal-overlay');
    expect(overlays).toHaveLength(1);
    fireEvent.click(overlays[0]!);
    await settle();
    expect(question()).not.toBeNull();
    expect(popup()).not.toBeNull();
  });
});
