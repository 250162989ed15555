/**
 * Links and image addresses in our answers are built as paths (`/v1/…`); clients of the
 * contract expect absolute URLs (`new URL(href)`). They are made absolute on the answer's value,
 * before it is checked and serialized. The value is copied only along the way to a changed
 * field, so neither the data sources nor cached objects ever hold an origin.
 */
const LINK_FIELDS = new Set(['href', 'relayUrl', 'medium', 'original']);
const MAX_DEPTH = 32;

function absolute(value: unknown, origin: string, depth: number): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const made = absolute(item, origin, depth + 1);
      if (made !== item) (copy ??= value.slice())[i] = made;
    }
    return copy ?? value;
  }
  // Only plain objects: a Date or a Buffer is serialized by its own rules.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    const made =
      typeof field === 'string'
        ? LINK_FIELDS.has(key) && field.startsWith('/v1/')
          ? origin + field
          : field
        : absolute(field, origin, depth + 1);
    if (made !== field) (copy ??= { ...(value as Record<string, unknown>) })[key] = made;
  }
  return copy ?? value;
}

/** `payload` with our own link and image paths made absolute URLs under `origin` (unchanged without one). */
export function withAbsoluteLinks<T>(payload: T, origin: string | undefined): T {
  return origin ? (absolute(payload, origin, 0) as T) : payload;
}
