/** The whole Chromium (installability, Lighthouse, icons): CHROMIUM_PATH, or Debian's. */
export declare const chromiumPath: string;
/** The headless shell the browser tests' pages run in: CHROMIUM_HEADLESS_SHELL_PATH, or Debian's. */
export declare const headlessShellPath: string;
/** Installs both with apt-get where it can, or exits with a sentence naming what to do. */
export declare function ensureBrowser(): void;
