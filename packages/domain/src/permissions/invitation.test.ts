import { describe, expect, it } from 'vitest';
import { NEW_COMPANY_RULES } from '../master-data/unit-settings.js';
import { fieldProblems } from '../validation/field-problems.js';
import { INVITATION_RULES } from './invitation.js';

describe('the invite form and the server check the same invitation rules', () => {
  it('needs an e-mail address and one of the roles', () => {
    expect(fieldProblems({ email: 'kari@example.no', role: 'sales' }, INVITATION_RULES)).toEqual([]);
    expect(fieldProblems({ email: '', role: 'emperor' }, INVITATION_RULES)).toEqual([
      { attribute: 'email', type: 'blank' },
      { attribute: 'role', type: 'inclusion' },
    ]);
    expect(fieldProblems({ email: 'kari@example', role: 'owner' }, INVITATION_RULES)).toEqual([
      { attribute: 'email', type: 'invalid' },
    ]);
  });
});

describe('a new company of the onboarding form', () => {
  const company = { organizationNumber: '914 778 271', name: 'Fjordhandel AS', address: '', zip: '', city: '' };

  it('needs a name and an organisation number that passes MOD11 (spaces allowed)', () => {
    expect(fieldProblems(company, NEW_COMPANY_RULES)).toEqual([]);
    expect(fieldProblems({ ...company, organizationNumber: '914778272', name: ' ' }, NEW_COMPANY_RULES)).toEqual([
      { attribute: 'organizationNumber', type: 'invalid' },
      { attribute: 'name', type: 'blank' },
    ]);
  });
});
