import { useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  Input,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMPANY_NAME_OPTIONS, rules, UNIT_SETTING_RULES } from '@fjord/domain';
import { AppForm, DirtyReporter, FormSelect, useAppForm } from '../../ui/forms';
import { toast } from '../../ui/overlays';
import { Upload, uploadFile, type Attachment } from '../../ui/upload';
import { toZodSchema } from '../../ui/validation';
import type { CompanyNameOption, UnitSettingFieldsFragment } from '../../gql/graphql';
import { SettingsFormFooter } from './form-parts';
import { SaveUnitSettingDocument, UnitSettingDocument } from './operations';

type LogoValues = { companyNameOption: string; logoId: string | null };

const schema = toZodSchema<LogoValues>({ ...UNIT_SETTING_RULES, logoId: [rules.string()] });

/** Logos may be pictures the browser shows; SVG is not taken (files module). */
const LOGO_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

/** "Logo": the company's logo (with the old ones to choose again) and how names appear on documents. */
export function LogoSection({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { data } = useQuery(UnitSettingDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return <LogoForm setting={data.unitSetting} onDirtyChange={onDirtyChange} />;
}

function LogoForm({
  setting,
  onDirtyChange,
}: {
  setting: UnitSettingFieldsFragment;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('companySettings');
  const client = useApolloClient();
  const saved = useMemo<LogoValues>(
    () => ({ companyNameOption: setting.companyNameOption, logoId: setting.logo?.signedBlobId ?? null }),
    [setting],
  );
  const form = useAppForm({ schema, saved });
  // Uploaded in this visit and not saved yet: still choosable.
  const [uploaded, setUploaded] = useState<Attachment[]>([]);

  const logos = useMemo(() => {
    const known = [...uploaded, ...(setting.logo ? [setting.logo] : []), ...setting.oldLogos];
    return known.filter(
      (logo, index) => known.findIndex((other) => other.signedBlobId === logo.signedBlobId) === index,
    );
  }, [uploaded, setting]);

  async function save(values: LogoValues) {
    await client.mutate({
      mutation: SaveUnitSettingDocument,
      variables: {
        input: { companyNameOption: values.companyNameOption as CompanyNameOption, logoId: values.logoId },
      },
      context: { handleErrors: false },
      update: (cache, result) => {
        const saved = result.data?.saveUnitSetting;
        if (saved) cache.writeQuery({ query: UnitSettingDocument, data: { unitSetting: saved } });
      },
    });
    setUploaded([]);
    toast('success', t('logo.saved'));
  }

  return (
    <Paper withBorder p="lg">
      <AppForm form={form} onSubmit={save} aria-label={t('logo.title')} serverFields={{ logo: 'logoId' }}>
        <DirtyReporter onDirtyChange={onDirtyChange} />
        <Stack>
          <Title order={3}>{t('logo.title')}</Title>
          <LogoChooser logos={logos} onUploaded={(logo) => setUploaded((list) => [logo, ...list])} />
          <FormSelect
            name="companyNameOption"
            label={t('logo.companyNameOption')}
            description={t('logo.companyNameOptionHelp')}
            data={COMPANY_NAME_OPTIONS.map((value) => ({ value, label: t(`nameOptions.${value}`) }))}
            allowDeselect={false}
            maw={420}
          />
          <SettingsFormFooter savedAt={setting.savedAt ?? null} savedBy={setting.savedBy} />
        </Stack>
      </AppForm>
    </Paper>
  );
}

type Logo = { signedBlobId: string; fileName: string; url: string };

function LogoChooser({ logos, onUploaded }: { logos: Logo[]; onUploaded: (logo: Attachment) => void }) {
  const { t } = useTranslation('companySettings');
  const { setValue, control, getFieldState, formState } = useFormContext<LogoValues>();
  const logoId = useWatch({ control, name: 'logoId' });
  const current = logos.find((logo) => logo.signedBlobId === logoId) ?? null;
  const others = logos.filter((logo) => logo.signedBlobId !== logoId);
  const choose = (id: string | null) => setValue('logoId', id, { shouldDirty: true, shouldValidate: true });
  const error = getFieldState('logoId', formState).error ? t('logo.invalid') : undefined;

  async function upload(files: File[]) {
    for (const file of files) {
      try {
        const stored = await uploadFile(file, 'logo');
        onUploaded(stored);
        choose(stored.signedBlobId);
      } catch (error) {
        toast('error', t('logo.uploadFailed', { name: file.name }));
        throw error;
      }
    }
  }

  return (
    <Stack>
      <Input.Wrapper label={t('logo.current')} error={error}>
        <Group align="flex-start" mt={4}>
          {current ? (
            <Card withBorder padding="sm" w={240}>
              <Image src={current.url} alt={t('logo.alt', { name: current.fileName })} h={100} fit="contain" />
              <Group justify="space-between" mt="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" truncate>
                  {current.fileName}
                </Text>
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => choose(null)}>
                  {t('logo.remove')}
                </Button>
              </Group>
            </Card>
          ) : (
            <Text c="dimmed">{t('logo.none')}</Text>
          )}
        </Group>
      </Input.Wrapper>
      <Upload
        label={t('logo.upload')}
        description={t('logo.uploadHelp')}
        accept={LOGO_TYPES}
        multiple={false}
        onUpload={upload}
      />
      {others.length > 0 && (
        <Input.Wrapper label={t('logo.old')} description={t('logo.oldHelp')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} mt={4}>
            {others.map((logo) => (
              <Card key={logo.signedBlobId} withBorder padding="xs">
                <Image src={logo.url} alt={t('logo.alt', { name: logo.fileName })} h={60} fit="contain" />
                <Text size="xs" c="dimmed" truncate mt={4}>
                  {logo.fileName}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  mt={4}
                  onClick={() => choose(logo.signedBlobId)}
                  aria-label={t('logo.useNamed', { name: logo.fileName })}
                >
                  {t('logo.use')}
                </Button>
              </Card>
            ))}
          </SimpleGrid>
        </Input.Wrapper>
      )}
      {logoId !== (current?.signedBlobId ?? null) && <Badge color="yellow">{t('logo.unknown')}</Badge>}
    </Stack>
  );
}
