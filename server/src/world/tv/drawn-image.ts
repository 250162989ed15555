import type { TvImage } from '@guide/common/tv';

/** The image of an offline programme: drawn by our server, with a provider-like relative `uri`. */
export function drawnImage(kind: 'movie' | 'sport', rootId: string): TvImage {
  const uri = `${kind}/${rootId}.svg`;
  return { uri, relayUrl: `/v1/tv-images/${uri}` };
}
