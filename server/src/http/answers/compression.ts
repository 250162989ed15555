import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Text under this size is sent as it is: compressing it saves too little to pay. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function isCompressible(contentType: unknown, length: number): boolean {
  return length >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(String(contentType ?? ''));
}

/** The best encoding the client accepts: brotli, then gzip, else none (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let br = false;
  let gz = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === '*') gz = true;
  }
  return br ? 'br' : gz ? 'gzip' : 'identity';
}

/**
 * Compresses off the main thread (zlib's pool). Brotli at quality 5 is near gzip's speed and
 * smaller; answers kept in the response cache are compressed once, so this is paid per miss.
 */
export async function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzip(body, { level: 6 });
}

/** Adds `value` to a Vary header without repeating it. */
export function varyWith(existing: unknown, value: string): string {
  const current = typeof existing === 'string' ? existing : Array.isArray(existing) ? existing.join(', ') : '';
  if (!current) return value;
  if (current.split(',').some((v) => v.trim().toLowerCase() === value.toLowerCase())) return current;
  return `${current}, ${value}`;
}
