import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The sports API (spec section 7). */
export function sportsRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
