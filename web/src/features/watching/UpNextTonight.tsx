import { Link } from '../../lib/router';
import * as paths from '../../paths';
import { UpNextList } from './UpNextList';

/** Tonight's Up next for a logged-in viewer: the shows to continue and tonight's new episodes, with the full list a link away. */
export function UpNextTonight() {
  return (
    <section className="section" aria-labelledby="tonight-up-next">
      <h2 id="tonight-up-next" className="up-next-heading">
        Up next <Link to={paths.upNext}>All of Up next</Link>
      </h2>
      <UpNextList full={false} level={3} />
    </section>
  );
}
