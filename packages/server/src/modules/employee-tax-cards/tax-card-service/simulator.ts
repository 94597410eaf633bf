import { isValidPersonalNumber } from '@fjord/domain';
import type { Clock } from '../../../clock.js';
import { simulateRemoteCall } from '../../../simulated-remote.js';
import {
  answerOf,
  MAIN_EMPLOYER,
  RESULT_OK,
  SECONDARY_EMPLOYER,
  type Arbeidstaker,
  type Forskuddstrekk,
} from './answer.js';
import { taxCardServiceUnavailable, type TaxCardAnswer, type TaxCardRequest, type TaxCardService } from './port.js';

/** Fetching the card of this (valid) personal number simulates the service being down. */
export const SIMULATED_OUTAGE_NUMBER = '01019099985';
/** The 2025 exemption card limit ("frikort"), the amount simulated cards carry. */
export const SIMULATED_FRIKORT_LIMIT = 100_000;

/** Oslo's calendar year and month of `now`: next year's cards appear on 1 December, Norwegian time. */
function osloYearMonth(now: Date): { year: number; month: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  return { year: year!, month: month! };
}

/**
 * The card the simulated Tax Administration has, decided by the individual number (digits 7–9)
 * so the same number always answers the same. Its last digit picks the kind of card:
 * 0–5 a table card (table 8000–8400 from the individual number, 35–50 % outside the table),
 * 6–7 a percentage card (20–50 %), 8 an exemption card (frikort), 9 no card (ikkeSkattekort).
 */
export function simulatedDeductions(personalNumber: string): Forskuddstrekk[] | null {
  const individual = Number(personalNumber.slice(6, 9));
  const kind = individual % 10;
  if (kind === 9) return null;
  if (kind === 8)
    return [MAIN_EMPLOYER, SECONDARY_EMPLOYER].map((trekkode) => ({
      trekkode,
      frikort: { frikortbeloep: SIMULATED_FRIKORT_LIMIT },
    }));
  if (kind >= 6) {
    const prosentsats = 20 + (individual % 31);
    return [
      { trekkode: MAIN_EMPLOYER, trekkprosent: { prosentsats } },
      { trekkode: SECONDARY_EMPLOYER, trekkprosent: { prosentsats } },
    ];
  }
  const prosentsats = 35 + (individual % 16);
  return [
    {
      trekkode: MAIN_EMPLOYER,
      trekktabell: {
        tabelltype: 'trekktabellForLoenn',
        tabellnummer: String(8000 + 10 * (individual % 41)),
        prosentsats,
        antallMaanederForTrekk: 10.5,
      },
    },
    { trekkode: SECONDARY_EMPLOYER, trekkprosent: { prosentsats } },
  ];
}

/**
 * The default adapter (TAX_CARD_SERVICE=simulator): answers like the service after a delay.
 * An invalid number answers ugyldigFoedselsEllerDnummer, a number whose individual number ends
 * in 9 ikkeSkattekort, next year's card before 1 December ikkeSkattekort, and
 * SIMULATED_OUTAGE_NUMBER SERVICE_UNAVAILABLE.
 */
export class SimulatedTaxCardService implements TaxCardService {
  constructor(
    private readonly clock: Clock,
    private readonly delayMs = 400,
  ) {}

  async fetchTaxCard(request: TaxCardRequest): Promise<TaxCardAnswer> {
    const remote = {
      delayMs: this.delayMs,
      outageKey: SIMULATED_OUTAGE_NUMBER,
      unavailable: taxCardServiceUnavailable,
    };
    await simulateRemoteCall(remote, request.personalNumber);
    const now = this.clock.now();
    const { year, month } = osloYearMonth(now);
    const issued = request.year <= year || (request.year === year + 1 && month === 12);
    const deductions = isValidPersonalNumber(request.personalNumber)
      ? issued
        ? simulatedDeductions(request.personalNumber)
        : null
      : undefined;
    const employee: Arbeidstaker = {
      inntektsaar: request.year,
      arbeidstakeridentifikator: request.personalNumber,
      resultatPaaForespoersel:
        deductions === undefined ? 'ugyldigFoedselsEllerDnummer' : deductions ? RESULT_OK : 'ikkeSkattekort',
      ...(deductions
        ? {
            skattekort: {
              utstedtDato: request.year <= year ? `${request.year - 1}-12-01` : `${year}-12-01`,
              skattekortidentifikator: Number(`${request.year}${request.personalNumber.slice(6, 11)}`),
              forskuddstrekk: deductions,
            },
          }
        : {}),
    };
    return answerOf(
      {
        status: 'FORESPOERSEL_OK',
        arbeidsgiver: [
          { arbeidsgiveridentifikator: { organisasjonsnummer: request.organizationNumber }, arbeidstaker: [employee] },
        ],
      },
      request,
      now,
    );
  }
}
