import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WatchOptions } from '@guide/common/cinema';
import { WhereToWatch } from './WhereToWatch';

const marquee = { id: 9001, name: 'Marquee+', logo: null };
const reelhouse = { id: 9002, name: 'Reelhouse', logo: null };
const cornerstore = { id: 9007, name: 'Cornerstore Video', logo: null };
const live: WatchOptions = {
  region: 'US',
  link: 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=US',
  options: [
    { kind: 'subscription', services: [reelhouse, marquee] },
    { kind: 'rent', services: [cornerstore] },
  ],
};

describe('WhereToWatch', () => {
  it('lists my services first and marked, and credits JustWatch and TMDB as their terms ask', () => {
    render(<WhereToWatch options={live} title="Fight Club" myServices={[9001]} />);
    const subscription = screen.getByRole('list', { name: 'With a subscription: services' });
    const [first, second] = within(subscription).getAllByRole('listitem');
    expect(first).toHaveTextContent('Marquee+mine');
    expect(second).toHaveTextContent('Reelhouse');
    expect(screen.getByText('On my services:').parentElement).toHaveTextContent('On my services: Marquee+');
    expect(screen.getByRole('link', { name: 'JustWatch, through TMDB' })).toHaveAttribute('href', live.link);
    expect(screen.getByText(/This product uses the TMDB API but is not endorsed or certified by TMDB\./)).toBeVisible();
  });

  it('with only my services, drops the others and the kinds left empty, and says when none of mine has it', () => {
    const { rerender } = render(<WhereToWatch options={live} title="Fight Club" myServices={[9001]} onlyMine />);
    expect(screen.getByRole('list', { name: 'With a subscription: services' })).toHaveTextContent('Marquee+');
    expect(screen.queryByText('Reelhouse')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Rent: services' })).toBeNull();
    rerender(<WhereToWatch options={live} title="Fight Club" myServices={[9005]} onlyMine />);
    expect(screen.getByText('None of your services has Fight Club just now.')).toBeVisible();
  });

  it('credits no one for the offline world’s invented services (no link)', () => {
    render(<WhereToWatch options={{ ...live, link: null }} title="Fight Club" />);
    expect(screen.queryByText(/JustWatch|TMDB/)).toBeNull();
  });
});
