/** The compiled server's entry file. */
export declare const compiledServer: string;
/** Builds the web app and the server where they are missing or older than their sources. */
export declare function ensureBuilt(options?: { quiet?: boolean }): void;
