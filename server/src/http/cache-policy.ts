/** What routes say about keeping their answers; the answer path (http/answers/) acts on it. */
export {
  HOUR_S,
  IMMUTABLE,
  MINUTE_S,
  PRIVATE,
  REVALIDATE,
  SET_BY_HANDLER,
  UNCACHED,
  privateFor,
  publicFor,
  type CachePolicy,
} from './answers/cache-policy';
