import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useFormState } from 'react-hook-form';
import { z } from 'zod/mini';
import { rules } from '@fjord/domain';
import { renderWithProviders } from '../test-utils';
import { zodField } from '../validation';
import { AppForm, FormTextInput, ResetButton, SubmitButton, useAppForm } from './index';

type Customer = { name: string; organizationNumber: string };
const schema = z.object({
  name: zodField<string>([rules.required(), rules.max(40)]),
  organizationNumber: zodField<string>([rules.length(9)]),
});
const SAVED: Customer = { name: 'Fjord AS', organizationNumber: '' };

function DirtyMark() {
  const { isDirty } = useFormState();
  return <span data-testid="state">{isDirty ? 'dirty' : 'clean'}</span>;
}

function CustomerForm({ onSubmit }: { onSubmit: (values: Customer) => unknown }) {
  const form = useAppForm({ schema, saved: SAVED });
  return (
    <AppForm form={form} onSubmit={onSubmit}>
      <FormTextInput name="name" label="Name" />
      <FormTextInput name="organizationNumber" label="Organisation number" />
      <DirtyMark />
      <ResetButton>Reset</ResetButton>
      <SubmitButton>Save</SubmitButton>
    </AppForm>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const state = () => screen.getByTestId('state').textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('AppForm', () => {
  it('is dirty only while the inputs differ from the saved copy', async () => {
    renderWithProviders(<CustomerForm onSubmit={vi.fn()} />);
    expect(state()).toBe('clean');
    type('Name', 'Fjord Regnskap AS');
    await waitFor(() => expect(state()).toBe('dirty'));
    type('Name', 'Fjord AS');
    await waitFor(() => expect(state()).toBe('clean'));
  });

  it('resets to the saved copy', async () => {
    renderWithProviders(<CustomerForm onSubmit={vi.fn()} />);
    type('Name', 'Noe annet');
    await waitFor(() => expect(state()).toBe('dirty'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(input('Name').value).toBe('Fjord AS'));
    expect(state()).toBe('clean');
  });

  it('makes the saved values the new saved copy after a successful save', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithProviders(<CustomerForm onSubmit={onSubmit} />);
    type('Name', 'Nordlys AS');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Nordlys AS', organizationNumber: '' }));
    await waitFor(() => expect(state()).toBe('clean'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input('Name').value).toBe('Nordlys AS');
  });

  it('keeps the form dirty when the save fails', async () => {
    renderWithProviders(<CustomerForm onSubmit={async () => false} />);
    type('Name', 'Nordlys AS');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => {});
    expect(state()).toBe('dirty');
  });

  it('shows the translated rule message with the label once typing pauses 50 ms', async () => {
    vi.useFakeTimers();
    renderWithProviders(<CustomerForm onSubmit={vi.fn()} />);
    type('Name', '');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByText('Name is required')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText('Name is required')).toBeTruthy();
  });

  it('does not save invalid values', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<CustomerForm onSubmit={onSubmit} />);
    type('Organisation number', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must have 9 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts server validations on their fields and the rest above the form', async () => {
    const failure = {
      errors: [
        {
          message: 'Validation failed',
          extensions: {
            code: 'VALIDATION',
            validations: [
              { model: 'customer', attribute: 'organization_number', type: 'taken' },
              { model: 'customer', attribute: 'ownerId', type: 'blank' },
            ],
          },
        },
      ],
    };
    renderWithProviders(
      <CustomerForm
        onSubmit={() => {
          throw failure;
        }}
      />,
    );
    type('Organisation number', '923609016');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organisation number is already taken')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Customer owner is required');
    expect(state()).toBe('dirty');
  });
});
