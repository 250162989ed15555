import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answersInTurn, apiAnswer, renderAt } from '../../lib/test-server';
import type { HistoryImport } from '@guide/common/watching';
import { ImportHistory } from './ImportHistory';

const { answers, fetchMock, serve } = answersInTurn();

beforeEach(() => {
  serve();
  localStorage.setItem('token', 'a.token.here');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const previewed: HistoryImport = {
  id: 7,
  source: 'letterboxd',
  state: 'previewed',
  files: ['watchlist.csv'],
  createdAt: '2026-11-21T17:00:00.000Z',
  preview: {
    shows: 0,
    episodes: 0,
    filmsToWatch: 2,
    filmsSeen: 0,
    byId: 0,
    byTitle: 2,
    unmatched: [
      {
        kind: 'film',
        title: 'Somewhere, Not Here',
        year: 1987,
        reason: 'The guide knows no film of this title and year.',
      },
    ],
    unmatchedCount: 1,
    unavailable: [],
  },
  progress: { done: 0, total: 2 },
  added: null,
  error: null,
  finishedAt: null,
};

const renderIt = () => renderAt('/user/account', <ImportHistory />);

describe('bringing history from another tracker', () => {
  it('asks for files first, shows the server’s sentence beside them, then previews, confirms and shows the result', async () => {
    const user = userEvent.setup();
    renderIt();
    await user.click(screen.getByRole('radio', { name: 'Letterboxd' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByLabelText('Files')).toHaveAccessibleDescription(
      expect.stringContaining('Choose the files of your export first.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    const file = new File(['Date,Name,Year\n2026-01-01,"=1+1",2020\n'], 'watchlist.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Files'), file);
    const refusal =
      'watchlist.csv, line 2: the Name cell starts like a spreadsheet formula; the guide does not read formulas. Nothing was imported.';
    answers.push(apiAnswer(refusal, 400));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Files')).toHaveAccessibleDescription(expect.stringContaining(refusal)),
    );
    const sent = fetchMock.mock.calls[0]!;
    expect(String(sent[0])).toContain('/v1/users/imports');
    expect(JSON.parse(String(sent[1]!.body))).toEqual({
      source: 'letterboxd',
      files: [{ name: 'watchlist.csv', content: 'Date,Name,Year\n2026-01-01,"=1+1",2020\n' }],
    });

    answers.push(apiAnswer(previewed, 201));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { name: 'What this import would add' })).toBeVisible();
    expect(screen.getByText('2 films for the watchlist')).toBeVisible();
    expect(screen.getByText('1 title not matched')).toBeVisible();
    expect(screen.getByText('Somewhere, Not Here')).toBeInTheDocument();

    answers.push(apiAnswer({ ...previewed, state: 'queued' }));
    answers.push(
      apiAnswer({
        ...previewed,
        state: 'done',
        progress: { done: 2, total: 2 },
        added: { shows: 0, episodes: 0, films: 2 },
        finishedAt: '2026-11-21T17:00:02.000Z',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Import 0 shows, 0 episodes and 2 films' }));
    expect(await screen.findByRole('heading', { name: 'Imported' })).toBeVisible();
    expect(screen.getByText(/Added 0 shows, 0 watched episodes and 2 films/)).toBeVisible();
    expect(String(fetchMock.mock.calls[2]![0])).toContain('/v1/users/imports/7/confirm');
  });
});
