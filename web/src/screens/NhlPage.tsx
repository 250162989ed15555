import { useDocumentTitle } from '../components/useDocumentTitle';
import { GamesSection } from '../features/sports/GamesSection';

/** /television/sports/nhl: the NHL games, day by day. */
export default function NhlPage() {
  useDocumentTitle('NHL games');
  return (
    <div className="page">
      <h1>NHL games</h1>
      <GamesSection league="NHL" title="NHL" />
    </div>
  );
}
