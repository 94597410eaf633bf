import { useEffect } from 'react';
import { NORWAY, norwegianPostalCode } from '@fjord/domain';
import { useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { fetchPostalPlace } from './postal-place';

export type PostalAddressFields = {
  /** The form's field names of the address's postal code, city and country (ISO 3166 alpha-2). */
  zip: string;
  city: string;
  /** Left out where every address of the form is Norwegian (a company from the register, a municipality). */
  countryCode?: string;
};

/**
 * Fills in the city of a Norwegian address from its postal code, in the AppForm around it: when the
 * user types a whole code (or picks Norway with one typed), the register's place replaces the city.
 * Only the user's own edits of the code or the country start a lookup, so opening a saved address
 * never changes the city someone typed on purpose; the city stays editable. A code the register does
 * not have, or an answer for a code that has since been changed, leaves the city untouched.
 * `form` is for the component that makes the form itself (and so is outside its context).
 */
export function useCityFromPostalCode<T extends FieldValues>(
  { zip, city, countryCode }: PostalAddressFields,
  form?: UseFormReturn<T>,
): void {
  const context = useFormContext<FieldValues>() as UseFormReturn<FieldValues> | null;
  const { watch, getValues, setValue } = (form as UseFormReturn<FieldValues> | undefined) ?? context!;
  useEffect(() => {
    let pending: AbortController | undefined;
    const codeNow = () => norwegianPostalCode(getValues(zip) as string, countryCode ? getValues(countryCode) : NORWAY);
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || !name || (name !== zip && name !== countryCode)) return;
      pending?.abort();
      const code = codeNow();
      if (!code) return;
      const controller = new AbortController();
      pending = controller;
      void fetchPostalPlace(code, controller.signal).then((place) => {
        if (place && !controller.signal.aborted && codeNow() === code)
          setValue(city, place.city, { shouldDirty: true, shouldValidate: true });
      });
    });
    return () => {
      subscription.unsubscribe();
      pending?.abort();
    };
  }, [watch, getValues, setValue, zip, city, countryCode]);
}
