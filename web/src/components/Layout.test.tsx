import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FlashProvider } from '../lib/flash';
import { MemoryRouter } from '../lib/router';
import { Layout } from './Layout';
import { loadLazyParts } from './lazyPart';

// The header's search and account link are lazy parts (shell-parts.ts): here, as on the server, already loaded.
beforeAll(() => loadLazyParts());

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

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <FlashProvider>
        <Layout />
      </FlashProvider>
    </MemoryRouter>,
  );
}

/** A token the client can read: a far expiry and the e-mail as its Name claim. */
function tokenFor(email: string): string {
  const claims = btoa(JSON.stringify({ Name: email, exp: 4_102_444_800 }));
  return `header.${claims}.signature`;
}

describe('the header', () => {
  afterEach(() => localStorage.clear());

  it('logged in, the account link is an icon named for the user, without the address drawn', () => {
    const email = 'a.rather.long.address.for.the.header@example.com';
    localStorage.setItem('token', tokenFor(email));
    renderAt('/');
    const account = screen.getByRole('link', { name: `Account: ${email}` });
    expect(account).toHaveAttribute('title', 'Account');
    expect(account).toHaveAttribute('href', '/user');
    expect(account.textContent).toBe('A');
  });

  it('a visitor gets the plain account icon titled Account', () => {
    renderAt('/');
    const account = screen.getByRole('link', { name: 'Account' });
    expect(account).toHaveAttribute('title', 'Account');
    expect(account.textContent).toBe('');
  });

  it('the search button opens the header box and focuses it; a link to /search without script', async () => {
    renderAt('/cinema');
    const toggle = screen.getByRole('link', { name: 'Search' });
    expect(toggle).toHaveAttribute('href', '/search');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('search', { name: 'Search the guide' })).not.toHaveClass('open');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('search', { name: 'Search the guide' })).toHaveClass('open');
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
  });

  it('on the results page the box is always open, with no button to open it', () => {
    renderAt('/search?q=kings');
    expect(screen.getByRole('search', { name: 'Search the guide' })).toHaveClass('open');
    expect(screen.getByRole('searchbox')).toHaveValue('kings');
    expect(screen.queryByRole('link', { name: 'Search' })).toBeNull();
  });

  it('Search for a Show keeps its own box only: the header has a link to the guide’s search', () => {
    renderAt('/television/search');
    expect(screen.queryByRole('search', { name: 'Search the guide' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Search the guide' })).toHaveAttribute('href', '/search');
  });
});
