import type { ReactNode } from 'react';
import type { TvImage } from '@guide/common/tv';
import { ExpandableTile } from '../../components/ExpandableTile';
import { ProviderImage } from '../../components/ProviderImage';
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
  /** Shown under the tile, open or not. */
  footer?: ReactNode;
}

/** One film or sports airing: title, genres, channel and time at a glance; poster and details when opened. */
export function AiringTile({ airing, title, onNow, posterAlt, children, footer }: AiringTileProps) {
  const { program } = airing;
  const now = useNow();
  return (
    <ExpandableTile
      className={`airing-tile${onNow ? ' on-now' : ''}`}
      footer={footer}
      header={
        <>
          {onNow && <OnNowBadge />}
          <span className="airing-title">{title}</span>
          <span className="airing-genres">{program.genres.join(', ')}</span>
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
        <div>{children}</div>
      </div>
    </ExpandableTile>
  );
}
