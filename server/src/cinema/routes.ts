import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The cinema API (spec section 7). */
export function cinemaRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
