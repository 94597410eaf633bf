import { useQuery } from '@apollo/client/react';
import { PaycheckTemplateDocument } from './operations';

/** The template of the route's work relation (`:id`), or the company's without one. */
export function useTemplate(workRelationId: string | null) {
  return useQuery(PaycheckTemplateDocument, {
    variables: { workRelationId },
    fetchPolicy: 'cache-and-network',
  });
}
