import type { Services } from '../services.js';

export async function seedDemoIfEmpty(_services: Services): Promise<void> {}
