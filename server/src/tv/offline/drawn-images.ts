import { channelName } from '@guide/common/tv';
import { findFilm } from '../../world/tv/films';
import { drawnPosterSubject } from '../../world/cinema/world';
import { findCatalogueShow } from '../../world/tv/show-catalogue';
import { findSportsEvent } from '../../world/tv/sports-airings';

/** What a drawn poster shows. */
export interface DrawnSubject {
  title: string;
  caption: string;
  seed: string;
}

/** The drawn image of an offline film (by rootId), sports event (by rootId) or show (by id), or undefined. */
export function drawnTvImage(kind: 'movie' | 'sport' | 'show', name: string): DrawnSubject | undefined {
  if (kind === 'movie') {
    const film = findFilm(name);
    if (film) return { title: film.title, caption: `${film.releaseYear} · ${film.genres[0]}`, seed: film.rootId };
    // A premiere of a film in theatres: the cinema world's poster.
    return /^\d+$/.test(name) ? drawnPosterSubject(`drawn-movie-${name}.svg`) : undefined;
  }
  if (kind === 'sport') {
    const event = name ? findSportsEvent(name) : undefined;
    return event && { title: event.eventTitle.replace(/^[^:]*:\s*/, ''), caption: event.sport, seed: event.sport };
  }
  const id = Number(name);
  const show = name && Number.isInteger(id) ? findCatalogueShow(id) : undefined;
  if (!show) return undefined;
  const channel = channelName({
    network: show.network ? { name: show.network } : null,
    webChannel: show.webChannel ? { name: show.webChannel } : null,
  });
  return { title: show.name, caption: channel, seed: `show:${show.id}` };
}
