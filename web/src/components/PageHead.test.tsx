import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicOriginProvider } from '../lib/public-origin';
import { MemoryRouter } from '../lib/router';
import { PageHead, PRODUCT_DESCRIPTION, type PageHeadProps } from './PageHead';
import { jsonLdText } from './StructuredData';

const head = () => document.head;
const meta = (key: string) =>
  head().querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;

function renderHead(props: PageHeadProps, at = '/mlb/147?date=2026-11-20', origin = 'https://guide.example') {
  return render(
    <PublicOriginProvider origin={origin}>
      <MemoryRouter initialEntries={[at]}>
        <PageHead {...props} />
      </MemoryRouter>
    </PublicOriginProvider>,
  );
}

describe('PageHead', () => {
  it("puts the screen's title, description, canonical link, Open Graph and Twitter card in the document's head", () => {
    renderHead({
      title: 'New York Yankees',
      description: 'Upcoming and recent games of the New York Yankees.',
      path: '/mlb/147',
      image: '/v1/images/showings/p1.jpg',
    });
    expect(document.title).toBe('New York Yankees | Entertainment Guide');
    expect(meta('description')).toBe('Upcoming and recent games of the New York Yankees.');
    expect(head().querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://guide.example/mlb/147');
    expect(meta('og:title')).toBe('New York Yankees');
    expect(meta('og:description')).toBe('Upcoming and recent games of the New York Yankees.');
    expect(meta('og:url')).toBe('https://guide.example/mlb/147');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:site_name')).toBe('Entertainment Guide');
    expect(meta('og:image')).toBe('https://guide.example/v1/images/showings/p1.jpg');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe('New York Yankees');
    expect(meta('robots')).toBeNull();
  });

  it('takes it all away with the screen, so the next screen is the only one speaking', () => {
    const { unmount } = renderHead({ title: 'Cinema', description: 'Showtimes.' });
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    unmount();
    expect(head().querySelector('meta[name="description"]')).toBeNull();
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
    expect(head().querySelector('title')).toBeNull();
  });

  it("without values: the product's name and description, the path without its query as canonical, a plain card", () => {
    renderHead({});
    expect(document.title).toBe('Entertainment Guide');
    expect(meta('description')).toBe(PRODUCT_DESCRIPTION);
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://guide.example/mlb/147');
    expect(meta('og:image')).toBeNull();
    expect(meta('twitter:card')).toBe('summary');
  });

  it("keeps a whole image address as it is, marks pages that are nobody's result, and cuts a long description at a word", () => {
    const long = `${'word '.repeat(100)}end`;
    renderHead({ title: 'Search: x', noindex: true, image: 'https://static.tvmaze.com/a.jpg', description: long });
    expect(meta('robots')).toBe('noindex');
    expect(meta('og:image')).toBe('https://static.tvmaze.com/a.jpg');
    const description = meta('description')!;
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description).toMatch(/ word…$/);
  });

  it('writes schema.org data as JSON-LD that no provider text can break out of', () => {
    const { container } = renderHead({
      title: 'A film',
      structuredData: { '@type': 'Movie', name: '</script><script>alert(1)</script> & <!-- more' },
    });
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const text = scripts[0]!.textContent!;
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: '</script><script>alert(1)</script> & <!-- more',
    });
  });

  it('puts several items in one @graph', () => {
    const text = jsonLdText([
      { '@type': 'SportsTeam', name: 'A' },
      { '@type': 'SportsTeam', name: 'B' },
    ]);
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'SportsTeam', name: 'A' },
        { '@type': 'SportsTeam', name: 'B' },
      ],
    });
  });

  it("takes the browser page's origin when no server gave one", () => {
    render(
      <MemoryRouter initialEntries={['/cinema']}>
        <PageHead title="Cinema" />
      </MemoryRouter>,
    );
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/cinema`);
  });
});
