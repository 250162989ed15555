import type { ReactNode } from 'react';
import type { TvImage } from '@guide/common/tv';
import { ExpandableTile } from '../../components/ExpandableTile';
import { ProviderImage } from '../../components/ProviderImage';
import { Link } from '../../lib/router';
import { genreNames } from '@guide/common/films';
import { useNow } from '../../lib/use-now';
import { AiringProgress, AiringTime, OnNowBadge } from './AiringTime';

interface AiringTileProps {
  airing: {
    startTime: string;
    endTime?: string;
    station: { callSign: string };
    program: { genres: string[]; preferredImage: TvImage };
  };
  title: string;
  onNow: boolean;
  /** The poster's text alternative ('' when the title beside it says it all). */
  posterAlt: string;
  /** What the opened tile shows beside the poster. */
  children: ReactNode;
  /** The film's page, when the airing is a film: linked at the top of the opened tile. */
  filmHref?: string;
}

/** One film or sports airing: title, genres, channel and time at a glance; poster and details when opened. */
export function AiringTile({ airing, title, onNow, posterAlt, children, filmHref }: AiringTileProps) {
  const { program } = airing;
  const now = useNow();
  return (
    <ExpandableTile
      className={`airing-tile${onNow ? ' on-now' : ''}`}
      header={
        <>
          {onNow && <OnNowBadge />}
          <span className="airing-title">{title}</span>
          <span className="airing-genres">{genreNames(program.genres).join(', ')}</span>
          <span className="airing-when">
            <span className="airing-station">{airing.station.callSign}</span> ·{' '}
            <AiringTime startTime={airing.startTime} endTime={airing.endTime} />
          </span>
          {onNow && <AiringProgress airing={airing} now={now} />}
        </>
      }
    >
      <div className="airing-body">
        {program.preferredImage.relayUrl && (
          <ProviderImage className="airing-poster" src={program.preferredImage.relayUrl} alt={posterAlt} width={185} />
        )}
        <div>
          {filmHref && (
            <p className="airing-film-link">
              <Link to={filmHref}>
                {title}: the film’s page <span aria-hidden="true">›</span>
              </Link>
            </p>
          )}
          {children}
        </div>
      </div>
    </ExpandableTile>
  );
}
