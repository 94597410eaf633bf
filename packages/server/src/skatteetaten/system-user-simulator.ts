import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import { isUuid } from '../db/records.js';
import type { Transactions } from '../db/tenancy.js';
import { simulateRemoteCall, type SimulatedRemote } from '../simulated-remote.js';
import { simulatedSystemUserRequests } from './simulator-tables.js';
import {
  altinnUnavailable,
  type SystemUserAnswer,
  type SystemUserRequest,
  type SystemUserRequestStatus,
  type SystemUserService,
} from './system-user-port.js';

/** Asking Altinn anything for this (valid) organisation number simulates Altinn being down. */
export const SIMULATED_ALTINN_OUTAGE_NUMBER = '999999891';

/** The simulated approval page of a request: served by system-user-simulator-routes.ts. */
export const SIMULATED_APPROVAL_PATH = '/simulator/altinn/system-user';

export type SimulatedRequestRow = typeof simulatedSystemUserRequests.$inferSelect;

/**
 * The simulated Altinn's system user id once a request is accepted: derived from the request, so every server
 * process answers the same one.
 */
export const simulatedSystemUserId = (requestId: string) => `sim-systemuser-${requestId}`;

/**
 * The default adapter (ALTINN_SERVICE=simulator): Altinn's system user requests kept in the simulator's own table
 * (not tenant data: it stands for Altinn's side), decided by whoever opens the confirmation link — the approval page
 * of system-user-simulator-routes.ts stands for Altinn's, where the company's administrator signs in. Answers after
 * a delay like the other simulators; SIMULATED_ALTINN_OUTAGE_NUMBER answers SERVICE_UNAVAILABLE. A request it does
 * not know answers REJECTED: the request is gone, so the company must be asked again.
 */
export class SimulatedSystemUserService implements SystemUserService {
  private readonly remote: SimulatedRemote;

  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    /** The app's public address: the confirmation link points at its approval page. */
    private readonly publicUrl: string,
    delayMs = 400,
  ) {
    this.remote = { delayMs, outageKey: SIMULATED_ALTINN_OUTAGE_NUMBER, unavailable: altinnUnavailable };
  }

  async request(organizationNumber: string): Promise<SystemUserRequest> {
    await simulateRemoteCall(this.remote, organizationNumber);
    const [row] = await this.transactions.system((tx) =>
      tx
        .insert(simulatedSystemUserRequests)
        .values({ organizationNumber, status: 'NEW', createdAt: this.clock.now() })
        .returning(),
    );
    return { requestId: row!.id, confirmUrl: `${this.publicUrl}${SIMULATED_APPROVAL_PATH}/${row!.id}`, status: 'NEW' };
  }

  async status(requestId: string): Promise<SystemUserAnswer> {
    const row = await findSimulatedRequest(this.transactions, requestId);
    await simulateRemoteCall(this.remote, row?.organizationNumber ?? '');
    if (!row) return { status: 'REJECTED', systemUserId: null };
    return { status: row.status, systemUserId: row.status === 'ACCEPTED' ? simulatedSystemUserId(row.id) : null };
  }
}

export async function findSimulatedRequest(
  transactions: Transactions,
  requestId: string,
): Promise<SimulatedRequestRow | undefined> {
  if (!isUuid(requestId)) return undefined;
  const [row] = await transactions.system((tx) =>
    tx.select().from(simulatedSystemUserRequests).where(eq(simulatedSystemUserRequests.id, requestId)),
  );
  return row;
}

/**
 * The company's answer on the approval page. Only a NEW request can be decided (Altinn's page offers nothing else);
 * answers the request as it is afterwards, or undefined for an unknown one.
 */
export async function decideSimulatedRequest(
  transactions: Transactions,
  requestId: string,
  decision: Exclude<SystemUserRequestStatus, 'NEW'>,
  at: Date,
): Promise<SimulatedRequestRow | undefined> {
  if (!isUuid(requestId)) return undefined;
  const [decided] = await transactions.system((tx) =>
    tx
      .update(simulatedSystemUserRequests)
      .set({ status: decision, decidedAt: at })
      .where(and(eq(simulatedSystemUserRequests.id, requestId), eq(simulatedSystemUserRequests.status, 'NEW')))
      .returning(),
  );
  return decided ?? findSimulatedRequest(transactions, requestId);
}
