import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { osloDate } from '@fjord/domain';
import { OrderEditorChoicesDocument } from './operations';
import type { OrderDefaults } from './order-form';

/**
 * What a new order (or recurring order) starts from: today, the unit's currency and unit of
 * measure; null until the settings are there. Taken once: defaults arriving anew (a refetch) would
 * replace what was typed.
 */
export function useOrderDefaults(): OrderDefaults | null {
  const { data } = useQuery(OrderEditorChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const setting = data?.unitInvoiceSetting;
  const [defaults, setDefaults] = useState<OrderDefaults | null>(null);
  if (!defaults && setting)
    setDefaults({
      date: osloDate(),
      currencyCode: setting.currencyCode,
      unitOfMeasureCode: setting.defaultProductUnitOfMeasureCode,
    });
  return defaults;
}
