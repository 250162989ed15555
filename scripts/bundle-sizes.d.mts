interface Size {
  raw: number;
  gzip: number;
}
export interface EntrySizes {
  entry: string;
  own: Size;
  /** What opening the entry downloads. */
  total: Size;
  /** Its stylesheets, gzip. */
  css: number;
}
/** The landing page's initial JavaScript budget in KB, gzip -9. */
export declare const LANDING_BUDGET_KB: number;
/** The sizes of every entry and lazy chunk of a build (web/dist), and of what opening each one downloads. */
export declare function bundleSizes(dist: string): { rows: EntrySizes[]; initial: EntrySizes };
