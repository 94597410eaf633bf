import { rules } from '../validation/rules.js';
import { ROLES } from './roles.js';

export type InvitationValues = { email: string; role: string };

/** An invitation to a unit: an e-mail address and the role it gets. The invite form and the server check the same. */
export const INVITATION_RULES = {
  email: [rules.required(), rules.email()],
  role: [rules.required(), rules.oneOf(ROLES)],
};
