/** The compiled server's entry file. */
export declare const compiledServer: string;
/** Node's options for the server wherever it is started (see ensure-built.mjs). */
export declare const serverNodeOptions: readonly string[];
/** Builds the web app and the server where they are missing or older than their sources. */
export declare function ensureBuilt(options?: { quiet?: boolean }): void;
