import type { UseQueryResult } from '@tanstack/react-query';
import type { WatchOptions } from '@guide/common/cinema';
import { LoadFailure, failureText } from '../../components/LoadFailure';
import { LoadingDots } from '../../components/LoadingDots';
import { OnMyServicesSwitch, useOnMyServicesFilter, type OnMyServicesFilter } from '../../components/OnMyServices';
import { useFilmWatchOptions, useMyServices, useShowWatchOptions } from './streaming-api';
import { WhereToWatch } from './WhereToWatch';

/** "Where to watch" on a film's page, with "Only on my services" from the address. */
export function FilmWatchSection({ id, title, className }: { id: string; title: string; className?: string }) {
  const mine = useMyServices();
  const filter = useOnMyServicesFilter(mine.data?.services);
  return <WatchSection options={useFilmWatchOptions(id)} title={title} className={className} filter={filter} />;
}

/** "Where to watch" on a show's page. */
export function ShowWatchSection({ id, title, className }: { id: number; title: string; className?: string }) {
  return <WatchSection options={useShowWatchOptions(id)} title={title} className={className} />;
}

function WatchSection({
  options,
  title,
  className,
  filter,
}: {
  options: UseQueryResult<WatchOptions>;
  title: string;
  className?: string;
  filter?: OnMyServicesFilter;
}) {
  // Asked only with a session; without one, no service is marked as the viewer's.
  const mine = useMyServices();
  return (
    <section className={className} aria-labelledby="where-to-watch-heading">
      <h2 id="where-to-watch-heading">Where to watch</h2>
      {filter && <OnMyServicesSwitch filter={filter} label="Only my services" />}
      {options.isPending ? (
        <LoadingDots />
      ) : options.isError ? (
        <LoadFailure retry={options} subject="where to watch">
          {failureText(options.error)}
        </LoadFailure>
      ) : (
        <WhereToWatch
          options={options.data}
          title={title}
          myServices={mine.data?.services}
          onlyMine={filter?.on === true && filter.services !== undefined}
        />
      )}
    </section>
  );
}
