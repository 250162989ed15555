import { NewReleases } from '../features/cinema/NewReleases';
import { GamesSections } from '../features/sports/GamesSections';
import { useGames } from '../features/sports/sports-api';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { localToday } from '../lib/format';

/** '/' and every unknown path: today's games and the new movie releases. */
export function LandingPage() {
  useDocumentTitle();
  // The releases come in below the games once today's games are known: a games section that turns
  // out empty (MLB in winter) shrinks before anything below it is on screen, so nothing jumps.
  const today = localToday();
  const nhl = useGames('NHL', today);
  const mlb = useGames('MLB', today);
  const gamesKnown = !nhl.isPending && !mlb.isPending;
  return (
    <div className="page landing">
      <h1 className="visually-hidden">Today on Entertainment Guide</h1>
      <GamesSections />
      {gamesKnown && <NewReleases />}
    </div>
  );
}
