import type { ShowLookupSource, ShowsSource } from '../sources';
import { ShowsWorld } from '../../world/tv/shows';

/** The offline world's shows, as the TV domain's shows source: answers follow the server clock. */
export class OfflineShows extends ShowsWorld implements ShowsSource, ShowLookupSource {
  /** The world's episodes carry TheTVDB ids too. */
  readonly findsTvdbEpisodes = true;
}
