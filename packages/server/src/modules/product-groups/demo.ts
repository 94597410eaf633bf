import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { productGroups, variantHolders, variants } from './tables.js';

type DemoGroup = { name: string; description: string | null; children?: DemoGroup[] };

const GROUPS: DemoGroup[] = [
  {
    name: 'Kjøkken',
    description: 'Utstyr til kjøkken og servering',
    children: [
      { name: 'Kokekar', description: 'Gryter, kasseroller og stekepanner' },
      { name: 'Kniver', description: 'Kokkekniver, brødkniver og knivblokker' },
    ],
  },
  {
    name: 'Friluft',
    description: 'Utstyr til tur og telting',
    children: [
      { name: 'Telt', description: 'Tunneltelt, kuppeltelt og lavvoer' },
      { name: 'Sovposer', description: 'Sovposer og liggeunderlag' },
    ],
  },
  { name: 'Tekstil', description: 'Klær og tekstiler i ull og bomull' },
  { name: 'Mat og drikke', description: 'Kaffe, te og lokale spesialiteter' },
];

/**
 * The demo trading company's product groups and the variant holder "Ullgenser" by "Størrelse".
 * Products are seeded after this (seed/demo-invoicing.ts), so the variants start without products;
 * they are given products at /products/variant-grouping.
 */
export async function seedDemoProductGroups(tx: Tx, actor: Actor): Promise<void> {
  const by = { unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId };
  const ids = new Map<string, string>();
  const insert = async (group: DemoGroup, parentGroupId: string | null) => {
    const [row] = await tx
      .insert(productGroups)
      .values({ name: group.name, description: group.description, parentGroupId, ...by })
      .returning({ id: productGroups.id });
    ids.set(group.name, row!.id);
    for (const child of group.children ?? []) await insert(child, row!.id);
  };
  for (const group of GROUPS) await insert(group, null);

  const [holder] = await tx
    .insert(variantHolders)
    .values({
      name: 'Ullgenser',
      attributeName: 'Størrelse',
      description: 'Strikket genser i norsk ull',
      parentGroupId: ids.get('Tekstil')!,
      ...by,
    })
    .returning({ id: variantHolders.id });
  await tx
    .insert(variants)
    .values(['S', 'M', 'L', 'XL'].map((name, position) => ({ variantHolderId: holder!.id, name, position, ...by })));
}
