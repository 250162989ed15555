import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The routes' response schemas at work: an answer is checked against its schema and then sent as
 * it is (JSON.stringify of the handler's value, so nothing is dropped or reshaped on the way). An
 * answer that does not fit is our bug: a 500, logged. It runs when an answer is made; a kept
 * answer is sent as its kept bytes (kept-answer.ts) and pays nothing for it.
 */
export const checkedSerializer = ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
  const zodSchema = schema as z.ZodType;
  return (data: unknown): string => {
    const result = zodSchema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(data);
  };
};
