import { endpointSchemas } from '@guide/common/contract';
import { endpoints, routerPath, type Endpoint, type EndpointName } from '@guide/common/endpoints';
import type { onSendHookHandler } from 'fastify';
import { z } from 'zod';

type Schemas = typeof endpointSchemas;

/** A 401 of an endpoint that needs a token says so, as HTTP asks of every 401 (RFC 9110, section 15.5.2). */
const bearerChallenge: onSendHookHandler = (_request, reply, payload, done) => {
  if (reply.statusCode === 401) void reply.header('www-authenticate', 'Bearer');
  done(null, payload);
};
type RequestFields<K extends EndpointName> = Pick<
  Schemas[K],
  Extract<keyof Schemas[K], 'params' | 'querystring' | 'body'>
>;
type Answers<K extends EndpointName> = Schemas[K] extends { answer: infer A }
  ? (typeof endpoints)[K] extends { status: 201 }
    ? { 201: A }
    : { 200: A }
  : Record<never, never>;

/** The route schema of an endpoint: its name as the operation id, its words, request fields and answer, all from the shared table. */
export type EndpointRouteSchema<K extends EndpointName> = {
  operationId: K;
  tags: string[];
  summary: string;
  response: Answers<K>;
} & RequestFields<K>;

/**
 * An endpoint's method, path (below `/v1`) and schema, from the shared tables of
 * @guide/common (endpoints.ts and contract.ts), for `app.route({ ...endpointRoute(name), config, handler })`:
 * the route declares nothing of its own but its cache policy and handler. The request fields are
 * checked before the handler and typed in it; the answer is checked when first made. A rest
 * parameter (`{path}` taking slashes) reaches the handler under its own name.
 */
export function endpointRoute<K extends EndpointName>(
  name: K,
): { method: Endpoint['method']; url: string; schema: EndpointRouteSchema<K>; onSend?: onSendHookHandler } {
  const endpoint: Endpoint = endpoints[name];
  const schemas: Partial<Record<'params' | 'querystring' | 'body' | 'answer', z.ZodType>> & {
    summary: string;
    tag: string;
  } = endpointSchemas[name];
  const { rest } = endpoint;
  const schema: Record<string, unknown> = {
    operationId: name,
    tags: [schemas.tag],
    summary: schemas.summary,
    response: schemas.answer ? { [endpoint.status ?? 200]: schemas.answer } : {},
  };
  if (schemas.params)
    schema.params = rest
      ? z.preprocess(
          (params) => ({ ...(params as object), [rest]: (params as Record<string, unknown>)['*'] }),
          schemas.params,
        )
      : schemas.params;
  if (schemas.querystring) schema.querystring = schemas.querystring;
  if (schemas.body) schema.body = schemas.body;
  const route = { method: endpoint.method, url: routerPath(name), schema: schema as EndpointRouteSchema<K> };
  return endpoint.security === 'bearer' ? { ...route, onSend: bearerChallenge } : route;
}
