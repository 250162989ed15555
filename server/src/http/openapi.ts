import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { HOUR_S, publicFor } from './cache-policy';

/** The OpenAPI 3.1 document of /v1, generated from the routes' zod schemas by @fastify/swagger. */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Entertainment Guide API',
      version: '1',
      description:
        'Games, cinema listings, TV listings and shows, and accounts. Errors are plain-text sentences with a 4xx or 5xx status. Non-GET requests from a page that holds the XSRF-TOKEN cookie must echo it in X-XSRF-TOKEN.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        basic: { type: 'http', scheme: 'basic' },
      },
    },
  },
  transform: jsonSchemaTransform,
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
      const params = parameters.map((p) => `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})</li>`).join('');
      const body = operation.requestBody ? '<li>a form or JSON body (see the document)</li>' : '';
      rows.push(
        `<section><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2>${operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : ''}${params || body ? `<ul>${params}${body}</ul>` : ''}</section>`,
      );
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)}</title></head><body><main><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description ?? '')}</p><p>Machine-readable: <a href="/v1/openapi.json">/v1/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>${rows.join('')}</main></body></html>`;
}

/** `GET /v1/openapi.json` and `GET /v1/reference`, both built from `root`'s routes once it is ready. */
export function openApiRoutes(v1: FastifyInstance, root: FastifyInstance): void {
  let document: OpenAPIV3_1.Document | undefined;
  let page: string | undefined;
  const load = () => (document ??= root.swagger() as OpenAPIV3_1.Document);
  const cache = publicFor(HOUR_S);
  v1.get('/openapi.json', { schema: { tags: ['reference'], summary: 'This OpenAPI 3.1 document', response: { 200: z.looseObject({ openapi: z.string() }) } }, config: { cache } }, async () => load());
  v1.get('/reference', { schema: { tags: ['reference'], summary: 'A readable page of this document', response: { 200: z.string().describe('An HTML page') } }, config: { cache } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send((page ??= referencePage(load()))),
  );
}
