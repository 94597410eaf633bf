import { expect, type Page } from '@playwright/test';

/**
 * A GraphQL call as the signed-in page makes it (its session token and company), for a spec's
 * setup and look-ups; an answer with errors fails the test.
 */
export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { token, unitId } = await page.evaluate(() => ({
    token: localStorage.getItem('fjord.token'),
    unitId: localStorage.getItem('fjord.unitId'),
  }));
  const response = await page.request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}`, 'X-Unit-Id': unitId ?? '' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}
