import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLayoffLeave, leaveOn, workRelationHasEnded, workRelationNotStarted, osloDate } from '@fjord/domain';
import { RowActions } from '../../ui/crud';
import { FormModal } from '../../ui/forms';
import { EmployeeRecordsSection } from '../employees/EmployeeRecordsSection';
import { useEmployeeRecords } from '../employees/use-employee-records';
import { WorkRelationFormFields } from './WorkRelationFormFields';
import {
  CreateWorkRelationDocument,
  DeleteWorkRelationDocument,
  UpdateWorkRelationDocument,
  WorkRelationDefaultsDocument,
  WorkRelationsDocument,
} from './operations';
import {
  decimalText,
  newWorkRelationValues,
  workRelationFormValues,
  workRelationInput,
  workRelationSchema,
  type WorkRelationRow,
} from './work-relation-form';

/**
 * "Arbeidsforhold" on the employee page: the employee's work relations with their leaves and
 * layoffs, status chips, links to the relation's paycheck templates, and new / edit / delete for
 * those who may edit employees.
 */
export function WorkRelationsSection({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation('workRelations');
  const { mayChange, mayRead, data, loading, editing, setEditing, save, deleteRecord } = useEmployeeRecords({
    employeeId,
    namespace: 'workRelations',
    list: WorkRelationsDocument,
    create: CreateWorkRelationDocument,
    update: UpdateWorkRelationDocument,
    remove: DeleteWorkRelationDocument,
    toInput: workRelationInput,
  });
  const client = useApolloClient();
  const today = useMemo(() => osloDate(), []);
  const schema = useMemo(() => workRelationSchema(today), [today]);
  const [opening, setOpening] = useState(false);

  if (!mayRead) return null;
  const relations = data?.workRelations ?? [];

  /** A new relation starts from the unit's default work relation (or the built-in one without settings). */
  async function openNew() {
    setOpening(true);
    try {
      const { data: settings } = await client
        .query({ query: WorkRelationDefaultsDocument, fetchPolicy: 'network-only', context: { handleErrors: false } })
        .catch(() => ({ data: undefined }));
      const defaults = settings?.unitPaycheckSetting.defaultWorkRelation ?? null;
      setEditing({ id: null, values: newWorkRelationValues(defaults, today) });
    } finally {
      setOpening(false);
    }
  }

  return (
    <EmployeeRecordsSection
      title={t('title')}
      actions={
        mayChange && (
          <Button
            leftSection={<IconPlus size={18} />}
            loading={opening}
            aria-haspopup="dialog"
            onClick={() => void openNew()}
          >
            {t('new')}
          </Button>
        )
      }
      loading={loading && !data}
      emptyText={data && relations.length === 0 ? t('none') : null}
    >
      {relations.map((relation) => (
        <RelationCard
          key={relation.id}
          relation={relation}
          today={today}
          onEdit={
            mayChange ? () => setEditing({ id: relation.id, values: workRelationFormValues(relation) }) : undefined
          }
          onDelete={mayChange ? () => void deleteRecord({ id: relation.id }, relationName(relation, t)) : undefined}
        />
      ))}
      <FormModal
        saved={editing?.values ?? null}
        title={editing?.id ? t('edit') : t('new')}
        schema={schema}
        onSubmit={save}
        onClose={() => setEditing(null)}
        size="xl"
      >
        <WorkRelationFormFields today={today} />
      </FormModal>
    </EmployeeRecordsSection>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** How a relation is named in buttons and dialogs: its sub-unit or occupation and when it started. */
function relationName(relation: WorkRelationRow, t: T): string {
  const what = relation.occupation?.name ?? relation.subUnit?.name ?? t('relation');
  return t('relationName', { what, date: relation.startDate });
}

function period(from: string, to: string | null | undefined): string {
  return `${from} – ${to ?? ''}`.trim();
}

function StatusChips({ relation, today }: { relation: WorkRelationRow; today: string }) {
  const { t } = useTranslation('workRelations');
  const leave = relation.onLeaveToday ? leaveOn(relation.leaves, today) : null;
  return (
    <Group gap={6}>
      {relation.onLeaveToday && (
        <Badge color="orange" variant="light">
          {leave && isLayoffLeave(leave) ? t('status.laidOff') : t('status.onLeave')}
        </Badge>
      )}
      {workRelationHasEnded(relation, today) && (
        <Badge color="gray" variant="light">
          {t('status.ended')}
        </Badge>
      )}
      {workRelationNotStarted(relation, today) && (
        <Badge color="blue" variant="light">
          {t('status.notStarted')}
        </Badge>
      )}
    </Group>
  );
}

type CardProps = { relation: WorkRelationRow; today: string; onEdit?: () => void; onDelete?: () => void };

function RelationCard({ relation, today, onEdit, onDelete }: CardProps) {
  const { t } = useTranslation('workRelations');
  const codes = useTranslation('payrollCodes').t;
  const name = relationName(relation, t);
  const occupation = relation.occupation ? `${relation.occupation.code} – ${relation.occupation.name}` : null;
  return (
    <Paper withBorder p="sm" role="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{relation.subUnit?.name ?? t('noSubUnit')}</Text>
            <StatusChips relation={relation} today={today} />
          </Group>
          {occupation && <Text size="sm">{occupation}</Text>}
          <Text size="sm" c="dimmed">
            {t('summary', {
              period: period(relation.startDate, relation.endDate),
              percentage: decimalText(relation.employmentPercentage),
              employmentType: codes(`employmentTypes.${relation.employmentType}`),
            })}
          </Text>
          {relation.endReason && (
            <Text size="sm" c="dimmed">
              {t('endReason', { reason: codes(`endReasons.${relation.endReason}`) })}
            </Text>
          )}
          {relation.leaves.map((leave) => (
            <Text key={leave.id} size="sm" data-testid="work-relation-leave">
              {t('leaveLine', {
                type: codes(`leaveTypes.${leave.leaveType}`),
                percentage: decimalText(leave.percentageLeave),
                period: period(leave.startDate, leave.endDate),
              })}
              {leave.description ? ` – ${leave.description}` : ''}
            </Text>
          ))}
          <Group gap="md">
            <Anchor component={Link} to={`/work-relation/${relation.id}/paycheck-template`} size="sm">
              {t('links.paycheckTemplate')}
            </Anchor>
            <Anchor component={Link} to={`/work-relation/${relation.id}/simplified-paycheck-template`} size="sm">
              {t('links.simplifiedPaycheckTemplate')}
            </Anchor>
          </Group>
        </Stack>
        {(onEdit || onDelete) && <RowActions name={name} onEdit={onEdit} onDelete={onDelete} />}
      </Group>
    </Paper>
  );
}
