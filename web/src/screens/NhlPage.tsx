import { PageHead } from '../components/PageHead';
import { GamesSection } from '../features/sports/GamesSection';

/** /television/sports/nhl: the NHL games, day by day. */
export default function NhlPage() {
  return (
    <div className="page">
      <PageHead
        title="NHL games"
        description="NHL games day by day, with live scores, the final results and the start times of those to come."
      />
      <h1>NHL games</h1>
      <GamesSection league="NHL" title="NHL" />
    </div>
  );
}
