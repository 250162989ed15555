import { z } from 'zod';
import { ProviderInvalid } from '../errors';

/** Called for each list item a provider sent that did not fit its schema (the item is dropped). */
export type DropReporter = (what: string, issue: string) => void;

let reportDrop: DropReporter = () => undefined;

/** Where dropped items are reported (the app's log); schemas are module constants, so this is set once. */
export function reportDroppedItemsTo(reporter: DropReporter): void {
  reportDrop = reporter;
}

/** A zod error as one short line: where, and what. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.length > 0 ? issue.path.join('.') : 'the answer'}: ${issue.message}` : 'unknown problem';
}

/**
 * A provider list where one bad item costs that item, not the whole answer: items that fit are
 * kept, the others reported and dropped. A non-empty list of which nothing fits is a wrong
 * answer, not an empty one, so it fails like any other wrong shape. The one lenient-list parser:
 * a field of an answer's schema, or `fittingItems` for a list already read.
 */
export function lenientList<S extends z.ZodType>(item: S, what: string) {
  return z.array(z.unknown()).transform((items, ctx): z.infer<S>[] => {
    const kept: z.infer<S>[] = [];
    for (const raw of items) {
      const parsed = item.safeParse(raw);
      if (parsed.success) kept.push(parsed.data as z.infer<S>);
      else reportDrop(what, firstIssue(parsed.error));
    }
    if (items.length > 0 && kept.length === 0) {
      ctx.addIssue({ code: 'custom', message: `none of the ${items.length} ${what} fits the expected shape` });
      return z.NEVER;
    }
    return kept;
  });
}

/** An optional text field that is simply left out when the provider sends something else. */
export const optionalText = z.string().optional().catch(undefined);

/**
 * The answer in the schema's shape, or a ProviderInvalid: valid JSON of the wrong shape is a
 * provider failure (the caller answers 5xx or a stale copy, and caches nothing). For an answer
 * read twice (the MLB feed); a single read gives its schema to the provider client instead.
 */
export function parseAnswer<S extends z.ZodType>(
  provider: string,
  what: string,
  schema: S,
  answer: unknown,
): z.infer<S> {
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  throw new ProviderInvalid(provider, `${what} did not have the expected shape (${firstIssue(result.error)})`);
}

/** `lenientList` for a list already read (a field of an answer parsed before). */
export function fittingItems<S extends z.ZodType>(
  provider: string,
  what: string,
  item: S,
  items: readonly unknown[],
): z.infer<S>[] {
  return parseAnswer(provider, what, lenientList(item, `${what} (${provider})`), items);
}
