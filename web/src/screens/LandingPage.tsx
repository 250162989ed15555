import { NewReleases } from '../features/cinema/NewReleases';
import { GamesSection } from '../features/sports/GamesSection';
import { useGames } from '../features/sports/sports-api';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useDayParam } from '../lib/day-param';

/** '/' and every unknown path: today's games and the new movie releases. */
export function LandingPage() {
  useDocumentTitle();
  // Each section comes in below the one above once that one's games are known: NHL's tiles seldom
  // fill exactly its placeholders' height, and a section that turns out empty (MLB in winter)
  // shrinks to one line, so nothing is yet on screen below a section when it changes size.
  // Both leagues' games are asked for at once all the same.
  // The chosen day is the address's (`?date=`), shared by both sections.
  const [day] = useDayParam();
  const nhl = useGames('NHL', day);
  const mlb = useGames('MLB', day);
  return (
    <div className="page landing">
      <h1 className="visually-hidden">Today on Entertainment Guide</h1>
      {/* One word to a visitor about following teams, below the first league that has games. */}
      <GamesSection league="NHL" followHint={(nhl.data?.length ?? 0) > 0} />
      {!nhl.isPending && <GamesSection league="MLB" followHint={nhl.data?.length === 0} />}
      {!nhl.isPending && !mlb.isPending && <NewReleases />}
    </div>
  );
}
