import type { ReactNode } from 'react';
import { Flash } from '../../components/FlashMessages';
import { LoadingDots } from '../../components/LoadingDots';

interface AiringGridProps<T> {
  state: { isPending: boolean; isError: boolean };
  /** The page's own failure text (the spec gives movies and sports different ones). */
  failure: string;
  airings: T[];
  tile(airing: T): ReactNode;
}

/** A day's airings as tiles, with the loading dots and failure message both TV lists share. */
export function AiringGrid<T>({ state, failure, airings, tile }: AiringGridProps<T>) {
  if (state.isPending) return <LoadingDots />;
  if (state.isError) return <Flash status="warning">{failure}</Flash>;
  return <div className="tile-grid airing-grid">{airings.map(tile)}</div>;
}
