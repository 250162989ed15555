import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_IMPORT_BYTES } from '@guide/common/watching';
import { authenticate } from '../auth/auth';
import type { FilmsSource } from '../cinema/sources';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { PRIVATE } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import type { ShowLookupSource, ShowsSource } from '../tv/sources';
import { ImportService } from './import-service';
import { HistoryMatcher } from './matching';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Imports of history from Trakt, TV Time and Letterboxd under `/v1/users/imports…`: private answers. */
export function importRoutes(
  instance: FastifyInstance,
  ctx: AppContext,
  sources: { shows: ShowsSource; lookup: ShowLookupSource; films: FilmsSource },
): ImportService {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const imports = new ImportService(ctx, ctx.jobs, new HistoryMatcher(sources.shows, sources.lookup, sources.films));
  // After the queue has started (the services' hook runs first): imports whose job was lost go on.
  instance.addHook('onReady', async () => {
    await imports
      .resume()
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'unfinished imports could not be resumed'));
  });

  app.route({
    ...endpointRoute('previewImport'),
    bodyLimit: MAX_IMPORT_BYTES,
    config: { cache: PRIVATE, cost: 'importPreview' },
    // A body announced too large is refused before a byte of it is read, with the limit in the sentence.
    preParsing: async (request) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > MAX_IMPORT_BYTES)
        throw new HttpError(
          413,
          `The files come to ${megabytes(length)}; an import takes at most ${megabytes(MAX_IMPORT_BYTES)} at once. Send fewer files, or the files of one kind at a time.`,
        );
    },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      const { source, files } = request.body;
      const preview = await imports.preview(user.id, source, files);
      return reply.code(201).cachePolicy(PRIVATE).send(preview);
    },
  });

  app.route({
    ...endpointRoute('importStatus'),
    config: { cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      return reply.cachePolicy(PRIVATE).send(await imports.status(user.id, request.params.id));
    },
  });

  app.route({
    ...endpointRoute('confirmImport'),
    config: { cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      return reply.cachePolicy(PRIVATE).send(await imports.confirm(user.id, request.params.id));
    },
  });
  return imports;
}
