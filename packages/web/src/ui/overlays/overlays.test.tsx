import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { Button, MantineProvider, Select } from '@mantine/core';
import { render } from '@testing-library/react';
import { SELECT_MIN_WIDTH_PX, TOAST_DURATION_MS, TOAST_ERROR_DURATION_MS } from '@fjord/domain';
import { theme } from '../../app/theme';
import { renderWithProviders } from '../test-utils';
import { alertDialog, confirmDialog } from './dialogs';
// The app fetches the dialog lazily; loaded up front here so no test waits for its first transform.
import './DialogModal';
import { Dropdown } from './Dropdown';
import { toast } from './toasts';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => notifications.clean());
});

describe('toasts', () => {
  it('stays 3000 ms, an error 30000 ms', () => {
    const show = vi.spyOn(notifications, 'show');
    toast('info', 'Saved draft');
    toast('success', 'Saved');
    toast('warning', 'Careful');
    toast('error', 'Failed');
    expect(show.mock.calls.map(([data]) => data.autoClose)).toEqual([
      TOAST_DURATION_MS,
      TOAST_DURATION_MS,
      TOAST_DURATION_MS,
      TOAST_ERROR_DURATION_MS,
    ]);
    expect(show.mock.calls.map(([data]) => data.color)).toEqual(['blue', 'green', 'yellow', 'red']);
  });

  it('closes when clicked', async () => {
    renderWithProviders(<div />);
    act(() => void toast('success', 'The invoice was sent'));
    const shown = await screen.findByText('The invoice was sent');
    fireEvent.click(shown);
    await waitFor(() => expect(screen.queryByText('The invoice was sent')).toBeNull());
  });
});

describe('dialogs', () => {
  it('confirm answers true on Confirm and false on Cancel', async () => {
    renderWithProviders(<div />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(
      () => void (answer = confirmDialog({ title: 'Delete customer?', message: 'It cannot be undone.', danger: true })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete customer?' });
    expect(dialog.textContent).toContain('It cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => void (answer = confirmDialog({ title: 'Decline?', message: 'Sure?', confirmLabel: 'Decline' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('alert resolves when closed with OK', async () => {
    renderWithProviders(<div />);
    let closed = false;
    act(() => void alertDialog({ title: 'Done', message: 'All paychecks were sent.' }).then(() => (closed = true)));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(closed).toBe(true));
  });
});

describe('Dropdown', () => {
  const menu = () => screen.queryByRole('menu');

  function renderDropdown(props: { openOnHover?: boolean; sticky?: boolean } = {}) {
    return renderWithProviders(
      <div>
        <Dropdown target={<Button>Actions</Button>} {...props}>
          <Dropdown.Item>Duplicate</Dropdown.Item>
        </Dropdown>
        <button>Elsewhere</button>
      </div>,
    );
  }

  it('opens on click and closes on an outside click', async () => {
    renderDropdown();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Duplicate' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(menu()).toBeNull());
  });

  it('closes on Tab', async () => {
    renderDropdown();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await screen.findByRole('menu');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions' }), { key: 'Tab' });
    await waitFor(() => expect(menu()).toBeNull());
  });

  it('opens on hover when asked to', async () => {
    renderDropdown({ openOnHover: true });
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Actions' }));
    await waitFor(() => expect(menu()).toBeNull());
  });

  it('stays open when sticky, until its target is clicked again', async () => {
    renderDropdown({ sticky: true });
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await screen.findByRole('menu');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Elsewhere' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions' }), { key: 'Tab' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(menu()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await waitFor(() => expect(menu()).toBeNull());
  });
});

describe('select dropdowns', () => {
  it('are at least 200 px wide, however narrow the input', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Select w={80} label="Role" data={['Owner']} dropdownOpened comboboxProps={{ withinPortal: false }} />
      </MantineProvider>,
    );
    const dropdown = screen.getByRole('listbox').closest<HTMLElement>('.mantine-Select-dropdown');
    expect(dropdown?.style.minWidth).toBe(`${SELECT_MIN_WIDTH_PX}px`);
  });
});
