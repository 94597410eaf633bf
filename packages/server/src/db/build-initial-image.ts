import { buildInitialImage } from './initial-image.js';
import { buildDemoImage } from '../seed/demo-image.js';

// Part of `npm run build` of the server: see initial-image.ts.
for (const [what, build] of [
  ['initial database', () => buildInitialImage()],
  ['demo database', () => buildDemoImage()],
] as const) {
  const startedAt = performance.now();
  const { image, built } = await build();
  console.log(
    built ? `${what} ${image} made in ${Math.round(performance.now() - startedAt)} ms` : `${what} ${image} is current`,
  );
}
