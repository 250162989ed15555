import { NewReleases } from '../features/cinema/NewReleases';
import { GamesSections } from '../features/sports/GamesSections';
import { useDocumentTitle } from '../components/useDocumentTitle';

/** '/' and every unknown path: today's games and the new movie releases. */
export function LandingPage() {
  useDocumentTitle();
  return (
    <div className="page landing">
      <h1 className="visually-hidden">Today on Entertainment Guide</h1>
      <GamesSections />
      <NewReleases />
    </div>
  );
}
