import { ConfigError } from '../config';

/** Runs a command-line tool's `main`, exiting with its code; a failure becomes one plain line. */
export function runCli(main: () => Promise<number>, failure: string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        error instanceof ConfigError
          ? error.message
          : `${failure}: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
