/**
 * The permission flags. The web and the server read the same list:
 * checking a flag that is not here is a programming error, not a denial.
 */
export const PERMISSION_FLAGS = [
  'canCreatePaychecks',
  'canCreateAdvancedPaychecks',
  'canSendPaychecks',
  'canSendAltinnPaycheckReports',
  'canEditEmployees',
  'canViewSalaries',
  'canViewSales',
  'canViewPurchases',
  'canSendSellerInvoice',
  'canSendBuyerInvoice',
  'canSendCustomerReminders',
  'canUpdateProducts',
  'canUpdateUnit',
  'canUpdateAdmin',
  'canAssignRole',
  'canViewReports',
  'canViewAccounting',
  'canGenerateVatReport',
  'canAdminUnitEntities',
  'canDoAccountingLvl1',
  'canDoAccountingLvl2',
  'isSuperAdmin',
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type PermissionMap = Record<PermissionFlag, boolean>;

export function isPermissionFlag(name: string): name is PermissionFlag {
  return (PERMISSION_FLAGS as readonly string[]).includes(name);
}
