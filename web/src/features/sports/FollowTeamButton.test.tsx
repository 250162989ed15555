import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlashProvider } from '../../lib/flash';
import { MemoryRouter } from '../../lib/router';
import { FollowTeamToggle } from './FollowTeamButton';

function renderToggle(path = '/mlb/147?date=2026-07-04', withName = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <FlashProvider>
          <FollowTeamToggle league="MLB" id={147} name="New York Yankees" withName={withName} />
        </FlashProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('FollowTeamToggle', () => {
  it('for a visitor, is a Follow link to the login that comes back to this page', () => {
    renderToggle();
    const follow = screen.getByRole('link', { name: 'Follow New York Yankees: log in first' });
    expect(follow).toHaveTextContent('Follow');
    expect(follow).toHaveAttribute('href', '/user/login?next=%2Fmlb%2F147%3Fdate%3D2026-07-04');
  });

  it('names the team on the button where a page has one for each team', () => {
    renderToggle('/mlb/game/7', true);
    expect(screen.getByRole('link', { name: 'Follow New York Yankees: log in first' })).toHaveTextContent(
      /^Follow New York Yankees$/,
    );
  });

  it('logged in, follows and unfollows: Follow, then Following, then Follow again', async () => {
    localStorage.setItem('token', `h.${btoa(JSON.stringify({ Name: 'ann@example.com', exp: 4_102_444_800 }))}.s`);
    let teams: { league: string; id: number; name: string }[] = [];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (url.includes('add-team')) teams = [{ league: 'mlb', id: 147, name: 'New York Yankees' }];
        if (url.includes('delete-team')) teams = [];
        const body = url.includes('get-data') ? { zipcodes: [], shows: [], teams } : { teams };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const user = userEvent.setup();
    renderToggle();
    const follow = await screen.findByRole('button', { name: 'Follow New York Yankees', pressed: false });
    await waitFor(() => expect(follow).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(follow);
    const following = await screen.findByRole('button', { name: 'Following New York Yankees', pressed: true });
    expect(following).toHaveTextContent('Following');
    await user.click(following);
    await screen.findByRole('button', { name: 'Follow New York Yankees', pressed: false });
    expect(calls).toEqual([
      'GET /v1/users/get-data',
      'POST /v1/users/add-team?league=mlb&team=147',
      'POST /v1/users/delete-team?league=mlb&team=147',
    ]);
  });
});
