/** How the sweep fixtures make records and write operation variables, the same in every area. */
import { units } from '../../db/schema.js';
import type { TestApp } from '../app.js';
import { ref, type Kind, type OperationFixture, type Template, type Unit } from './refs.js';

/** Makes a record with the standard `createThing(input: ThingInput!)` and answers its id. */
export const createThing = (unit: Unit, type: string, input: Template) =>
  created(unit, `mutation ($input: ${type}Input!) { create${type}(input: $input) { id } }`, { input });

export const created = async (unit: Unit, mutation: string, variables: Record<string, unknown>) => {
  const data = await unit.call(mutation, variables);
  return (Object.values(data)[0] as { id: string }).id;
};

/** The first row of the list a record holds (a car's registration, a holder's variant), read by the record's id. */
export const firstRowOf = (parent: Kind, query: string) => async (unit: Unit) => {
  const data = await unit.call(query, { id: await unit.id(parent) });
  const record = Object.values(data)[0] as Record<string, { id: string }[]>;
  return Object.values(record)[0]![0]!.id;
};

export const one = (kind: Kind): OperationFixture => ({ variables: { id: ref(kind) } });
export const crud = (type: string, kind: Kind, input: Template): Record<string, OperationFixture> => ({
  [type.charAt(0).toLowerCase() + type.slice(1)]: one(kind),
  [`update${type}`]: { variables: { id: ref(kind), input } },
  [`delete${type}`]: one(kind),
});

/** Why an operation that makes a record cannot run with its own unit's records at every position. */
export const newRecord = 'a new record has no rows of its own to keep yet';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function upload(unit: Unit, kind: 'product_image' | 'logo' | 'invoice_attachment'): Promise<string> {
  const response = await fetch(`${unit.t.url}/files?kind=${kind}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${unit.who.token}`,
      'x-unit-id': unit.who.unitId,
      'content-type': 'image/png',
      'x-file-name': 'sveip.png',
    },
    body: new Uint8Array(PNG),
  });
  const body = (await response.json()) as { signedBlobId?: string };
  if (!body.signedBlobId) throw new Error(`fixture upload ${kind}: ${JSON.stringify(body)}`);
  return body.signedBlobId;
}

/** A company of the shared registry (a supplier or a pension company), of no unit. */
export const registryCompany = (t: TestApp, isPensionCompany: boolean) =>
  t.app.services.transactions.system(async (tx) => {
    const [unit] = await tx
      .insert(units)
      .values({ name: `Sveip ${isPensionCompany ? 'Pensjon' : 'Leverandør'} AS`, isCompany: true, isPensionCompany })
      .returning();
    return unit!.id;
  });
