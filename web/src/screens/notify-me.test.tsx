import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALERT_SETTINGS } from '@guide/common/account';
import type { Film } from '@guide/common/cinema';
import type { AlertSettings, PushSubscriptions } from '@guide/common/contract';
import type { TvShowDetail } from '@guide/common/tv';
import { apiAnswer, renderAt } from '../lib/test-server';
import { Route, Routes } from '../lib/router';
import FilmPage from './FilmPage';
import ShowPage from './ShowPage';

const SHOW = {
  id: 82,
  name: 'Harbor Watch',
  network: null,
  webChannel: { name: 'StreamBox' },
  summary: null,
  runtime: 50,
  genres: [],
  image: null,
  _links: { self: { href: '/v1/tv-show/82' } },
  cast: [],
} as unknown as TvShowDetail;

const FILM = {
  id: 'ember-and-oak-2026',
  title: 'Ember and Oak',
  year: 2026,
  tmdbId: null,
  rootId: null,
  overview: '',
  poster: null,
  contentRating: null,
  stars: null,
  runtimeMinutes: null,
  genres: [],
  cast: [],
  releaseDate: null,
  showtimes: null,
  airings: [],
  unavailable: [],
} as unknown as Film;

const DEVICE = {
  id: 4,
  browser: 'Firefox on Android',
  timeZone: 'America/Chicago',
  createdAt: '2026-11-20T12:00:00Z',
  lastUsedAt: null,
};

/** A stand-in API keeping the account's shows, watchlist and devices; every request is noted. */
function standInApi({ devices = [] as PushSubscriptions['subscriptions'], settings = {} as Partial<AlertSettings> }) {
  const shows: number[] = [];
  const films: { id: string; seen: boolean }[] = [];
  const requests: { method: string; url: string; body?: unknown }[] = [];
  const alertSettings: AlertSettings = {
    ...DEFAULT_ALERT_SETTINGS,
    ...settings,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const film = new URL(url, 'http://x').searchParams.get('film');
      const show = Number(new URL(url, 'http://x').searchParams.get('show'));
      if (url === '/v1/push/public-key')
        return apiAnswer({ enabled: true, publicKey: `B${'A'.repeat(86)}`, reason: null });
      if (url === '/v1/users/me/push-subscriptions' && method === 'POST') {
        devices = [DEVICE];
        return apiAnswer(DEVICE);
      }
      if (url === '/v1/users/me/push-subscriptions') return apiAnswer({ subscriptions: devices });
      if (url === '/v1/users/me/alert-settings') return apiAnswer(alertSettings);
      if (url === '/v1/users/get-data') return apiAnswer({ email: 'me@example.com', zipcodes: [], shows, teams: [] });
      if (url.startsWith('/v1/users/add-show')) shows.push(show);
      if (url.startsWith('/v1/users/delete-show')) shows.splice(shows.indexOf(show), 1);
      if (url.startsWith('/v1/users/add-show') || url.startsWith('/v1/users/delete-show')) return apiAnswer({ shows });
      if (url.startsWith('/v1/users/watchlist/add')) films.push({ id: film!, seen: false });
      if (url.startsWith('/v1/users/watchlist/remove')) films.splice(0, films.length);
      if (url.startsWith('/v1/users/watchlist')) return apiAnswer({ films });
      if (url === '/v1/tv-show/82') return apiAnswer(SHOW);
      if (url === '/v1/tv-show/82/episodes') return apiAnswer([]);
      if (url.startsWith('/v1/films/ember-and-oak-2026?')) return apiAnswer(FILM);
      return apiAnswer('Not here.', 404);
    }),
  );
  return { requests };
}

/** A browser that can push: permission granted, a service worker whose push manager subscribes. */
function browserThatPushes() {
  const subscribe = vi.fn(async () => ({
    toJSON: () => ({
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) },
    }),
  }));
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => ({})), ready: Promise.resolve({ pushManager: { subscribe } }) },
  });
  return subscribe;
}

const pages = (address: string) =>
  renderAt(
    address,
    <Routes>
      <Route path="television/show/:id" element={<ShowPage />} />
      <Route path="film/:id" element={<FilmPage />} />
    </Routes>,
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

describe('Notify me on a show’s and a film’s page', () => {
  it('leads a visitor to the login, coming back to the page', async () => {
    standInApi({});
    pages('/television/show/82');
    const link = await screen.findByRole('link', { name: 'Notify me about Harbor Watch (log in first)' });
    expect(link).toHaveAttribute('href', '/user/login?next=%2Ftelevision%2Fshow%2F82');
  });

  it('follows the show and turns alerts on for this device for a viewer without alerts', async () => {
    localStorage.setItem('token', 'a.token.here');
    const { requests } = standInApi({});
    const subscribe = browserThatPushes();
    const user = userEvent.setup();
    pages('/television/show/82');
    const notify = await screen.findByRole('button', { name: 'Notify me' });
    expect(notify).toHaveAccessibleDescription('Turns alerts on for this device.');
    await user.click(notify);
    const on = await screen.findByRole('button', { name: 'Notifying you' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    expect(subscribe).toHaveBeenCalledOnce();
    const posts = requests.filter((r) => r.method === 'POST').map((r) => r.url);
    expect(posts).toEqual(['/v1/users/add-show?show=82', '/v1/users/me/push-subscriptions']);
    expect(requests.find((r) => r.method === 'POST' && r.url === '/v1/users/me/push-subscriptions')?.body).toEqual({
      endpoint: 'https://push.example.com/send/abc',
      p256dh: `B${'C'.repeat(86)}`,
      auth: 'D'.repeat(22),
      timeZone: expect.any(String),
    });
    expect(on).toHaveAccessibleDescription(
      /^Your alerts about it: a show I follow has an episode tonight .*; a show I follow has a new episode out on one of my services\. Alert settings$/,
    );
  });

  it('with alerts on, keeps the film on the watchlist and says which alerts that brings, and takes it off again', async () => {
    localStorage.setItem('token', 'a.token.here');
    const { requests } = standInApi({ devices: [DEVICE], settings: { filmOnTv: false } });
    const user = userEvent.setup();
    pages('/film/ember-and-oak-2026');
    const notify = await screen.findByRole('button', { name: 'Notify me' });
    expect(notify).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(notify).toHaveAccessibleDescription(
        'Alerts it would bring: a film on my watchlist is on TV in the next day (switched off); a film on my watchlist arrives on one of my services. Alert settings',
      ),
    );
    notify.focus();
    await user.keyboard('{Enter}');
    const on = await screen.findByRole('button', { name: 'Notifying you' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Alert settings' })).toHaveAttribute('href', '/user/account');
    await user.click(on);
    expect(await screen.findByRole('button', { name: 'Notify me' })).toHaveAttribute('aria-pressed', 'false');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/v1/users/watchlist/add?film=ember-and-oak-2026',
      '/v1/users/watchlist/remove?film=ember-and-oak-2026',
    ]);
    // No device was subscribed again: this account has one already.
    expect(requests.some((r) => r.url === '/v1/users/me/push-subscriptions' && r.method === 'POST')).toBe(false);
  });
});
