import { useParams } from '../../lib/router';
import { Flash } from '../../components/FlashMessages';
import { LoadingDots } from '../../components/LoadingDots';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ShowSeasons } from './ShowSeasons';
import { ShowTile } from './ShowTile';
import { useShow } from './tv-api';
import './tv.css';

/** '/television/show/:id': the show's tile and its seasons; failures show the server's message (spec section 8). */
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
    </>
  );
}

