// The bootstrap data's JSON script element (app/bootstrap-data.ts): written by the server, read by
// both browser entries. Apart from bootstrap-data.ts so that a public page's islands read it
// without loading the router.
import type { RuntimeConfig } from '../config/runtime';
import type { ColorModePreference } from '../lib/color-mode';
import type { Viewer } from '../lib/session';

export type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }
  | { __type: 'Error'; message: string };

export interface BootstrapData {
  config: RuntimeConfig;
  /** The signed-in member as the server resolved it from the session cookie; null = signed out. */
  viewer: Viewer | null;
  /** The colour-mode choice from the request's cookie. */
  colorMode: ColorModePreference;
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, SerializedError> | null;
  };
}

export const BOOTSTRAP_ELEMENT_ID = 'app-bootstrap';

/** JSON safe inside an HTML element: `<`, `>`, `&` and the JS line separators are escaped. */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function renderBootstrapScript(data: BootstrapData): string {
  return `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${toScriptJson(data)}</script>`;
}

export function readBootstrapData(doc: Document): BootstrapData {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`the page has no #${BOOTSTRAP_ELEMENT_ID} element`);
  return JSON.parse(element.textContent) as BootstrapData;
}
