import { sumMoney, toMoney } from '../../../money/money.js';
import { isValidPersonalNumber } from '../../../identifiers/personal-number.js';
import { amountText } from '../../../documents/amount-text.js';
import type { EmployerTaxZone } from '../../enums.js';
import { employerTaxRatesOn } from '../../rates/employer-tax-rates.js';
import type {
  AmeldingEmployeeInput,
  AmeldingIncomeLineInput,
  AmeldingInput,
  AmeldingLeaveInput,
  AmeldingSubUnitInput,
  AmeldingWorkRelationInput,
} from '../input.js';

/**
 * Inputs of buildAmelding for the tests of the domain and the server (the schema check) and for the bench.
 * Synthetic identifiers from the a-melding pack's examples (organisation numbers with valid MOD11, Tenor-style
 * national identity numbers), occupation codes from STYRK, rates of 2026.
 */
export const ORGANIZATION = '312971003';
export const OSLO = '312981009';
export const TROMSO = '312991004';
export const PEOPLE = { kari: '12848510139', ola: '03919010109', per: '27827910150', liv: '09889510290' } as const;

/** The 2026 employer tax rates per zone. */
const RATES = employerTaxRatesOn('2026-01-01')!.percent;

export function workRelation(overrides: Partial<AmeldingWorkRelationInput> = {}): AmeldingWorkRelationInput {
  return {
    id: 'AF-1',
    employmentType: 'ordinaertArbeidsforhold',
    startDate: '2021-08-16',
    endDate: null,
    endReason: null,
    durationType: 'fast',
    shiftType: 'ikkeSkift',
    occupationCode: '2512105',
    employmentPercentage: '100.00',
    hoursEveryWeekWithFullEmployment: '37.50',
    lastSalaryChange: '2026-01-01',
    employmentPercentageUpdated: '2021-08-16',
    leaves: [],
    ...overrides,
  };
}

export function leave(overrides: Partial<AmeldingLeaveInput> = {}): AmeldingLeaveInput {
  return {
    id: 'PERM-1',
    leaveType: 'permisjonMedForeldrepenger',
    startDate: '2026-04-13',
    endDate: '2026-08-31',
    percentage: '100.00',
    ...overrides,
  };
}

export function income(
  workRelationId: string,
  amount: string,
  overrides: Partial<AmeldingIncomeLineInput> = {},
): AmeldingIncomeLineInput {
  return {
    workRelationId,
    fordel: 'kontantytelse',
    payCode: 'fastloenn',
    amount,
    triggersEmployerTax: true,
    inWithholdingBasis: true,
    ...overrides,
  };
}

export function employee(
  name: string,
  personalNumber: string,
  overrides: Partial<AmeldingEmployeeInput> = {},
): AmeldingEmployeeInput {
  return {
    name,
    personalNumber,
    workRelations: [workRelation()],
    incomeLines: [],
    deductions: [],
    withholding: [],
    garnishments: [],
    ...overrides,
  };
}

/** A sub-unit whose employer tax is its employees' triggering income at the zone's rate, as the paychecks sum it. */
export function subUnit(
  name: string,
  organizationNumber: string,
  zone: EmployerTaxZone,
  employees: AmeldingEmployeeInput[],
): AmeldingSubUnitInput {
  const basis = sumMoney(
    employees.flatMap((person) =>
      person.incomeLines.filter((line) => line.triggersEmployerTax).map((line) => line.amount),
    ),
  );
  return {
    name,
    organizationNumber,
    employerTax: employees.length > 0 ? [{ zone, rate: RATES[zone], basis: amountText(basis) }] : [],
    employees,
  };
}

export function ameldingInput(overrides: Partial<AmeldingInput> = {}): AmeldingInput {
  return {
    meldingsId: 'AM-2026-03-1',
    replacesMeldingsId: null,
    cancellation: false,
    month: '2026-03',
    deliveredAt: '2026-04-02T09:15:00.000+02:00',
    sourceSystem: 'Fjord 1.0',
    organizationNumber: ORGANIZATION,
    subUnits: [
      subUnit('Oslo', OSLO, '1', [
        employee('Kari Nordmann', PEOPLE.kari, {
          incomeLines: [income('AF-1', '45000.00')],
          withholding: [{ payDate: '2026-03-20', amount: '11250.00' }],
        }),
      ]),
    ],
    ...overrides,
  };
}

const month = (value: string, meldingsId: string) => ({
  month: value,
  meldingsId,
  deliveredAt: `${value}-28T12:00:00.000+01:00`,
});

/** The months the issue names as tricky, each a whole input. */
export const TRICKY_MONTHS: Readonly<Record<string, AmeldingInput>> = {
  'leave and layoff': ameldingInput({
    ...month('2026-04', 'AM-2026-04-1'),
    subUnits: [
      subUnit('Oslo', OSLO, '1', [
        employee('Ola Nordmann', PEOPLE.ola, {
          workRelations: [workRelation({ id: 'AF-2', leaves: [leave({ id: 'PERM-2' })] })],
        }),
        employee('Per Hansen', PEOPLE.per, {
          workRelations: [
            workRelation({
              id: 'AF-3',
              leaves: [
                leave({
                  id: 'PERMIT-3',
                  leaveType: 'permittering',
                  startDate: '2026-04-13',
                  endDate: null,
                  percentage: '60',
                }),
                leave({
                  id: 'PERM-3',
                  leaveType: 'velferdspermisjon',
                  startDate: '2026-04-01',
                  endDate: '2026-04-03',
                  percentage: '40',
                }),
              ],
            }),
          ],
          incomeLines: [income('AF-3', '30400.00')],
          withholding: [{ payDate: '2026-04-20', amount: '7100.00' }],
        }),
      ]),
    ],
  }),
  'an employment that ends': ameldingInput({
    ...month('2026-06', 'AM-2026-06-1'),
    subUnits: [
      subUnit('Oslo', OSLO, '1', [
        employee('Per Hansen', PEOPLE.per, {
          workRelations: [workRelation({ id: 'AF-3', endDate: '2026-06-15', endReason: 'arbeidstakerHarSagtOppSelv' })],
          incomeLines: [
            income('AF-3', '26400.00', { earnedFrom: '2026-06-01', earnedTo: '2026-06-15' }),
            income('AF-3', '21600.00', { payCode: 'feriepenger', earnedFrom: '2026-01-01', earnedTo: '2026-06-15' }),
          ],
          withholding: [{ payDate: '2026-06-30', amount: '14500.00' }],
        }),
      ]),
    ],
  }),
  'two sub-units in different zones': ameldingInput({
    ...month('2026-05', 'AM-2026-05-1'),
    subUnits: [
      subUnit('Oslo', OSLO, '1', [
        employee('Kari Nordmann', PEOPLE.kari, {
          incomeLines: [income('AF-1', '52000.00')],
          withholding: [{ payDate: '2026-05-20', amount: '13800.00' }],
        }),
      ]),
      subUnit('Tromsø', TROMSO, '4a', [
        employee('Liv Berg', PEOPLE.liv, {
          workRelations: [workRelation({ id: 'AF-4', employmentPercentage: '60', durationType: 'midlertidig' })],
          incomeLines: [income('AF-4', '41600.00', { payCode: 'timeloenn' })],
          withholding: [{ payDate: '2026-05-20', amount: '9800.00' }],
          garnishments: [{ payDate: '2026-05-20', amount: '2500.00' }],
        }),
      ]),
    ],
  }),
  'vacation pay in June': ameldingInput({
    ...month('2026-06', 'AM-2026-06-2'),
    subUnits: [
      subUnit('Oslo', OSLO, '1', [
        employee('Kari Nordmann', PEOPLE.kari, {
          incomeLines: [
            income('AF-1', '52000.00'),
            income('AF-1', '-50000.00', { payCode: 'trekkILoennForFerie' }),
            income('AF-1', '58000.00', { payCode: 'feriepenger', earnedFrom: '2025-01-01', earnedTo: '2025-12-31' }),
            income('AF-1', '5000.00', { fordel: 'naturalytelse', payCode: 'bil' }),
          ],
          deductions: [{ description: 'fagforeningskontingent', amount: '650.00' }],
          withholding: [{ payDate: '2026-06-19', amount: '1200.00' }],
        }),
      ]),
    ],
  }),
  'a half-tax month': ameldingInput({
    ...month('2026-11', 'AM-2026-11-1'),
    subUnits: [
      subUnit('Oslo', OSLO, '1', [
        employee('Kari Nordmann', PEOPLE.kari, {
          incomeLines: [income('AF-1', '52000.00'), income('AF-1', '4000.00', { payCode: 'bonus' })],
          withholding: [{ payDate: '2026-11-20', amount: '8337.00' }],
        }),
        employee('Liv Berg', PEOPLE.liv, {
          workRelations: [workRelation({ id: 'AF-4' })],
          incomeLines: [income('AF-4', '18000.00', { payCode: 'timeloenn' })],
          withholding: [{ payDate: '2026-11-20', amount: '0.00' }],
        }),
      ]),
    ],
  }),
  'a replacement': ameldingInput({ ...month('2026-03', 'AM-2026-03-2'), replacesMeldingsId: 'AM-2026-03-1' }),
  'a cancellation': ameldingInput({
    ...month('2026-03', 'AM-2026-03-3'),
    replacesMeldingsId: 'AM-2026-03-2',
    cancellation: true,
  }),
  'a zero report': ameldingInput({ ...month('2026-02', 'AM-2026-02-1'), subUnits: [subUnit('Oslo', OSLO, '1', [])] }),
};

/** `count` valid national identity numbers (born 1970–1999), the same on every run. */
export function syntheticPersonalNumbers(count: number): string[] {
  const found: string[] = [];
  for (let n = 0; found.length < count; n += 1) {
    const day = String((n % 28) + 1).padStart(2, '0');
    const monthOfYear = String((Math.floor(n / 28) % 12) + 1).padStart(2, '0');
    const year = String(70 + (Math.floor(n / 336) % 30));
    const individual = String(100 + (n % 400)).padStart(3, '0');
    for (let control = 0; control < 100; control += 1) {
      const candidate = `${day}${monthOfYear}${year}${individual}${String(control).padStart(2, '0')}`;
      if (isValidPersonalNumber(candidate)) {
        found.push(candidate);
        break;
      }
    }
  }
  return found;
}

/**
 * A large month (the bench): `employees` people spread over `subUnits` sub-units in zones 1, 4a and 2, each with
 * 2–4 income lines, withholding on one of two pay dates, every tenth on a leave and every twenty-fifth laid off.
 */
export function largeAmeldingInput(employees = 1000, subUnits = 3): AmeldingInput {
  const numbers = syntheticPersonalNumbers(employees);
  const zones: EmployerTaxZone[] = ['1', '4a', '2'];
  const organizationNumbers = [OSLO, TROMSO, '313001008'];
  const units = Array.from({ length: subUnits }, (_, index) => ({ index, people: [] as AmeldingEmployeeInput[] }));
  numbers.forEach((personalNumber, n) => {
    const id = `AF-${n + 1}`;
    const salary = toMoney(32000 + (n % 50) * 731).plus('0.50');
    const lines = [
      income(id, amountText(salary)),
      income(id, '1250.00', { payCode: 'overtidsgodtgjoerelse' }),
      ...(n % 2 === 0 ? [income(id, '3000.00', { fordel: 'naturalytelse', payCode: 'elektroniskKommunikasjon' })] : []),
      ...(n % 3 === 0
        ? [
            income(id, '450.00', {
              fordel: 'utgiftsgodtgjoerelse',
              payCode: 'kostDager',
              triggersEmployerTax: false,
              inWithholdingBasis: false,
            }),
          ]
        : []),
    ];
    const leaves: AmeldingLeaveInput[] = [
      ...(n % 10 === 0 ? [leave({ id: `PERM-${n}`, percentage: '50' })] : []),
      ...(n % 25 === 0
        ? [leave({ id: `PERMIT-${n}`, leaveType: 'permittering', startDate: '2026-06-08', endDate: null })]
        : []),
    ];
    units[n % subUnits]!.people.push(
      employee(`Ansatt ${n + 1}`, personalNumber, {
        workRelations: [workRelation({ id, leaves })],
        incomeLines: lines,
        withholding: [
          { payDate: n % 4 === 0 ? '2026-06-30' : '2026-06-19', amount: amountText(salary.times('0.3').floor()) },
        ],
      }),
    );
  });
  return ameldingInput({
    ...month('2026-06', 'AM-2026-06-BENCH'),
    subUnits: units.map(({ index, people }) =>
      subUnit(
        `Avdeling ${index + 1}`,
        organizationNumbers[index % organizationNumbers.length]!,
        zones[index % zones.length]!,
        people,
      ),
    ),
  });
}
