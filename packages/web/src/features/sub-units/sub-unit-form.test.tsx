import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { useWatch } from 'react-hook-form';
import i18n from '../../i18n';
import { AppForm, formErrorText, SubmitButton, useAppForm } from '../../ui/forms';
import { renderWithProviders } from '../../ui/test-utils';
import { MunicipalityDocument } from '../municipalities/operations';
import { EmployerTaxZoneField } from './EmployerTaxZoneField';
import {
  EMPTY_SUB_UNIT,
  employerTaxZoneOf,
  subUnitFormValues,
  subUnitInput,
  subUnitSchema,
  type SubUnitFormValues,
  type SubUnitRow,
} from './sub-unit-form';

const MOLDE_ZONES = [
  { zone: '1', comment: null },
  { zone: '2', comment: 'Gamle Midsund og Nesset' },
];
const molde = { number: '1506', name: 'Molde', employerTaxZones: MOLDE_ZONES };
const bergen = { number: '4601', name: 'Bergen', employerTaxZones: [{ zone: '1', comment: null }] };

const row = (change: Partial<SubUnitRow>): SubUnitRow => ({
  id: 's1',
  name: 'Avd. Molde',
  organizationNumber: '931165003',
  departmentId: null,
  department: null,
  municipalityNumber: '1506',
  municipality: molde,
  employerTaxZone: '2',
  ...change,
});

const nb = i18n.getFixedT('nb');
const messages = (values: Partial<SubUnitFormValues>) => {
  const result = subUnitSchema.safeParse({
    ...EMPTY_SUB_UNIT,
    name: 'Avd',
    organizationNumber: '931165003',
    ...values,
  });
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [String(issue.path[0]), formErrorText(nb, issue.message, 'Sone')]),
      );
};

describe('the sub-unit form', () => {
  it("opens a row with its municipality's zones and sends the zone only in a split municipality", () => {
    const values = subUnitFormValues(row({}));
    expect(values).toEqual({
      name: 'Avd. Molde',
      organizationNumber: '931165003',
      departmentId: null,
      municipalityNumber: '1506',
      employerTaxZone: '2',
      municipalityZones: ['1', '2'],
    });
    expect(subUnitInput(values)).toEqual({
      name: 'Avd. Molde',
      organizationNumber: '931165003',
      departmentId: null,
      municipalityNumber: '1506',
      employerTaxZone: '2',
    });
    expect(
      subUnitInput({ ...values, municipalityNumber: '4601', municipalityZones: ['1'], employerTaxZone: '2' }),
    ).toMatchObject({ municipalityNumber: '4601', employerTaxZone: null });
    expect(subUnitInput({ ...EMPTY_SUB_UNIT, name: 'Avd', municipalityNumber: '' })).toMatchObject({
      municipalityNumber: null,
      employerTaxZone: null,
    });
  });

  it('asks a split municipality for one of its zones, in the words of the rules', () => {
    const split = { municipalityNumber: '1506', municipalityZones: ['1', '2'] };
    expect(messages({ ...split, employerTaxZone: '2' })).toEqual({});
    expect(messages({ ...split, employerTaxZone: null })).toEqual({ employerTaxZone: 'Sone må fylles ut' });
    expect(messages({ ...split, employerTaxZone: '1a' })).toEqual({ employerTaxZone: 'Velg en av kommunens soner' });
    // One zone, or no municipality: nothing to choose, and a zone left over does not stop the save.
    expect(messages({ municipalityNumber: '4601', municipalityZones: ['1'], employerTaxZone: '2' })).toEqual({});
    expect(messages({})).toEqual({});
  });

  it("lists the zone of each sub-unit's paychecks: its own when split, else the municipality's only one", () => {
    expect(employerTaxZoneOf(row({}))).toBe('2');
    expect(employerTaxZoneOf(row({ municipality: bergen, employerTaxZone: null }))).toBe('1');
    expect(employerTaxZoneOf(row({ municipality: null, municipalityNumber: null, employerTaxZone: null }))).toBeNull();
  });
});

const municipalityMock = (municipality: typeof molde): MockLink.MockedResponse => ({
  request: { query: MunicipalityDocument, variables: { number: municipality.number } },
  result: {
    data: {
      municipality: {
        __typename: 'Municipality',
        ...municipality,
        employerTaxZones: municipality.employerTaxZones.map((zone) => ({ __typename: 'MunicipalityTaxZone', ...zone })),
      },
    },
  },
});

function ZoneForm({ saved, onSubmit }: { saved: SubUnitFormValues; onSubmit: (values: SubUnitFormValues) => unknown }) {
  const form = useAppForm({ schema: subUnitSchema, saved });
  const zones = useWatch({ control: form.control, name: 'municipalityZones' });
  return (
    <AppForm form={form} onSubmit={onSubmit}>
      <EmployerTaxZoneField />
      <output aria-label="Zones the rules read">{zones.join(',')}</output>
      {/* What choosing another municipality in the picker does to the form. */}
      <button type="button" onClick={() => form.setValue('municipalityNumber', '4601', { shouldDirty: true })}>
        Move to Bergen
      </button>
      <SubmitButton>Save</SubmitButton>
    </AppForm>
  );
}

describe('the employer tax zone field', () => {
  const base = { ...EMPTY_SUB_UNIT, name: 'Avd', organizationNumber: '931165003' };

  it("shows a split municipality's zones with the part each covers, and needs one before saving", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <MockedProvider mocks={[municipalityMock(molde)]}>
        <ZoneForm saved={{ ...base, municipalityNumber: '1506' }} onSubmit={onSubmit} />
      </MockedProvider>,
    );
    const zone = await screen.findByRole('combobox', { name: 'Employer tax zone' });
    expect(
      screen.getByText('Molde is split between zones: choose the zone of the part the sub-unit is in'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Employer tax zone is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(zone);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Zone 1',
      'Zone 2 – Gamle Midsund og Nesset',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Zone 2 – Gamle Midsund og Nesset' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      municipalityNumber: '1506',
      employerTaxZone: '2',
      municipalityZones: ['1', '2'],
    });
  });

  it('shows nothing once a one-zone municipality is chosen, and lets go of the zone', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <MockedProvider mocks={[municipalityMock(molde), municipalityMock(bergen)]}>
        <ZoneForm
          saved={{ ...base, municipalityNumber: '1506', employerTaxZone: '2', municipalityZones: ['1', '2'] }}
          onSubmit={onSubmit}
        />
      </MockedProvider>,
    );
    const zone = (await screen.findByRole('combobox', { name: 'Employer tax zone' })) as HTMLInputElement;
    expect(zone.value).toBe('Zone 2 – Gamle Midsund og Nesset');
    fireEvent.click(screen.getByRole('button', { name: 'Move to Bergen' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Zones the rules read' }).textContent).toBe('1'));
    expect(screen.queryByRole('combobox', { name: 'Employer tax zone' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      municipalityNumber: '4601',
      employerTaxZone: null,
      municipalityZones: ['1'],
    });
  });
});
