import type { StreamingService, WatchKind, WatchOptions } from '@guide/common/cinema';
import { ProviderImage } from '../../components/ProviderImage';
import './streaming.css';

const KIND_TITLES: Record<WatchKind, string> = {
  subscription: 'With a subscription',
  free: 'Free',
  ads: 'Free with ads',
  rent: 'Rent',
  buy: 'Buy',
};

/**
 * A title's US watch options, kind by kind, the viewer's own services first and marked, with
 * the credit TMDB's terms ask for: the data is JustWatch's.
 */
export function WhereToWatch({
  options,
  title,
  myServices = [],
  onlyMine = false,
}: {
  options: WatchOptions;
  title: string;
  myServices?: readonly number[];
  /** Only the viewer's own services ("Only services on my services" is asked and they are known). */
  onlyMine?: boolean;
}) {
  const mine = new Set(myServices);
  const onMine = options.options.flatMap((o) => o.services).filter((s) => mine.has(s.id));
  const uniqueMine = [...new Map(onMine.map((s) => [s.id, s])).values()];
  if (options.options.length === 0)
    return <p className="muted">{title} is not streaming, for rent or for sale in the US just now.</p>;
  const shown = onlyMine
    ? options.options
        .map((o) => ({ ...o, services: o.services.filter((s) => mine.has(s.id)) }))
        .filter((o) => o.services.length > 0)
    : options.options;
  if (shown.length === 0) return <p className="muted">None of your services has {title} just now.</p>;
  return (
    <>
      {uniqueMine.length > 0 && (
        <p className="watch-on-mine">
          <span className="label">On my services:</span> {uniqueMine.map((s) => s.name).join(', ')}
        </p>
      )}
      <dl className="watch-options">
        {shown.map(({ kind, services }) => (
          <div key={kind} className="watch-kind">
            <dt>{KIND_TITLES[kind]}</dt>
            <dd>
              <ul className="watch-services" aria-label={`${KIND_TITLES[kind]}: services`}>
                {[...services]
                  .sort((a, b) => Number(mine.has(b.id)) - Number(mine.has(a.id)))
                  .map((service) => (
                    <ServiceChip key={service.id} service={service} mine={mine.has(service.id)} />
                  ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
      {/* TMDB's data is JustWatch's, and its terms ask for the credit; the offline world's is its own (no link). */}
      {options.link && (
        <p className="watch-credit muted">
          Where to watch from{' '}
          <a href={options.link} rel="noopener">
            JustWatch, through TMDB
          </a>
          . This product uses the TMDB API but is not endorsed or certified by TMDB.
        </p>
      )}
    </>
  );
}

function ServiceChip({ service, mine }: { service: StreamingService; mine: boolean }) {
  return (
    <li className={mine ? 'watch-service watch-service-mine' : 'watch-service'}>
      {service.logo ? (
        <ProviderImage className="watch-logo" src={service.logo} alt="" width={28} height={28} />
      ) : (
        <span className="watch-logo watch-logo-letter" aria-hidden="true">
          {service.name.charAt(0)}
        </span>
      )}
      <span>{service.name}</span>
      {mine && <span className="watch-mine-mark">mine</span>}
    </li>
  );
}
