import type { ReactNode } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { permissionsFor, type Role } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import { usePermission } from '../../app/permissions';
import { renderWithProviders } from '../../ui/test-utils';

/** Shows once the current user's permissions are loaded (every role but payroll may view sales). */
function PermissionsLoaded() {
  return usePermission('canViewSales') ? <span>permissions loaded</span> : null;
}

/** Renders the component as a member of the role, with the GraphQL answers given. */
export function renderAs(ui: ReactNode, mocks: MockLink.MockedResponse[], role: Role = 'sales') {
  return renderWithProviders(
    <MockedProvider mocks={[currentUserMock(permissionsFor(role)), ...mocks]}>
      <div>
        <PermissionsLoaded />
        {ui}
      </div>
    </MockedProvider>,
  );
}
