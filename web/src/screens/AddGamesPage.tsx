import { addDays } from '@guide/common/dates';
import { useState, type FormEvent } from 'react';
import { Link } from '../lib/router';
import { Flash } from '../components/FlashMessages';
import { PageHead } from '../components/PageHead';
import { ApiError } from '../lib/api';
import { localToday } from '../lib/format';
import * as paths from '../paths';
import { addGames } from '../features/sports/sports-api';

type Outcome = { status: 'info' | 'warning'; message: string; login?: boolean };

/** /user/add-games: loads a date's MLB and NHL games (the server checks the admin role). */
export default function AddGamesPage() {
  const [date, setDate] = useState(() => addDays(localToday(), 1));
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRunning(true);
    setOutcome(null);
    try {
      await addGames(date.trim());
      setOutcome({ status: 'info', message: 'Games added' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        setOutcome({ status: 'warning', message: 'Not authorized. Please log in to continue', login: true });
      else
        setOutcome({ status: 'warning', message: `Error: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="page narrow">
      <PageHead title="Add games" noindex />
      <h1>Add games</h1>
      {outcome && (
        <div role="status">
          <Flash status={outcome.status} onDismiss={() => setOutcome(null)}>
            {outcome.message}
            {outcome.login && (
              <>
                {' '}
                <Link to={paths.login}>Log in</Link>
              </>
            )}
          </Flash>
        </div>
      )}
      <form className="inline-form" onSubmit={submit}>
        <label htmlFor="add-games-date">Date</label>
        <input
          id="add-games-date"
          name="date"
          type="text"
          required
          inputMode="numeric"
          placeholder="YYYY-MM-DD"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <button type="submit" disabled={running}>
          {running ? 'Adding games…' : 'Add games'}
        </button>
      </form>
    </div>
  );
}
