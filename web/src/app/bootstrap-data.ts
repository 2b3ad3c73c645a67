// The data the server render embeds in the page and the browser reads back before hydrating:
// the runtime config and React Router's loader results and errors, so hydration renders exactly
// what the server rendered without calling a loader again. It travels in a JSON script element
// (never executed), escaped so that no value can close the element early.
import {
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl,
  type HydrationState,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtime';
import type { ColorModePreference } from '../lib/color-mode';
import type { Viewer } from '../lib/session';
import type { BootstrapData, SerializedError } from './bootstrap-json';

/** Route errors as plain JSON. A thrown Error keeps no message: it could carry server internals. */
function serializeErrors(errors: StaticHandlerContext['errors']): BootstrapData['router']['errors'] {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] = isRouteErrorResponse(error)
      ? { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data }
      : { __type: 'Error', message: 'Unexpected Server Error' };
  }
  return out;
}

/** `context` null: a public page, whose islands need no router state. */
export function createBootstrapData(
  config: RuntimeConfig,
  viewer: Viewer | null,
  colorMode: ColorModePreference,
  context: StaticHandlerContext | null,
): BootstrapData {
  return {
    config,
    viewer,
    colorMode,
    router: context
      ? { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) }
      : { loaderData: {}, actionData: null, errors: null },
  };
}

export function toHydrationState(router: BootstrapData['router']): HydrationState {
  const errors = router.errors
    ? Object.fromEntries(
        Object.entries(router.errors).map(([routeId, e]) => [
          routeId,
          e.__type === 'RouteErrorResponse'
            ? new UNSAFE_ErrorResponseImpl(e.status, e.statusText, e.data)
            : new Error(e.message),
        ]),
      )
    : null;
  return { loaderData: router.loaderData, actionData: router.actionData, errors };
}
