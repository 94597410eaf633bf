import { Center, Loader } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { OrderEditor } from './OrderEditor';
import { OrderEditorDocument } from './operations';

/** An open order's content, editable in place on /orders/:id. */
export function OpenOrderEditor({ id, onDirtyChange }: { id: string; onDirtyChange: (dirty: boolean) => void }) {
  const { data } = useQuery(OrderEditorDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  if (!data?.order)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return <OrderEditor key={data.order.id} order={data.order} onDirtyChange={onDirtyChange} />;
}
