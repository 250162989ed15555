/**
 * What the server and the web app's server bundle (web/src/entry-server.tsx) say to each other:
 * the server hands over how to reach `/v1`, its clock and zone and the built assets once, then
 * asks for pages. Types only (common knows neither the DOM nor Node: the Fetch API's and
 * Node's AbortSignal and Response fit these shapes).
 */

/** An abort signal's part the renderer reads. */
export interface Deadline {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
}

/** A `/v1` answer as the page's reads take it (a Fetch API Response). */
export interface DataAnswer {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/** The built files every page loads (from the client build's manifest). */
export interface PageAssets {
  /** Module scripts the page starts from (the first script, which asks for the app once the page is painted). */
  scripts: string[];
  /** The app's module (the bundle's entry, main.tsx), which the first script imports. */
  app: string;
  /** Stylesheets, in order. */
  styles: string[];
}

export interface PageRendererOptions {
  /** Answers a `/v1` GET as the app would answer it over HTTP (the server injects it into itself). */
  send: (url: string, init: { signal?: Deadline | null }) => Promise<DataAnswer>;
  /** The server's clock, in ms (FIXED_NOW included). */
  now: () => number;
  /** The guide's zone (TIME_ZONE): the zone of the rendered times. */
  timeZone: string;
  assets: PageAssets;
}

export interface RenderedPage {
  /** 200; 404 for an address of no screen or a thing that does not exist; 400 for a query that breaks its rule. */
  status: 200 | 400 | 404;
  html: string;
  /** False when some of the page's data did not come in time (a provider past the deadline). */
  complete: boolean;
  /** The `/v1` answers' Cache-Control values the page is drawn from (the page lives as long as the shortest). */
  cacheControls: string[];
}

export interface PageRenderer {
  /**
   * The page at an address (path and query) for a visitor, drawn once its data is in or
   * `deadline` aborts (then with what came), its links whole on `origin` (the published origin,
   * '' when unknown). Rejects when rendering throws.
   */
  render(address: string, deadline: Deadline, origin: string): Promise<RenderedPage>;
  /** The error page (the screen failed to render), for a 500. */
  renderFailure(address: string): Promise<string>;
  /** The address a page is kept under: its path and the query parameters its screen reads. */
  addressOf(url: string): string;
}

export type CreatePageRenderer = (options: PageRendererOptions) => PageRenderer;
