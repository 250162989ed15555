import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The tv API (spec section 7). */
export function tvRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
