import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlashProvider } from '../lib/flash';
import { Link, MemoryRouter } from '../lib/router';
import { Layout } from './Layout';

afterEach(() => vi.restoreAllMocks());

const failure = new Error('standings is undefined');

/** A screen that throws while rendering as long as `broken.now` is true. */
const broken = { now: true };
function BrokenScreen() {
  if (broken.now) throw failure;
  return (
    <section>
      <h1>Team</h1>
      <Link to="/cinema">Elsewhere</Link>
    </section>
  );
}

function showBroken() {
  broken.now = true;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/mlb/147']}>
      <FlashProvider>
        <Layout>
          <BrokenScreen />
        </Layout>
      </FlashProvider>
    </MemoryRouter>,
  );
  return logged;
}

describe('ScreenBoundary', () => {
  it('shows a sentence and a way back instead of a screen that throws, and logs the error; the header stays', () => {
    const logged = showBroken();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page could not be shown. Try again, or go back to the home page.',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entertainment Guide' })).toBeInTheDocument();
    expect(document.title).toBe('Something went wrong | Entertainment Guide');
    expect(logged).toHaveBeenCalledWith('The page failed to show:', failure, expect.any(String));
  });

  it('Try again renders the screen anew', async () => {
    showBroken();
    broken.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Try again on a screen that still throws shows the sentence again', async () => {
    showBroken();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown.');
  });

  it('going to another page gives that page its chance', async () => {
    showBroken();
    broken.now = false;
    await userEvent.click(screen.getByRole('link', { name: 'Cinema' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
  });
});
