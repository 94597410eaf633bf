import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { ApolloClient, ApolloLink, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { z } from 'zod/mini';
import { FormModal, FormTextInput } from '../forms';
import { renderWithProviders } from '../test-utils';
import { useRegister, type RegisterOptions, type RegisterTexts } from './use-register';

type Row = { id: string; name: string };
type Values = { name: string };
type Input = { name: string };

const CreateThingDocument: TypedDocumentNode<unknown, { input: Input }> = gql`
  mutation CreateThing($input: ThingInput!) {
    createThing(input: $input) {
      id
    }
  }
`;
const UpdateThingDocument: TypedDocumentNode<unknown, { id: string; input: Input }> = gql`
  mutation UpdateThing($id: ID!, $input: ThingInput!) {
    updateThing(id: $id, input: $input) {
      id
    }
  }
`;
const DeleteThingDocument: TypedDocumentNode<unknown, { id: string }> = gql`
  mutation DeleteThing($id: ID!) {
    deleteThing(id: $id) {
      id
    }
  }
`;

/** An operation as it reached the server, and whether it asked the error link to stay out (forms mark the fields). */
type Sent = { operationName: string; variables: Record<string, unknown>; handleErrors?: boolean };

/** A client whose every mutation succeeds, answering the record `{ id }`; `sent` lists what reached the server. */
function recordingClient() {
  const sent: Sent[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const operationName = operation.operationName ?? '';
        const field = operationName.charAt(0).toLowerCase() + operationName.slice(1);
        const { handleErrors } = operation.getContext() as { handleErrors?: boolean };
        sent.push({
          operationName,
          variables: operation.variables,
          ...(handleErrors === undefined ? {} : { handleErrors }),
        });
        const id = (operation.variables.id as string | undefined) ?? 'new-id';
        observer.next({ data: { [field]: { __typename: 'Thing', id } } } as never);
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

const texts: RegisterTexts = {
  new: 'New thing',
  edit: 'Edit thing',
  deleteTitle: 'Delete thing?',
  deleteMessage: (name) => `${name} goes for good.`,
  deleted: (name) => `${name} was deleted`,
};

const schema: z.ZodMiniType<Values> = z.object({ name: z.string() });
const ROWS: Row[] = [
  { id: 'r1', name: 'Fjord AS' },
  { id: 'r2', name: 'Nordlys AS' },
];

type PageProps<Extra> = Partial<RegisterOptions<Row, Values, Input, Extra>> & { mayChange: boolean };

/** The smallest register page: the New button, the rows with their actions, the reload count and the popup. */
function ThingsPage<Extra>(props: PageProps<Extra>) {
  const register = useRegister<Row, Values, Input, Extra>({
    create: CreateThingDocument,
    update: UpdateThingDocument,
    remove: DeleteThingDocument,
    empty: () => ({ name: '' }),
    toValues: (row) => ({ name: row.name }),
    toInput: (values) => ({ name: values.name.trim() }),
    idOf: (row) => row.id,
    nameOf: (row) => row.name,
    texts,
    ...props,
  });
  return (
    <div>
      {register.newButton}
      <ul>
        {ROWS.map((row) => (
          <li key={row.id}>
            {row.name}
            {register.actionsColumn.cell?.(row)}
          </li>
        ))}
      </ul>
      <span data-testid="reloads">{register.reloadKey}</span>
      <span data-testid="extra">{JSON.stringify(register.editing?.extra ?? null)}</span>
      <FormModal {...register.modal} schema={schema}>
        <FormTextInput name="name" label="Name" />
      </FormModal>
    </div>
  );
}

function renderPage<Extra>(props: PageProps<Extra>) {
  const { client, sent } = recordingClient();
  renderWithProviders(
    <ApolloProvider client={client}>
      <ThingsPage {...props} />
    </ApolloProvider>,
  );
  return { sent };
}

const button = (name: string) => screen.queryByRole('button', { name });
const reloads = () => screen.getByTestId('reloads').textContent;

afterEach(() => {
  act(() => notifications.clean());
});

describe('useRegister', () => {
  it('hides New, edit and delete without the permission', () => {
    renderPage({ mayChange: false });
    expect(screen.getByText('Fjord AS')).toBeTruthy();
    expect(button('New thing')).toBeNull();
    expect(button('Edit Fjord AS')).toBeNull();
    expect(button('Delete Fjord AS')).toBeNull();
  });

  it('shows New, edit and delete with the permission', () => {
    renderPage({ mayChange: true });
    expect(button('New thing')).toBeTruthy();
    expect(button('Edit Fjord AS')).toBeTruthy();
    expect(button('Delete Nordlys AS')).toBeTruthy();
  });

  it('shows the page’s own row actions also without the permission', () => {
    renderPage({ mayChange: false, rowActions: (row) => <button type="button">Open {row.name}</button> });
    expect(button('Open Fjord AS')).toBeTruthy();
    expect(button('Edit Fjord AS')).toBeNull();
  });

  it('deletes only after the user confirms, then reloads the list', async () => {
    const onChanged = vi.fn();
    const { sent } = renderPage({ mayChange: true, onChanged });

    fireEvent.click(button('Delete Fjord AS')!);
    let dialog = await screen.findByRole('dialog', { name: 'Delete thing?' });
    expect(dialog.textContent).toContain('Fjord AS goes for good.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete thing?' })).toBeNull());
    expect(sent).toEqual([]);
    expect(onChanged).not.toHaveBeenCalled();

    fireEvent.click(button('Delete Fjord AS')!);
    dialog = await screen.findByRole('dialog', { name: 'Delete thing?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toEqual([{ operationName: 'DeleteThing', variables: { id: 'r1' } }]));
    await screen.findByText('Fjord AS was deleted');
    expect(reloads()).toBe('1');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('creates a new record and updates an edited one (field errors left to the form), then reloads', async () => {
    const onChanged = vi.fn();
    const { sent } = renderPage({ mayChange: true, onChanged });

    fireEvent.click(button('New thing')!);
    let popup = await screen.findByRole('dialog', { name: 'New thing' });
    fireEvent.change(within(popup).getByLabelText('Name'), { target: { value: ' Havbris AS ' } });
    fireEvent.click(within(popup).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New thing' })).toBeNull());
    expect(sent).toEqual([
      { operationName: 'CreateThing', variables: { input: { name: 'Havbris AS' } }, handleErrors: false },
    ]);
    expect(reloads()).toBe('1');

    fireEvent.click(button('Edit Nordlys AS')!);
    popup = await screen.findByRole('dialog', { name: 'Edit thing' });
    const name = within(popup).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Nordlys AS');
    fireEvent.change(name, { target: { value: 'Nordlys Regnskap AS' } });
    fireEvent.click(within(popup).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit thing' })).toBeNull());
    expect(sent[1]).toEqual({
      operationName: 'UpdateThing',
      variables: { id: 'r2', input: { name: 'Nordlys Regnskap AS' } },
      handleErrors: false,
    });
    expect(reloads()).toBe('2');
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('prepares the popup first, hands what it loaded to empty and toValues, and stays closed when loading fails', async () => {
    const prepare = vi.fn(async (row: Row | null) => ({ choices: ['A', 'B'], for: row?.id ?? null }));
    const toValues = vi.fn(async (row: Row, extra: { for: string | null }) => {
      if (row.id === 'r2') throw new Error('gone');
      return { name: `${row.name} (${extra.for})` };
    });
    renderPage({ mayChange: true, prepare, empty: (extra) => ({ name: extra.choices.join('') }), toValues });

    fireEvent.click(button('New thing')!);
    let popup = await screen.findByRole('dialog', { name: 'New thing' });
    expect((within(popup).getByLabelText('Name') as HTMLInputElement).value).toBe('AB');
    expect(JSON.parse(screen.getByTestId('extra').textContent!)).toEqual({ choices: ['A', 'B'], for: null });
    fireEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(button('Edit Fjord AS')!);
    popup = await screen.findByRole('dialog', { name: 'Edit thing' });
    expect((within(popup).getByLabelText('Name') as HTMLInputElement).value).toBe('Fjord AS (r1)');
    expect(prepare).toHaveBeenLastCalledWith(ROWS[0]);
    fireEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(button('Edit Nordlys AS')!);
    await waitFor(() => expect(toValues).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button('New thing')!.hasAttribute('data-loading')).toBe(false);
  });
});
