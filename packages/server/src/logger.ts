import type { FastifyBaseLogger } from 'fastify';
export type Logger = FastifyBaseLogger;
