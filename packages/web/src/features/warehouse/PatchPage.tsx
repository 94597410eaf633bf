import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PatchEditor } from './PatchEditor';
import { WarehousePatchDocument } from './operations';

/** /warehouse/patches/:id: a saved patch or count, to change (or only read without canUpdateProducts). */
export default function PatchPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('warehouse');
  const { data, error } = useQuery(WarehousePatchDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  if (error && !data)
    return (
      <Alert color="red" icon={<IconAlertTriangle />}>
        {t('editor.notFound')}
      </Alert>
    );
  if (!data?.warehousePatch)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return <PatchEditor key={data.warehousePatch.id} patch={data.warehousePatch} />;
}
