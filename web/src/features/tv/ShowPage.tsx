import type { TvCastMember } from '@guide/common/tv';
import { useParams } from '../../lib/router';
import { Flash } from '../../components/FlashMessages';
import { LoadingDots } from '../../components/LoadingDots';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ShowSeasons } from './ShowSeasons';
import { ShowTile } from './ShowTile';
import { useShow } from './tv-api';
import './tv.css';

/** '/television/show/:id': the show's tile, its seasons and its cast; failures show the server's message (spec section 8). */
export default function ShowPage() {
  useDocumentTitle('TV Show');
  const { id = '' } = useParams();
  return (
    <section className="page tv-page">
      {/^[1-9]\d{0,8}$/.test(id) ? <ShowById id={Number(id)} /> : <Flash status="warning">A show id is a positive whole number.</Flash>}
    </section>
  );
}

function ShowById({ id }: { id: number }) {
  const show = useShow(id);
  if (show.isPending) return <LoadingDots />;
  if (show.isError) return <Flash status="warning">{show.error.message}</Flash>;
  return (
    <>
      <ShowTile show={show.data} headingLevel={1} />
      <ShowSeasons show={show.data} />
      <ShowCast cast={show.data.cast} />
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
