/** The Chromium the browser tests drive: CHROMIUM_PATH, or Debian's. */
export declare const chromiumPath: string;
/** Installs Chromium with apt-get where it can, or exits with a sentence naming what to do. */
export declare function ensureBrowser(): void;
