import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyServices } from './MyServices';

const SERVICES = [
  { id: 9003, name: 'Brightbox', logo: null },
  { id: 9001, name: 'Marquee+', logo: null },
  { id: 9002, name: 'Reelhouse', logo: null },
];
let saveAnswer: () => Response;
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === '/v1/streaming-services') return json(SERVICES);
  if (init?.method === 'POST') return saveAnswer();
  return json({ services: [9002] });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('token', 'a.token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderServices = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MyServices />
    </QueryClientProvider>,
  );

describe('My services in the account', () => {
  it('ticks the kept services, saves the whole choice as the ids, and says so', async () => {
    saveAnswer = () => json({ services: [9001, 9002] });
    renderServices();
    const section = screen.getByRole('region', { name: 'My services' });
    expect(await within(section).findByRole('checkbox', { name: 'Reelhouse' })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Marquee+' })).not.toBeChecked();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Marquee+' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save my services' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Saved: 2 services.');
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(init!.body)).toBe('services=9001%2C9002');
  });

  it('shows the server’s sentence when the choice is refused, keeping the ticks', async () => {
    saveAnswer = () =>
      new Response('The guide knows no streaming service 9003; choose from /v1/streaming-services.', {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    renderServices();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Brightbox' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my services' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The guide knows no streaming service 9003');
    expect(screen.getByRole('checkbox', { name: 'Brightbox' })).toBeChecked();
  });
});
