import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FlashProvider } from '../lib/flash';
import { MemoryRouter } from '../lib/router';
import { Layout } from './Layout';

/** An element as a comparable outline: its tag, its attributes (classes as a set), its text and children. */
function outline(element: Element): string {
  const attributes = [...element.attributes]
    .map(({ name, value }) =>
      name === 'class' ? `class=${value.split(/\s+/).filter(Boolean).sort().join(' ')}` : `${name}=${value}`,
    )
    .filter((attribute) => attribute !== 'class=')
    .sort();
  const children = [...element.childNodes]
    .map((node) =>
      node.nodeType === node.ELEMENT_NODE
        ? outline(node as Element)
        : (node.textContent ?? '').replace(/\s+/g, ' ').trim(),
    )
    .filter(Boolean);
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${children.join('')}</>`;
}

describe('the first-paint shell', () => {
  it("index.html's header is the one Layout draws for a visitor on the landing page", () => {
    // The shell paints before any script runs (docs/decisions/0042); React's first render then
    // replaces it, and a header that differed would visibly jump.
    const html = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
    const shellHeader = new DOMParser().parseFromString(html, 'text/html').querySelector('header');
    const { container } = render(
      <MemoryRouter initialEntries={['/']}>
        <FlashProvider>
          <Layout />
        </FlashProvider>
      </MemoryRouter>,
    );
    const drawnHeader = container.querySelector('header');
    expect(shellHeader).not.toBeNull();
    expect(drawnHeader).not.toBeNull();
    expect(outline(shellHeader!)).toBe(outline(drawnHeader!));
  });
});
