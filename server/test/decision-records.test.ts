import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Decision records carry their date and status, and the index lists each one as it says
// (docs/decisions/README.md), so neither drifts from the other.
const folder = new URL('../../docs/decisions/', import.meta.url);
const records = readdirSync(folder).filter((name) => /^\d{4}-.*\.md$/.test(name));
const index = readFileSync(new URL('README.md', folder), 'utf8');

describe('decision records', () => {
  it.each(records)('%s has a date, a status and a superseded-by line, and the index lists it so', (name) => {
    const text = readFileSync(new URL(name, folder), 'utf8');
    const date = /^- Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
    const status = /^- Status: (Accepted|Partly superseded|Superseded)$/m.exec(text)?.[1];
    const by = /^- Superseded by: (—|\d{4})/m.exec(text)?.[1];
    expect({ date, status, by }).toEqual({
      date: expect.any(String),
      status: expect.any(String),
      by: expect.any(String),
    });
    expect(status === 'Accepted').toBe(by === '—');
    const row = index.split('\n').find((line) => line.includes(`](${name})`));
    expect(row).toBeDefined();
    expect(row).toContain(`| ${date} | ${status}${by === '—' ? '' : ` by ${by}`} |`);
  });
});
