import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The kept time is module state, read once from the page: each test loads the modules afresh.
async function renderMark() {
  const { OfflineMark } = await import('./OfflineMark');
  const copies = await import('../lib/offline-copies');
  render(<OfflineMark at="/" />);
  return copies;
}

function keptPage(iso: string) {
  const meta = document.createElement('meta');
  meta.name = 'kept-at';
  meta.content = iso;
  document.head.append(meta);
}

const answer = (keptAt?: string) => new Response('{}', { status: 200, headers: keptAt ? { 'x-kept-at': keptAt } : {} });

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 20, 0));
});
afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('meta[name="kept-at"]').forEach((meta) => meta.remove());
});

describe('OfflineMark', () => {
  it('says nothing while the page and its answers came from the network', async () => {
    const { noteAnswer } = await renderMark();
    act(() => noteAnswer(answer()));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('marks a kept page with the time its copy was fetched', async () => {
    keptPage(new Date(2026, 10, 21, 19, 42).toISOString());
    await renderMark();
    expect(screen.getByRole('status')).toHaveTextContent('Offline — as of 7:42 PM');
  });

  it('shows the oldest kept answer on screen, with its day when it is not today, until the network is back', async () => {
    const { noteAnswer } = await renderMark();
    act(() => noteAnswer(answer(new Date(2026, 10, 21, 18, 5).toISOString())));
    expect(screen.getByRole('status')).toHaveTextContent('Offline — as of 6:05 PM');
    act(() => noteAnswer(answer(new Date(2026, 10, 20, 21, 30).toISOString())));
    expect(screen.getByRole('status')).toHaveTextContent('Offline — as of Friday Nov. 20, 9:30 PM');
    act(() => noteAnswer(answer(new Date(2026, 10, 21, 19, 0).toISOString())));
    expect(screen.getByRole('status')).toHaveTextContent('Friday Nov. 20, 9:30 PM');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
