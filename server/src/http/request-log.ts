import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrlForLog } from './log-redaction';

/**
 * One log line per request, and none for a successful read unless LOG_LEVEL is debug: two
 * JSON lines for every cached GET (Fastify's default) cost more than answering it. Changes,
 * refusals and failures are always logged at info or above.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrlForLog(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if ((request.method === 'GET' || request.method === 'HEAD') && reply.statusCode < 400)
      reply.log.debug(line, 'answered');
    else reply.log.info(line, 'answered');
  }
}
