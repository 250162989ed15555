import type { FavouriteTeam } from '@guide/common/account';
import { href, Link } from '../../lib/router';
import { useFollowTeam } from '../../lib/user-data-api';
import { useFlash } from '../../lib/flash';
import './personal-guide.css';
import * as paths from '../../paths';

/** The account page's followed teams, each with Forget (the account page's one word for taking a thing off a list; it unfollows the team). */
export function FavouriteTeams({ teams }: { teams: FavouriteTeam[] }) {
  const unfollow = useFollowTeam();
  const { flash } = useFlash();
  return (
    <section className="section" aria-labelledby="teams-heading">
      <h2 id="teams-heading">Your teams</h2>
      {teams.length === 0 ? (
        <p className="muted">
          You follow no teams yet. Choose Follow on a team’s page or a game’s page, or tap the star beside a team on the
          scoreboard.
        </p>
      ) : (
        <ul className="favourite-teams">
          {teams.map((team) => (
            <li key={`${team.league}-${team.id}`}>
              <span className="league-tag">{team.league.toUpperCase()}</span>{' '}
              <Link
                to={team.league === 'mlb' ? href(paths.mlbTeam, { id: team.id }) : href(paths.nhlTeam, { id: team.id })}
              >
                {team.name}
              </Link>{' '}
              <button
                type="button"
                className="small"
                onClick={() =>
                  unfollow.mutate(
                    {
                      team: { league: team.league === 'mlb' ? 'MLB' : 'NHL', id: team.id, name: team.name },
                      follow: false,
                    },
                    { onError: (error) => flash(`Error: ${error.message}`, 'warning') },
                  )
                }
              >
                Forget <span className="visually-hidden">{team.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
