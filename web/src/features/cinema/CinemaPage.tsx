import { useId, useState } from 'react';
import { dedupeShowingsByRootId, showingsAtTheatre, theatresOf } from '@guide/common/cinema';
import { cinemaZip } from '@guide/common/zip';
import { DaySwitcher } from '../../components/DaySwitcher';
import { Flash } from '../../components/FlashMessages';
import { LoadingDots } from '../../components/LoadingDots';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useFlash } from '../../lib/flash';
import { localToday } from '../../lib/format';
import { useShowings } from './cinema-api';
import { useChosenZip } from './chosen-zip';
import { MovieTile } from './MovieTile';
import { ZipForm } from './ZipForm';
import './cinema.css';

/** /cinema: showtimes near a zip code, a day at a time. */
export default function CinemaPage() {
  useDocumentTitle('Cinema');
  const { zip, choose, clear } = useChosenZip();
  return (
    <section className="page cinema" aria-labelledby="cinema-heading">
      <h1 id="cinema-heading">Cinema</h1>
      <ZipForm key={zip ?? ''} zip={zip} onChoose={choose} onClear={clear} />
      {zip === null ? <p className="muted">Enter a zip code and choose Get movies to see what is playing near you.</p> : <Listings zip={cinemaZip(zip)} />}
    </section>
  );
}

function Listings({ zip }: { zip: string }) {
  const today = localToday();
  const [chosenDay, setDay] = useState(today);
  // A page left open past midnight never shows a day that has gone.
  const day = chosenDay < today ? today : chosenDay;
  const [theatreId, setTheatreId] = useState('');
  const { flash } = useFlash();
  const showings = useShowings(zip, day);
  const filterId = useId();

  const films = dedupeShowingsByRootId(showings.data ?? []);
  const theatres = theatresOf(films);
  const theatre = theatres.find((t) => t.id === theatreId);
  const shown = theatre ? showingsAtTheatre(films, theatre.id) : films;

  return (
    <div className="listings">
      <DaySwitcher day={day} onChange={setDay} min={today} onRefused={() => flash('Invalid date', 'warning')} subject="day" />
      {theatres.length > 1 && (
        <div className="filter-bar">
          <label htmlFor={filterId}>Theatre</label>
          <select id={filterId} value={theatre?.id ?? ''} onChange={(e) => setTheatreId(e.target.value)}>
            <option value="">All theatres</option>
            {theatres.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {showings.isPending ? (
        <LoadingDots />
      ) : showings.isError ? (
        <Flash status="warning">Failed to get listings</Flash>
      ) : shown.length === 0 ? (
        <Flash status="info">No showings found.</Flash>
      ) : (
        <div className="tile-list movie-list">
          {shown.map((film) => (
            <MovieTile key={film.rootId} film={film} day={day} />
          ))}
        </div>
      )}
    </div>
  );
}
