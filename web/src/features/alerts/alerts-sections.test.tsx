import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALERT_SETTINGS } from '@guide/common/account';
import type { AlertSettings, PushKey, PushSubscriptions, SentAlerts } from '@guide/common/contract';
import { MemoryRouter } from '../../lib/router';
import { AlertsSection } from './AlertsSection';
import { SentAlertsList } from './SentAlertsList';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A stand-in server keeping the devices and settings as the API does; each request is noted. */
function standInServer(key: PushKey) {
  const devices: PushSubscriptions = {
    subscriptions: [
      {
        id: 4,
        browser: 'Firefox on Android',
        timeZone: 'America/Chicago',
        createdAt: '2026-11-20T12:00:00Z',
        lastUsedAt: null,
      },
    ],
  };
  let settings: AlertSettings = DEFAULT_ALERT_SETTINGS;
  const sent: { url: string; method: string; body?: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/v1/push/public-key')) return json(key);
    if (url.endsWith('/v1/users/me/push-subscriptions')) return json(devices);
    if (url.endsWith('/v1/users/me/push-subscriptions/4/remove')) {
      devices.subscriptions = [];
      return json(devices);
    }
    if (url.endsWith('/v1/users/me/alert-settings') && method === 'POST') {
      const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
      settings = {
        gameStart: body.gameStart as boolean,
        gameFinal: body.gameFinal as boolean,
        episodeTonight: body.episodeTonight as boolean,
        episodeStreaming: body.episodeStreaming as boolean,
        filmOnTv: body.filmOnTv as boolean,
        filmStreaming: body.filmStreaming as boolean,
        leadMinutes: body.leadMinutes as number,
        quietHours: body.quietStart ? { start: body.quietStart as string, end: body.quietEnd as string } : null,
      };
      return json(settings);
    }
    if (url.endsWith('/v1/users/me/alert-settings')) return json(settings);
    return new Response('Not found.', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent };
}

beforeEach(() => localStorage.setItem('token', 'a.token.here'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const wrap = (children: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/user/account']}>{children}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('the account’s alerts', () => {
  it('says alerts are off and why when the server sends none', async () => {
    standInServer({
      enabled: false,
      publicKey: null,
      reason: 'Alerts are off: this server has no VAPID contact configured.',
    });
    wrap(<AlertsSection />);
    expect(await screen.findByText('Alerts are off: this server has no VAPID contact configured.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Get alerts on this device' })).toBeNull();
  });

  it('lists the devices with Remove, and saves the kinds, the lead and quiet hours', async () => {
    const { sent } = standInServer({ enabled: true, publicKey: 'B'.padEnd(87, 'A'), reason: null });
    const user = userEvent.setup();
    wrap(<AlertsSection />);
    const list = await screen.findByRole('list', { name: 'Your devices' });
    expect(within(list).getByText('Firefox on Android')).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Remove Firefox on Android' }));
    expect(await screen.findByText('No device gets alerts yet.')).toBeVisible();

    await user.click(await screen.findByRole('checkbox', { name: /has ended/ }));
    await user.click(screen.getByRole('checkbox', { name: /arrives on one of my services/ }));
    await user.clear(screen.getByLabelText('Minutes before a game starts'));
    await user.type(screen.getByLabelText('Minutes before a game starts'), '30');
    await user.click(screen.getByRole('checkbox', { name: /No alerts at night/ }));
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    expect(await screen.findByText('Alert settings saved.')).toBeVisible();
    expect(sent.find((r) => r.method === 'POST' && r.url.endsWith('/alert-settings'))?.body).toEqual({
      gameStart: true,
      gameFinal: false,
      episodeTonight: true,
      episodeStreaming: true,
      filmOnTv: true,
      filmStreaming: false,
      leadMinutes: 30,
      quietStart: '22:00',
      quietEnd: '07:00',
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /has ended/ })).not.toBeChecked());
  });
});

describe('the alerts sent', () => {
  it('lists each with its page, or says there are none', async () => {
    const alerts: SentAlerts = {
      alerts: [
        {
          id: 'abc',
          kind: 'game-start',
          title: 'Bruins at Maple Leafs starts in 15 minutes',
          body: 'Puck drop at 7:00 PM on ESPN.',
          url: '/nhl/game/2025020301',
          sentAt: '2026-11-21T23:45:00Z',
        },
        {
          id: 'def',
          kind: 'episode-streaming',
          title: 'Harbor Watch: new episode on StreamBox',
          body: 'S2E5 is out now.',
          url: '/television/show/82',
          sentAt: '2026-11-21T08:00:00Z',
        },
        {
          id: 'ghi',
          kind: 'film-streaming',
          title: 'The Long Night is now on Marquee+',
          body: 'A film on your watchlist arrived on one of your services.',
          url: '/film/the-long-night-1958',
          sentAt: '2026-11-21T07:00:00Z',
        },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(alerts)),
    );
    const { unmount } = wrap(<SentAlertsList />);
    expect(await screen.findByRole('link', { name: 'Bruins at Maple Leafs starts in 15 minutes' })).toHaveAttribute(
      'href',
      '/nhl/game/2025020301',
    );
    expect(screen.getByText('Puck drop at 7:00 PM on ESPN.')).toBeVisible();
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveTextContent(
      /^New episode streaming · .*Harbor Watch: new episode on StreamBoxS2E5 is out now\.$/,
    );
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/television/show/82');
    expect(items[2]).toHaveTextContent(/^Film now streaming · .*The Long Night is now on Marquee\+/);
    expect(within(items[2]!).getByRole('link')).toHaveAttribute('href', '/film/the-long-night-1958');
    unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ alerts: [] })),
    );
    wrap(<SentAlertsList />);
    expect(await screen.findByText(/No alert in the last 30 days/)).toBeVisible();
  });
});
