import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from '@mantine/core';
import { z } from 'zod/mini';
import { FormModal, FormTextInput } from '../forms';
import { renderWithProviders } from '../test-utils';
import { localPageFetch } from './local-fetch';
import { PagedTable } from './PagedTable';
import type { PagedColumn } from './types';

type Person = { id: string; name: string };
const people: Person[] = [
  { id: '1', name: 'Kari Nordmann' },
  { id: '2', name: 'Per Hansen' },
];
const columns: PagedColumn<Person>[] = [{ id: 'name', header: 'Name', value: (p) => p.name, filter: { type: 'text' } }];
const fetchPage = localPageFetch(people, columns);
const schema = z.object({ note: z.string() });

function PeoplePage() {
  const [editing, setEditing] = useState<{ note: string } | null>(null);
  return (
    <>
      <Button onClick={() => setEditing({ note: '' })}>Details</Button>
      <PagedTable<Person> label="People" columns={columns} rowId={(p) => p.id} fetchPage={fetchPage} />
      <FormModal saved={editing} title="Details" schema={schema} onSubmit={vi.fn()} onClose={() => setEditing(null)}>
        <FormTextInput name="note" label="Note" />
      </FormModal>
    </>
  );
}

describe('a table filter and a dialog with unsaved changes', () => {
  it('writes a filter typed just before the dialog opened to the URL without asking to leave, and keeps the changes', async () => {
    const { router } = renderWithProviders(<PeoplePage />, { url: '/people' });
    // Typed, then the dialog opened and edited before the filter's pause is over.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'hansen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    // Queried by label: a role query can take longer than the pause.
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Skatteoppkreveren' } });

    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toContain('hansen'));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Skatteoppkreveren');
    expect(router.state.location.pathname).toBe('/people');
  });
});
