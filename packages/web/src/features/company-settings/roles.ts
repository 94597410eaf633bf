import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@fjord/domain';
import { usePermission } from '../../app/permissions';

/** The roles a user may hand out: only those who may make owners (canUpdateAdmin) see owner. */
export function useAssignableRoles(): { value: Role; label: string }[] {
  const { t } = useTranslation('common');
  const canMakeOwners = usePermission('canUpdateAdmin');
  return ROLES.filter((role) => role !== 'owner' || canMakeOwners).map((role) => ({
    value: role,
    label: t(`roles.${role}`),
  }));
}

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'nb' ? 'nb-NO' : 'en-GB', { dateStyle: 'medium' }).format(date);
}
