import {
  IconBuildingWarehouse,
  IconCash,
  IconLayoutDashboard,
  IconListDetails,
  IconPackage,
  IconReceipt,
  IconReportAnalytics,
  IconSend,
  IconSettings,
  type Icon,
} from '@tabler/icons-react';
import type { MenuIconName } from '../routes-table';

/** The side menu's icons, named in the routes table. */
export const MENU_ICONS: Record<MenuIconName, Icon> = {
  dashboard: IconLayoutDashboard,
  sales: IconReceipt,
  products: IconPackage,
  warehouse: IconBuildingWarehouse,
  payroll: IconCash,
  amelding: IconSend,
  reports: IconReportAnalytics,
  registers: IconListDetails,
  settings: IconSettings,
};
