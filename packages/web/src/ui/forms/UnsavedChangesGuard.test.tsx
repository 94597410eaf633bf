import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod/mini';
import { rules } from '@fjord/domain';
import { renderWithProviders } from '../test-utils';
import { zodField } from '../validation';
import { AppForm, FormTextInput, useAppForm } from './index';

const schema = z.object({ name: zodField<string>([rules.required()]) });

function NameForm({ onSubmit }: { onSubmit: (values: { name: string }) => unknown }) {
  const form = useAppForm({ schema, saved: { name: 'Fjord AS' } });
  return (
    <AppForm form={form} onSubmit={onSubmit}>
      <FormTextInput name="name" label="Name" />
    </AppForm>
  );
}

async function leaveWithChanges(onSubmit: (values: { name: string }) => unknown, name = 'Nordlys AS') {
  const view = renderWithProviders(<NameForm onSubmit={onSubmit} />, { url: '/customer' });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  // The form is dirty once the (asynchronous) validation of the change has run.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await act(async () => {
    await view.router.navigate('/elsewhere');
  });
  expect(await screen.findByText('Unsaved changes')).toBeTruthy();
  expect(view.router.state.location.pathname).toBe('/customer');
  return view;
}

describe('leaving a form with unsaved changes', () => {
  it('lets the user leave without asking when nothing changed', async () => {
    const { router } = renderWithProviders(<NameForm onSubmit={vi.fn()} />, { url: '/customer' });
    await act(async () => {
      await router.navigate('/elsewhere');
    });
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('saves and then continues on Save', async () => {
    const onSubmit = vi.fn(async () => {});
    const { router } = await leaveWithChanges(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Nordlys AS' });
  });

  it('stays when the save fails or the values are invalid', async () => {
    const onSubmit = vi.fn();
    const { router } = await leaveWithChanges(onSubmit, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(router.state.location.pathname).toBe('/customer');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('continues without saving on Discard', async () => {
    const onSubmit = vi.fn();
    const { router } = await leaveWithChanges(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays with the changes on Cancel', async () => {
    const { router } = await leaveWithChanges(vi.fn());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(router.state.location.pathname).toBe('/customer');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Nordlys AS');
  });

  it('asks the browser to confirm closing or reloading the tab while dirty', async () => {
    renderWithProviders(<NameForm onSubmit={vi.fn()} />);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nordlys AS' } });
    await waitFor(() => {
      const dirty = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(dirty);
      expect(dirty.defaultPrevented).toBe(true);
    });
  });
});

describe('the page writing its own address while a form has unsaved changes', () => {
  async function dirtyForm() {
    const view = renderWithProviders(<NameForm onSubmit={vi.fn()} />, { url: '/customer' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nordlys AS' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    return view;
  }

  it('lets a replace of the same path through (a filter reaching the URL) and keeps the changes', async () => {
    const { router } = await dirtyForm();
    await act(async () => {
      await router.navigate('/customer?filters=%7B%22name%22%3A%22nord%22%7D', { replace: true });
    });
    expect(router.state.location.search).toBe('?filters=%7B%22name%22%3A%22nord%22%7D');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Nordlys AS');
  });

  it('still asks before a link to the same page with other parameters (a new history entry)', async () => {
    const { router } = await dirtyForm();
    await act(async () => {
      await router.navigate('/customer?tab=2');
    });
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('still asks before a replace that goes to another path', async () => {
    const { router } = await dirtyForm();
    await act(async () => {
      await router.navigate('/elsewhere', { replace: true });
    });
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/customer');
  });
});
