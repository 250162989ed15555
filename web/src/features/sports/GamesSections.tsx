import { GamesSection } from './GamesSection';

/** The landing page's NHL and MLB sections. */
export function GamesSections() {
  return (
    <>
      <GamesSection league="NHL" />
      <GamesSection league="MLB" />
    </>
  );
}
