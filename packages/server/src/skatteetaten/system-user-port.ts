import { AppError } from '../errors/app-error.js';

/**
 * The port to Altinn 3's system user requests (Altinn Authentication, "vendor" API): Fjord asks for a system
 * user at a company with the rights the a-melding and the tax cards need (the resource ske-innrapportering-amelding
 * and the tax card resource); someone with the client- or main-administrator role at the company approves it
 * through the confirmation link. The simulator (the default, ALTINN_SERVICE=simulator) serves its own approval
 * page; the real adapter calls Altinn with Fjord's Maskinporten token (scope altinn:authentication/systemuser.request.write).
 */
export type SystemUserRequest = {
  requestId: string;
  /** The page the company opens to approve or reject the request. */
  confirmUrl: string;
  status: SystemUserRequestStatus;
};

/** Altinn's own states of a request: NEW until decided, then ACCEPTED or REJECTED (DENIED/TIMEDOUT read as REJECTED). */
export type SystemUserRequestStatus = 'NEW' | 'ACCEPTED' | 'REJECTED';

export type SystemUserAnswer = { status: SystemUserRequestStatus; systemUserId: string | null };

export interface SystemUserService {
  /** Creates a request for the organisation. Throws SERVICE_UNAVAILABLE when Altinn cannot answer now. */
  request(organizationNumber: string): Promise<SystemUserRequest>;
  /** Where a request stands. Throws SERVICE_UNAVAILABLE when Altinn cannot answer now. */
  status(requestId: string): Promise<SystemUserAnswer>;
}

export function altinnUnavailable(reason: string): AppError {
  return new AppError('SERVICE_UNAVAILABLE', `Altinn unavailable: ${reason}`, {
    key: 'errors.altinnUnavailable',
    printableMessage: 'Altinn svarer ikke nå. Prøv igjen senere.',
  });
}
