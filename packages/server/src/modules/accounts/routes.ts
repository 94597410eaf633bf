import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

export function registerAccountRoutes(_server: FastifyInstance, _services: Services): void {}
