import { useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPANY_SWITCHER_MIN_CHARS } from '@fjord/domain';
import { Autocomplete, type AutocompleteOption } from '../../ui/inputs';
import { FAKE_COMPANIES, FAKE_PAGE_SIZE, searchFakeCompanies } from './fake-companies';
import { DemoRow, DemoSection, InputDemo, StatefulDemo, useStateLabel } from './InputDemo';

const CITIES: AutocompleteOption[] = [
  'Oslo',
  'Bergen',
  'Trondheim',
  'Stavanger',
  'Kristiansand',
  'Tromsø',
  'Bodø',
  'Ålesund',
  'Drammen',
  'Fredrikstad',
  'Sandnes',
  'Sarpsborg',
  'Skien',
  'Haugesund',
  'Tønsberg',
  'Moss',
  'Arendal',
  'Hamar',
  'Larvik',
  'Halden',
  'Lillehammer',
  'Molde',
  'Harstad',
  'Gjøvik',
  'Kongsberg',
].map((city) => ({ value: city, label: city }));

/** The server-backed autocomplete against the fake companies, with paging. */
function ServerDemo() {
  const { t } = useTranslation('uiTest');
  const stateLabel = useStateLabel();
  const [value, setValue] = useState<string | null>(null);
  const [options, setOptions] = useState<AutocompleteOption[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [term, setTerm] = useState('');
  // Answers to an older term arrive late and are dropped.
  const latest = useRef(0);

  const load = async (nextTerm: string, offset: number) => {
    const request = ++latest.current;
    setLoading(true);
    const page = await searchFakeCompanies(nextTerm, offset);
    if (request !== latest.current) return;
    setOptions((current) => (offset === 0 ? page.items : [...current, ...page.items]));
    setTotal(page.totalCount);
    setLoading(false);
  };

  return (
    <InputDemo testId="autocomplete-server" value={value}>
      <Autocomplete
        label={stateLabel(t('autocomplete.server'), 'mustChoose')}
        value={value}
        onChange={setValue}
        options={options}
        onSearch={(next) => {
          setTerm(next);
          void load(next, 0);
        }}
        loading={loading}
        hasMore={options.length < total}
        onLoadMore={() => void load(term, options.length)}
      />
      <Text size="xs" c="dimmed" data-testid="autocomplete-server-loaded">
        {t('autocomplete.loaded', { loaded: options.length, total })}
      </Text>
    </InputDemo>
  );
}

/** The autocomplete: a local list (free text allowed or not, min 3 or 0) and the server-backed variant. */
export function AutocompleteSection() {
  const { t } = useTranslation('uiTest');
  const stateLabel = useStateLabel();
  const city = t('autocomplete.local');
  return (
    <DemoSection title={t('autocomplete.title')}>
      <DemoRow title={t('autocomplete.localTitle')}>
        <StatefulDemo
          testId="autocomplete-local"
          initial={null as string | null}
          render={(value, setValue) => (
            <Autocomplete label={stateLabel(city, 'empty')} value={value} onChange={setValue} options={CITIES} />
          )}
        />
        <StatefulDemo
          testId="autocomplete-local-choose"
          initial={null as string | null}
          render={(value, setValue) => (
            <Autocomplete
              label={stateLabel(city, 'mustChoose')}
              value={value}
              onChange={setValue}
              options={CITIES}
              allowFreeText={false}
            />
          )}
        />
        <StatefulDemo
          testId="autocomplete-local-zero"
          initial={'Bergen' as string | null}
          render={(value, setValue) => (
            <Autocomplete
              label={stateLabel(city, 'minimumZero')}
              value={value}
              onChange={setValue}
              options={CITIES}
              minChars={COMPANY_SWITCHER_MIN_CHARS}
              allowFreeText={false}
            />
          )}
        />
        <StatefulDemo
          testId="autocomplete-local-invalid"
          initial={'Oslo' as string | null}
          render={(value, setValue) => (
            <Autocomplete
              label={stateLabel(city, 'invalid')}
              value={value}
              onChange={setValue}
              options={CITIES}
              error={t('invalidExample')}
            />
          )}
        />
        <StatefulDemo
          testId="autocomplete-local-disabled"
          initial={'Tromsø' as string | null}
          render={(value, setValue) => (
            <Autocomplete
              label={stateLabel(city, 'disabled')}
              value={value}
              onChange={setValue}
              options={CITIES}
              disabled
            />
          )}
        />
      </DemoRow>
      <DemoRow title={t('autocomplete.serverTitle')}>
        <ServerDemo />
        <Text size="sm" c="dimmed">
          {t('autocomplete.serverHelp', { total: FAKE_COMPANIES.length, pageSize: FAKE_PAGE_SIZE })}
        </Text>
      </DemoRow>
    </DemoSection>
  );
}
