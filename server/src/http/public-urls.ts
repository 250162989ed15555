import type { FastifyRequest } from 'fastify';
import { requestOrigin, type OriginPolicy } from './answers/origin';

/** For routes that build an address of their own (the calendar feed's): the origin of our links, by the one rule of answers/origin.ts. */
export { originPolicy, type OriginPolicy } from './answers/origin';

export const publicOrigin = (request: FastifyRequest, policy: OriginPolicy): string | undefined =>
  requestOrigin(policy, request);
