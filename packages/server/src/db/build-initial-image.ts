import { buildInitialImage } from './initial-image.js';

// Part of `npm run build` of the server: see initial-image.ts.
const startedAt = performance.now();
const { image, built } = await buildInitialImage();
console.log(
  built
    ? `initial database ${image} made in ${Math.round(performance.now() - startedAt)} ms`
    : `initial database ${image} is current`,
);
