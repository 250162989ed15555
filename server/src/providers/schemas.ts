import { z } from 'zod';

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
 * The items that fit `item`, each one that does not reported (and dropped); `firstProblem` is
 * set when any was dropped. The one place a provider list is sorted into good and bad items.
 */
export function keepFitting<S extends z.ZodType>(item: S, items: readonly unknown[], report: (issue: string) => void): { kept: z.infer<S>[]; firstProblem?: string } {
  const kept: z.infer<S>[] = [];
  let firstProblem: string | undefined;
  for (const raw of items) {
    const parsed = item.safeParse(raw);
    if (parsed.success) {
      kept.push(parsed.data as z.infer<S>);
      continue;
    }
    const issue = firstIssue(parsed.error);
    firstProblem ??= issue;
    report(issue);
  }
  return { kept, firstProblem };
}

/**
 * A provider list where one bad item costs that item, not the whole answer: items that fit are
 * kept, the others reported and dropped. A non-empty list of which nothing fits is a wrong
 * answer, not an empty one, so it fails like any other wrong shape.
 */
export function lenientList<S extends z.ZodType>(item: S, what: string) {
  return z.array(z.unknown()).transform((items, ctx): z.infer<S>[] => {
    const { kept } = keepFitting(item, items, (issue) => reportDrop(what, issue));
    if (items.length > 0 && kept.length === 0) {
      ctx.addIssue({ code: 'custom', message: `none of the ${items.length} ${what} fits the expected shape` });
      return z.NEVER;
    }
    return kept;
  });
}

/** An optional text field that is simply left out when the provider sends something else. */
export const optionalText = z.string().optional().catch(undefined);
