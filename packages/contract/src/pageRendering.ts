// What the API server and the web build's renderer of public pages (apps/web/src/entry-server.tsx)
// say to each other (docs/adr/0047).

/** Cookies the web client keeps a visitor's choices in, which the server renders pages with. */
export const PAGE_COOKIES = {
  language: 'roamstead_language',
  currency: 'roamstead_currency',
  /** Set for the browser session once SPEC §2's start-up screen has been shown. */
  startupShown: 'roamstead_startup_shown',
} as const;

/** The `<script type="application/json">` a server-rendered page carries its state in. */
export const PAGE_STATE_ID = 'page-state';

/**
 * One page to render: its address, the visitor's language and currency, and how to reach the API
 * (`Fetch`: the Fetch API's fetch of a Request, whose types the contract does not have).
 */
export interface PageRequest<Fetch> {
  /** Absolute URL of the page. */
  url: string;
  language: string;
  /** UI strings (GET /translations) of the language and of the default language. */
  resources: Record<string, Record<string, unknown>>;
  currency: string;
  /** Whether the request came with a session's cookie: the header keeps the avatar's place. */
  signedIn: boolean;
  /** Answers the page's API calls (the server's own routes, in process). */
  fetch: Fetch;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  /** A screen of a signed-in visitor, or one that failed to load: the browser renders it. */
  | { kind: 'browser' }
  /** The app's HTML, and the state the browser hydrates it with (JSON). */
  | { kind: 'html'; status: number; html: string; state: unknown };

/** The renderer module the web build writes to `WEB_DIST/server/entry-server.js`. */
export interface PageRenderer<Fetch> {
  renderPage(page: PageRequest<Fetch>): Promise<RenderedPage>;
}
