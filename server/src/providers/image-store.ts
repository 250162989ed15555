import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type RasterType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const EXTENSIONS: Record<RasterType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type as RasterType]));

export interface StoredImage {
  contentType: RasterType;
  body: Buffer;
  /** When the provider sent it (ms since the epoch). */
  fetchedAt: number;
}

interface IndexEntry {
  file: string;
  size: number;
  contentType: RasterType;
  fetchedAt: number;
}

/**
 * Provider images kept on disk under DATA_DIR, bounded in total size: the least recently used
 * are deleted first. File names are hashes of the image's key (never a URL with a key in it);
 * the index lives in memory and is rebuilt from the folder at start-up.
 */
export class ImageStore {
  /** Map order is recency: the first entry is the least recently used. */
  private readonly index = new Map<string, IndexEntry>();
  private total = 0;
  private ready: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<StoredImage | undefined> {
    await this.init();
    const id = hashOf(key);
    const entry = this.index.get(id);
    if (!entry) return undefined;
    try {
      const body = await fs.readFile(path.join(this.dir, entry.file));
      this.index.delete(id);
      this.index.set(id, entry);
      return { contentType: entry.contentType, body, fetchedAt: entry.fetchedAt };
    } catch {
      this.forget(id);
      return undefined;
    }
  }

  async put(key: string, contentType: RasterType, body: Buffer, fetchedAt = this.now()): Promise<void> {
    await this.init();
    if (body.length > this.maxBytes) return;
    const id = hashOf(key);
    const file = `${id}.${EXTENSIONS[contentType]}`;
    const temporary = path.join(this.dir, `.${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`);
    await fs.writeFile(temporary, body, { mode: 0o600 });
    await fs.rename(temporary, path.join(this.dir, file));
    const old = this.index.get(id);
    if (old && old.file !== file) await fs.rm(path.join(this.dir, old.file), { force: true });
    if (old) this.total -= old.size;
    this.index.delete(id);
    this.index.set(id, { file, size: body.length, contentType, fetchedAt });
    this.total += body.length;
    await this.evict();
  }

  /** Bytes kept now (for tests and metrics). */
  get size(): number {
    return this.total;
  }

  private async evict(): Promise<void> {
    for (const [id, entry] of this.index) {
      if (this.total <= this.maxBytes) break;
      this.forget(id);
      await fs.rm(path.join(this.dir, entry.file), { force: true });
    }
  }

  private forget(id: string): void {
    const entry = this.index.get(id);
    if (!entry) return;
    this.total -= entry.size;
    this.index.delete(id);
  }

  private init(): Promise<void> {
    this.ready ??= (async () => {
      await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
      const found: (IndexEntry & { id: string; used: number })[] = [];
      for (const file of await fs.readdir(this.dir)) {
        const match = /^([0-9a-f]{64})\.(\w+)$/.exec(file);
        const contentType = match ? TYPES[match[2]!] : undefined;
        if (!match || !contentType) continue;
        const stat = await fs.stat(path.join(this.dir, file)).catch(() => undefined);
        if (stat)
          found.push({
            id: match[1]!,
            file,
            size: stat.size,
            contentType,
            fetchedAt: stat.mtimeMs,
            used: stat.atimeMs,
          });
      }
      for (const { id, used: _used, ...entry } of found.sort((a, b) => a.used - b.used)) {
        this.index.set(id, entry);
        this.total += entry.size;
      }
      await this.evict();
    })();
    return this.ready;
  }
}

const hashOf = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** The raster type the bytes really are, or undefined (SVG, HTML, anything else). */
export function sniffRaster(bytes: Uint8Array): RasterType | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'image/gif';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  return undefined;
}
