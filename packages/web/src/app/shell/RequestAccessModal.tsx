import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_MIN_CHARS } from '@fjord/domain';
import { graphql } from '../../gql';
import { Autocomplete, type AutocompleteOption } from '../../ui/inputs';
import { toast } from '../notify';

const UnitSearchDocument = graphql(`
  query RequestAccessUnitSearch($term: String!, $limit: Int, $date: Date!) {
    unitSearch(term: $term, limit: $limit, date: $date) {
      id
      name
      organizationNumber
      city
    }
  }
`);

const RequestAccessDocument = graphql(`
  mutation RequestAccessToUnit($unitId: ID!) {
    requestAccessToUnit(input: { unitId: $unitId }) {
      id
      name
    }
  }
`);

type Props = { opened: boolean; onClose: () => void };

/** "Request access to company": search a company, ask its administrators for access. */
export function RequestAccessModal({ opened, onClose }: Props) {
  const { t } = useTranslation('shell');
  // The kit's autocomplete debounces the term and asks only from the minimum of characters.
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<AutocompleteOption | null>(null);
  const { data, loading } = useQuery(UnitSearchDocument, {
    variables: { term, limit: AUTOCOMPLETE_LIMIT, date: dayjs().format('YYYY-MM-DD') },
    skip: !opened || term.length < AUTOCOMPLETE_MIN_CHARS,
    fetchPolicy: 'no-cache',
  });
  const [requestAccess, { loading: sending }] = useMutation(RequestAccessDocument);

  const close = () => {
    setTerm('');
    setChosen(null);
    onClose();
  };

  const options =
    term.length < AUTOCOMPLETE_MIN_CHARS
      ? []
      : (data?.unitSearch ?? []).map((unit) => ({
          value: unit.id,
          label: unit.name,
          description: [unit.organizationNumber, unit.city].filter(Boolean).join(' · '),
        }));

  const submit = async () => {
    if (!chosen) return;
    try {
      const result = await requestAccess({ variables: { unitId: chosen.value } });
      const name = result.data?.requestAccessToUnit.name ?? chosen.label;
      toast('success', t('requestAccess.requested', { name }));
      close();
    } catch {
      // The error link has shown why; the popup stays open to try another company.
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('requestAccess.title')} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('requestAccess.help')}
        </Text>
        <Autocomplete
          label={t('requestAccess.company')}
          placeholder={t('requestAccess.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          minChars={AUTOCOMPLETE_MIN_CHARS}
          value={chosen?.value ?? null}
          valueLabel={chosen?.label}
          onChange={(_value, option) => setChosen(option)}
          onSearch={setTerm}
          options={options}
          loading={loading}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:cancel')}
          </Button>
          <Button disabled={!chosen} loading={sending} onClick={() => void submit()}>
            {t('requestAccess.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
