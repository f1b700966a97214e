/**
 * The messages between a docs page's sample runner (src/runner/RunPanel.tsx) and its preview
 * frame (src/runner/frame/): the page asks the frame to run a page's samples and to act on the
 * demo account; the frame answers with what happened, every exchange with the stand-in and what
 * the SDK keeps in the frame's storage. The frame is a sandboxed document of an opaque origin, so
 * each side knows the other by its window, never by origin.
 */
import type {RunModule} from '../../lib/run-table';

export type {RunModule};

/** Every message carries this, so that neither side takes another script's message for one. */
export const PROTOCOL = 'opensecret-docs-runner/1';

/** The demo accounts the frame's stand-in creates: the first is signed in, a switch swaps them. */
export const DEMO_ACCOUNTS = [
  {name: 'Ada Demo', email: 'ada@demo.test', password: 'demo-password-ada'},
  {name: 'Grace Demo', email: 'grace@demo.test', password: 'demo-password-grace'},
] as const;

/** The API URL the preview's provider is given: one the SDK checks no attestation for. */
export const PREVIEW_API_URL = 'http://localhost:3000';
/** The preview's client ID (a project on the stand-in, not on OpenSecret's cloud). */
export const PREVIEW_CLIENT_ID = 'ba5eba11-0000-4000-8000-00000000d0c5';

/**
 * What a previewed sample reads from `import.meta.env`, as a reader's `.env.local` would set it:
 * the stand-in as the API and the developer API, and the preview's client ID.
 */
export const PREVIEW_ENV: Readonly<Record<string, string>> = {
  VITE_OPENSECRET_API_URL: PREVIEW_API_URL,
  VITE_OPENSECRET_DEVELOPER_API_URL: PREVIEW_API_URL,
  VITE_OPENSECRET_CLIENT_ID: PREVIEW_CLIENT_ID,
};

export interface RunRequest {
  /** The SDK release the page documents for the sample: the frame's bundle is that release's. */
  release: string;
  /** The title of the sample to preview. */
  entry: string;
  /** The page's samples of that release, the entry among them (with the reader's edits). */
  modules: RunModule[];
  /** The export to render; the module's only exported component when absent. */
  component?: string;
  /** Whether the preview starts with the demo account signed in. */
  signedIn: boolean;
  /** What `import.meta.env` holds for the sample. */
  env: Record<string, string>;
  /** The docs page's colour mode, which the preview takes. */
  theme: 'light' | 'dark';
}

export type ToFrame =
  | {protocol: typeof PROTOCOL; kind: 'run'; run: RunRequest}
  | {protocol: typeof PROTOCOL; kind: 'sign-out'}
  | {protocol: typeof PROTOCOL; kind: 'switch-user'}
  | {protocol: typeof PROTOCOL; kind: 'ping'; id: number};

/** Where a compile or run error is: a line of the code the reader sees, or of the hidden setup. */
export interface ErrorPlace {
  title: string;
  line: number;
  column: number;
  /** In the setup the page hides, not in the code shown. */
  hidden: boolean;
}

/** A body as it travelled and, when the stand-in could open it, as it read. */
export interface WireBody {
  /** The text on the wire (`{"encrypted": …}` for a sealed body). */
  raw: string;
  /** The JSON inside a sealed body, opened with the session key; absent for a plain body. */
  opened?: unknown;
}

export interface WireExchange {
  id: number;
  method: string;
  url: string;
  /** The headers that matter, as sent: `authorization`, `x-session-id`, `content-type`. */
  headers: Record<string, string>;
  request?: WireBody;
  status: number;
  response?: WireBody;
  /** An event stream's payloads, one per `data:` line, each opened. */
  events?: WireBody[];
  /** Why the stand-in could not answer, when it could not (an unknown path: a 404 naming it). */
  note?: string;
}

export type FromFrame =
  | {protocol: typeof PROTOCOL; kind: 'ready'; release: string}
  | {protocol: typeof PROTOCOL; kind: 'rendered'}
  | {
      protocol: typeof PROTOCOL;
      kind: 'error';
      phase: 'compile' | 'render' | 'runtime';
      message: string;
      place?: ErrorPlace;
    }
  | {protocol: typeof PROTOCOL; kind: 'exchange'; exchange: WireExchange}
  | {protocol: typeof PROTOCOL; kind: 'storage'; local: [string, string][]; session: [string, string][]}
  | {protocol: typeof PROTOCOL; kind: 'account'; email: string | null; busy: boolean}
  | {protocol: typeof PROTOCOL; kind: 'pong'; id: number}
  /** The height of the frame's document, in CSS pixels, whenever it changes. */
  | {protocol: typeof PROTOCOL; kind: 'size'; height: number};

/** A message as its sender writes it: the protocol field is added when it is posted. */
export type Unsent<M> = M extends unknown ? Omit<M, 'protocol'> : never;

const ofProtocol = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as {protocol?: unknown}).protocol === PROTOCOL;

/** Whether `data` is a message of this protocol to the frame (the frame checks it came from its page). */
export const isToFrame = (data: unknown): data is ToFrame => ofProtocol(data);

/** Whether `data` is a message of this protocol from a frame (the page checks it came from its frame). */
export const isFromFrame = (data: unknown): data is FromFrame => ofProtocol(data);
