import type { TvCastMember, TvShowDetail } from '@guide/common/tv';
import { useParams } from '../lib/router';
import { LoadFailure, NotFound, failureText, isNotFound } from '../components/LoadFailure';
import { LoadingDots } from '../components/LoadingDots';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { ShowSeasons } from '../features/tv/ShowSeasons';
import { ShowTile } from '../features/tv/ShowTile';
import { useShow } from '../features/tv/tv-api';
import * as paths from '../paths';
import '../features/tv/tv.css';

/**
 * '/television/show/:id': the show's tile, its seasons and its cast. An unknown show gets a page
 * saying so; another failure shows the server's message (spec section 8) with Retry.
 */
export default function ShowPage() {
  const { id } = useParams(paths.show);
  return (
    <section className="page tv-page">
      {/^[1-9]\d{0,8}$/.test(id) ? <ShowById id={Number(id)} /> : <InvalidShowId />}
    </section>
  );
}

function UnknownShow({ children }: { children: string }) {
  return (
    <NotFound title="Show not found" way={{ to: paths.showSearch, label: 'Find another show' }}>
      {children}
    </NotFound>
  );
}

function InvalidShowId() {
  useDocumentTitle('Show not found');
  return <UnknownShow>A show id is a positive whole number.</UnknownShow>;
}

function ShowById({ id }: { id: number }) {
  const show = useShow(id);
  const unknown = show.isError && isNotFound(show.error);
  useDocumentTitle(unknown ? 'Show not found' : 'TV Show');
  if (show.isPending) return <LoadingDots />;
  if (unknown) return <UnknownShow>{failureText(show.error)}</UnknownShow>;
  if (show.isError) return <LoadFailure retry={show}>{failureText(show.error)}</LoadFailure>;
  return <ShowDetails show={show.data} />;
}

function ShowDetails({ show }: { show: TvShowDetail }) {
  return (
    <>
      <ShowTile show={show} headingLevel={1} />
      <ShowSeasons show={show} />
      <ShowCast cast={show.cast} />
    </>
  );
}

/** Left out when the source has no cast for the show. */
function ShowCast({ cast }: { cast: readonly TvCastMember[] }) {
  if (cast.length === 0) return null;
  return (
    <section className="show-cast" aria-labelledby="show-cast-heading">
      <h2 id="show-cast-heading">Cast</h2>
      <ul className="tile cast-list">
        {cast.map((member, i) => (
          // A person may play several parts, and a part may have several players: the position is the key.
          <li key={i} className="cast-member">
            <span className="cast-name">{member.name}</span>
            {member.character && <span className="muted"> as {member.character}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
