import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Modal } from '@mantine/core';
import { z } from 'zod/mini';
import { rules } from '@fjord/domain';
import { renderWithProviders } from '../test-utils';
import { zodField } from '../validation';
import { FormModal, FormSelect, FormTextInput } from './index';

const withKind = z.object({ name: zodField<string>([rules.required()]), kind: z.string() });

function DepartmentPopup({ withSelect = false, withInfo = false }: { withSelect?: boolean; withInfo?: boolean }) {
  const [open, setOpen] = useState(true);
  const [info, setInfo] = useState(withInfo);
  return (
    <FormModal
      saved={open ? { name: 'Salg', kind: 'sales' } : null}
      title="Edit department"
      schema={withKind}
      onSubmit={vi.fn()}
      onClose={() => setOpen(false)}
    >
      <FormTextInput name="name" label="Name" />
      {withSelect && (
        <FormSelect
          name="kind"
          label="Kind"
          data={[
            { value: 'sales', label: 'Sales' },
            { value: 'support', label: 'Support' },
          ]}
        />
      )}
      {/* A dialog a field opens above the popup, as a confirm of DialogsHost is. */}
      <Modal opened={info} onClose={() => setInfo(false)} title="About departments">
        <Button>Got it</Button>
      </Modal>
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

  it('leaves Escape in an open dropdown to the dropdown: the popup stays', async () => {
    renderWithProviders(<DepartmentPopup withSelect />);
    // The popup's focus trap first takes the focus; a dropdown opened before would close as it does.
    await waitFor(() => expect(popup()!.contains(document.activeElement)).toBe(true));
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    kind.focus();
    fireEvent.click(kind);
    await waitFor(() => expect(kind.getAttribute('aria-expanded')).toBe('true'));
    pressEscape();
    await waitFor(() => expect(kind.getAttribute('aria-expanded')).toBe('false'));
    await settle();
    expect(popup()).not.toBeNull();

    pressEscape();
    await waitFor(() => expect(popup()).toBeNull());
  });

  it('leaves Escape in a dialog opened above the popup to that dialog: the popup stays', async () => {
    renderWithProviders(<DepartmentPopup withInfo />);
    const info = () => screen.queryByRole('dialog', { name: 'About departments' });
    await waitFor(() => expect(info()).not.toBeNull());
    const gotIt = screen.getByRole('button', { name: 'Got it' });
    gotIt.focus();
    expect(document.activeElement).toBe(gotIt);
    pressEscape();
    await waitFor(() => expect(info()).toBeNull());
    await settle();
    expect(popup()).not.toBeNull();
    expect(question()).toBeNull();
  });
});

describe('FormModal: a submit the popup itself explains', () => {
  function BlockedPopup({ onSubmit, blocked }: { onSubmit: () => Promise<unknown>; blocked: string | null }) {
    const [open, setOpen] = useState(true);
    return (
      <FormModal
        saved={open ? { name: 'Salg', kind: 'sales' } : null}
        title="Send department"
        schema={withKind}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
        submitLabel="Send"
        submitBlocked={blocked}
      >
        <FormTextInput name="name" label="Name" />
      </FormModal>
    );
  }
  const sendPopup = () => screen.queryByRole('dialog', { name: 'Send department' });

  it('disables the submit button with its reason beside it, describing it', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<BlockedPopup onSubmit={onSubmit} blocked="Correct the errors first" />);
    const button = (await screen.findByRole('button', { name: 'Send' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Correct the errors first',
    );
  });

  it('stays open with no toast when the submit answers false', async () => {
    const onSubmit = vi.fn(async () => false);
    renderWithProviders(<BlockedPopup onSubmit={onSubmit} blocked={null} />);
    const button = (await screen.findByRole('button', { name: 'Send' })) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await settle();
    expect(sendPopup()).not.toBeNull();
    expect(screen.queryByText('Your changes are saved')).toBeNull();
  });
});
