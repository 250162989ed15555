import type { Thing, WithContext } from 'schema-dts';

/** One schema.org item or several, as a page describes what it shows. */
export type StructuredItems = Exclude<Thing, string> | readonly Exclude<Thing, string>[];

/**
 * The items as JSON-LD text: one item with its `@context`, several in an `@graph`. `<`, `>` and
 * `&` are written as JSON escapes, so no title from a provider can end the script element or
 * open a comment in it.
 */
export function jsonLdText(items: StructuredItems): string {
  const list = Array.isArray(items) ? items : [items];
  const document =
    list.length === 1
      ? ({ '@context': 'https://schema.org', ...list[0] } as WithContext<Thing>)
      : { '@context': 'https://schema.org', '@graph': list };
  return JSON.stringify(document).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * schema.org data for search engines, as `<script type="application/ld+json">`: data, never run,
 * so the Content-Security-Policy (no inline script) is untouched.
 */
export function StructuredData({ items }: { items: StructuredItems }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(items) }} />;
}
