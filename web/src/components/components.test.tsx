import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DaySwitcher } from './DaySwitcher';
import { MemoryRouter } from '../lib/router';
import { lazyPage } from './lazyPage';
import { ExpandableTile } from './ExpandableTile';
import { LoadingDots } from './LoadingDots';
import { PlaceholderTiles } from './PlaceholderTiles';
import { ProviderImage } from './ProviderImage';

afterEach(() => vi.useRealTimers());

describe('LoadingDots', () => {
  it('adds a dot every 500 ms', () => {
    vi.useFakeTimers();
    render(<LoadingDots />);
    const dots = () => screen.getByRole('status').querySelector('.loading-dots')!.textContent;
    expect(dots()).toBe('.');
    act(() => vi.advanceTimersByTime(500));
    expect(dots()).toBe('..');
    act(() => vi.advanceTimersByTime(1000));
    expect(dots()).toBe('....');
  });
});

describe('PlaceholderTiles', () => {
  it('draws six tiles by default', () => {
    render(<PlaceholderTiles />);
    expect(screen.getAllByTestId('placeholder-tile')).toHaveLength(6);
  });
});

describe('ExpandableTile', () => {
  it('toggles with click, Enter and Space and reports aria-expanded', async () => {
    const user = userEvent.setup();
    render(
      <ExpandableTile header={<span>Inherent Vice</span>}>
        <p>A detective story.</p>
      </ExpandableTile>,
    );
    const toggle = screen.getByRole('button', { name: /Inherent Vice/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('A detective story.')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('A detective story.')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('DaySwitcher', () => {
  function Harness({ min, onRefused }: { min?: string; onRefused?: () => void }) {
    const [day, setDay] = useState('2026-11-30');
    return <DaySwitcher day={day} onChange={setDay} min={min} onRefused={onRefused} />;
  }

  it('moves one day at a time across month ends', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('Monday Nov. 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByText('Tuesday Dec. 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prev day' }));
    await user.click(screen.getByRole('button', { name: 'Prev day' }));
    expect(screen.getByText('Sunday Nov. 29')).toBeInTheDocument();
  });

  it('refuses to go before the earliest day', async () => {
    const user = userEvent.setup();
    const refused = vi.fn();
    render(<Harness min="2026-11-30" onRefused={refused} />);
    await user.click(screen.getByRole('button', { name: 'Prev day' }));
    expect(refused).toHaveBeenCalledOnce();
    expect(screen.getByText('Monday Nov. 30')).toBeInTheDocument();
  });
});

describe('ProviderImage', () => {
  it('is left out, not shown broken, when the picture cannot be had, and tries again for another picture', () => {
    const { container, rerender } = render(
      <ProviderImage src="/v1/images/posters/w185/a.jpg" alt="Poster for A" width={185} height={278} />,
    );
    const img = screen.getByRole('img', { name: 'Poster for A' });
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    rerender(<ProviderImage src="/v1/images/posters/w185/b.jpg" alt="Poster for B" width={185} height={278} />);
    expect(screen.getByRole('img', { name: 'Poster for B' })).toBeInTheDocument();
  });
});

describe('lazyPage', () => {
  const screenModule = () => Promise.resolve({ default: () => <h1>The screen</h1> });

  it('renders a screen whose code was preloaded at once, with no loading state', async () => {
    const Page = lazyPage(screenModule);
    await Page.preload();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the loading dots until the code of a screen not yet loaded arrives', async () => {
    const Page = lazyPage(screenModule);
    render(<Page />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  });

  it('says so, with a way to reload, when the code cannot be loaded', async () => {
    const Page = lazyPage(() => Promise.reject(new Error('offline')));
    // Inside a router, as every screen is: its head names its address.
    render(
      <MemoryRouter initialEntries={['/cinema']}>
        <Page />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Page not loaded' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be loaded. Check your connection, then reload.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(document.title).toBe('Page not loaded | Entertainment Guide');
  });

  it('loads again on a later preload when the first load failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(screenModule);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  });
});
