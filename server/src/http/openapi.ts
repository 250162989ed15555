import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { endpointSchemas, errorSentenceSchema, type EndpointSchemas } from '@guide/common/contract';
import { endpoints, type AnswerKind, type Endpoint, type EndpointName, type Security } from '@guide/common/endpoints';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { HOUR_S, publicFor } from './cache-policy';
import { endpointRoute } from './endpoint-route';
import { publicOrigin, type OriginPolicy } from './public-urls';
import { COST_UNITS, costOf, isExpensive } from './request-cost';

const TAGS: Record<EndpointSchemas['tag'], string> = {
  account: 'Accounts, their saved zip codes, shows and followed teams',
  calendar: 'The private calendar feed of a user’s games and episodes',
  sports: 'MLB and NHL games, team pages and standings',
  admin: 'Work for administrators',
  cinema: 'Cinema showtimes, new releases and zip code places',
  images: 'Posters and TV images, served from our own origin',
  tv: 'Movies and sports on TV, TV shows and their episodes',
  search: 'One search across teams, shows and films',
  reference: 'This document',
  watching: 'Episodes a user has watched, what is up next for them, and spoiler-free mode',
  alerts: 'Alerts pushed to the user’s devices (Web Push), what they are of, and those sent',
};

/** What each 4xx status means on this API; the answer itself is a sentence saying more. */
const ERRORS: Record<EndpointSchemas['errors'][number], string> = {
  400: 'The request is not valid (the sentence names the field and the rule); also a request with a control character in it',
  401: 'No valid credentials were sent, or they have expired',
  403: 'The credentials do not allow this',
  404: 'There is no such thing',
  409: 'It conflicts with what is saved already',
  410: 'It is gone for good (a cancelled game)',
  413: 'The request body is larger than the endpoint takes (the sentence says how large it may be)',
  429: 'Too many requests; Retry-After says when to try again',
};

const OVERLOADED =
  'The server is overloaded and refuses expensive requests for now; Retry-After says when to try again';

const SECURITY: Record<Security, OpenAPIV3_1.SecurityRequirementObject[]> = {
  none: [],
  bearer: [{ bearer: [] }],
  basic: [{ basic: [] }],
};
/**
 * What a client generated from the document (openapi-typescript, which reads no `security`) learns
 * of the credentials: Basic is a required header parameter (the one operation that takes it, the
 * log-in); Bearer is the 401 answer's `WWW-Authenticate: Bearer` challenge, which the server
 * sends (endpoint-route.ts) and which @fastify/swagger lets stand, where it drops a bearer
 * `Authorization` parameter as the OpenAPI rules say. Documented only: a request without them is
 * answered 401 by the handler, with its sentence.
 */
const basicHeader = () =>
  z.object({
    authorization: z
      .string()
      .regex(/^Basic .+/)
      .describe('Basic, then the e-mail address and password joined by a colon, in base64'),
  });
const BEARER_CHALLENGE = {
  'WWW-Authenticate': {
    type: 'string',
    const: 'Bearer',
    description: 'The credentials this operation needs: a Bearer token',
  },
};

const bytes = z.string().describe('The file');
/** Answers that are not JSON, by their media types. */
const MEDIA: Record<
  Exclude<AnswerKind, 'json'>,
  { description: string; content: Record<string, { schema: z.ZodType }> }
> = {
  text: { description: 'The answer as plain text', content: { 'text/plain': { schema: z.string() } } },
  html: { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } },
  calendar: { description: 'An iCalendar file', content: { 'text/calendar': { schema: z.string() } } },
  image: {
    description: 'The image (a provider’s picture, or one we draw as SVG)',
    content: {
      'image/svg+xml': { schema: bytes },
      'image/jpeg': { schema: bytes },
      'image/png': { schema: bytes },
      'image/webp': { schema: bytes },
      'image/gif': { schema: bytes },
    },
  },
};

const isEndpointName = (name: unknown): name is EndpointName =>
  typeof name === 'string' && Object.hasOwn(endpoints, name);

/**
 * Each route's part of the document, from the endpoint tables: the path as the table writes it
 * (a rest parameter is a declared parameter, not `{*}`), the credentials it needs, every 4xx
 * answer with the error shape, and the media types of answers that are not JSON. Routes not in
 * the tables (none under /v1) are described as they are.
 */
const transform: FastifyDynamicSwaggerOptions['transform'] = (input) => {
  const name = (input.schema as { operationId?: unknown } | undefined)?.operationId;
  if (!isEndpointName(name)) return jsonSchemaTransform(input);
  const endpoint: Endpoint = endpoints[name];
  const schemas: EndpointSchemas = endpointSchemas[name];
  const response: Record<string, unknown> = {};
  const status = endpoint.status ?? 200;
  response[status] = endpoint.answer === 'json' ? schemas.answer : MEDIA[endpoint.answer];
  for (const code of new Set([400, ...schemas.errors]).values()) {
    response[code] = {
      description: ERRORS[code as keyof typeof ERRORS],
      content: { 'text/plain': { schema: errorSentenceSchema } },
    };
  }
  // A route with a cost may refuse a client past its share, and an expensive one a busy server (fair-share.ts).
  const cost = costOf(input.route);
  const sentence = { content: { 'text/plain': { schema: errorSentenceSchema } } };
  if (cost && COST_UNITS[cost] > 0) response[429] = { description: ERRORS[429], ...sentence };
  if (isExpensive(cost)) response[503] = { description: OVERLOADED, ...sentence };
  const schema = {
    ...input.schema,
    response,
    ...(schemas.params ? { params: schemas.params } : {}),
    ...(endpoint.security === 'basic' ? { headers: basicHeader() } : {}),
    security: SECURITY[endpoint.security],
  };
  const described = jsonSchemaTransform({ ...input, schema, url: endpoint.path } as Parameters<
    typeof jsonSchemaTransform
  >[0]);
  const unauthorized = (described.schema as { response?: Record<number, { headers?: object }> }).response?.[401];
  if (unauthorized && endpoint.security === 'bearer') unauthorized.headers = BEARER_CHALLENGE;
  return described;
};

/** The OpenAPI 3.1 document of /v1, generated from the routes' zod schemas by @fastify/swagger. */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Entertainment Guide API',
      version: '1',
      description:
        'Games, cinema listings, TV listings and shows, and accounts. Errors are plain-text sentences with a 4xx or 5xx status. Non-GET requests from a page that holds the XSRF-TOKEN cookie must echo it in X-XSRF-TOKEN.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token GET /v1/users/token answers',
        },
        basic: { type: 'http', scheme: 'basic', description: 'E-mail address and password' },
      },
    },
  },
  transform,
  // Only the API: health checks, the web app's files and CORS preflights are not part of it.
  hideUntagged: false,
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain HTML reference of the document: no script and no inline style, so our CSP holds. */
export function referencePage(document: OpenAPIV3_1.Document): string {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      const params = parameters
        .map(
          (p) => `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})</li>`,
        )
        .join('');
      const body = operation.requestBody ? '<li>a form or JSON body (see the document)</li>' : '';
      const scheme = Object.keys(operation.security?.[0] ?? {})[0];
      const credentials =
        scheme === 'bearer'
          ? '<p>Needs the token (Bearer).</p>'
          : scheme === 'basic'
            ? '<p>Needs the e-mail address and password (Basic).</p>'
            : '';
      rows.push(
        `<section><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2>${operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : ''}${credentials}${params || body ? `<ul>${params}${body}</ul>` : ''}</section>`,
      );
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)}</title></head><body><main><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description ?? '')}</p><p>Machine-readable: <a href="/v1/openapi.json">/v1/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>${rows.join('')}</main></body></html>`;
}

/**
 * `GET /v1/openapi.json` and `GET /v1/reference`, both built from `root`'s routes once it is
 * ready. The document's `servers` is PUBLIC_URL, else the origin the request was sent to.
 */
export function openApiRoutes(instance: FastifyInstance, root: FastifyInstance, origins: OriginPolicy): void {
  const v1 = instance.withTypeProvider<ZodTypeProvider>();
  let document: OpenAPIV3_1.Document | undefined;
  let page: string | undefined;
  const load = () => (document ??= root.swagger() as OpenAPIV3_1.Document);
  const cache = publicFor(HOUR_S);
  v1.route({
    ...endpointRoute('openApiDocument'),
    config: { cache },
    handler: async (request) => ({
      ...load(),
      servers: [{ url: publicOrigin(request, origins) ?? '/', description: 'This server' }],
    }),
  });
  v1.route({
    ...endpointRoute('reference'),
    config: { cache },
    handler: async (_request, reply) => reply.type('text/html; charset=utf-8').send((page ??= referencePage(load()))),
  });
}
