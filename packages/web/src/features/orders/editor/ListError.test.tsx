import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { z } from 'zod/mini';
import { renderWithProviders } from '../../../ui/test-utils';
import { AppForm, SubmitButton, useAppForm } from '../../../ui/forms';
import { ListError } from './DocumentFields';

type Values = { lines: { itemName: string }[] };
const schema = z.custom<Values>(() => true);

function Form({ refusal }: { refusal: unknown }) {
  const form = useAppForm<Values>({ schema, saved: { lines: [] } });
  return (
    <AppForm
      form={form}
      onSubmit={() => {
        throw refusal;
      }}
    >
      <ListError name="lines" label="Lines" />
      <SubmitButton>Save</SubmitButton>
    </AppForm>
  );
}

describe('a refusal of the whole list of lines', () => {
  it('is shown under the list, not lost on a field that does not exist (server attribute `lines`)', async () => {
    const refusal = {
      errors: [
        {
          message: 'invalid',
          extensions: { code: 'VALIDATION', validations: [{ model: 'order', attribute: 'lines', type: 'blank' }] },
        },
      ],
    };
    renderWithProviders(<Form refusal={refusal} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An order needs at least one line');
  });
});
