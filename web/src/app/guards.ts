// The route guards of docs/product-rules.md §2, in that section's order:
//   1. a guest-only route visited while signed in → the root;
//   2. a signed-in-only route visited while signed out → store the requested full path, go to login;
//   3. signed in with incomplete onboarding → store the requested path, go to onboarding (unless there);
//   4. completed onboarding opening onboarding → the dashboard;
//   5. a route requiring permissions the member lacks (any of them) → the dashboard;
//   6. arriving from login clears the stored path.
// Rules 3–5 concern the signed-in-only area (the member area and onboarding); public pages stay open
// to everyone. "Signed in" means a session whose assurance is complete: a member with a verified
// second factor is signed in only at aal2 (the login page asks for the code).
//
// Each guarded route module exports `loader = guardLoader({...})`. In the browser it runs on every
// client-side navigation to the route. On the server it gives the first load of a page the same
// outcome as a redirect response (spec: guards are skipped during the first load of a server-rendered
// page; here the server enforces their outcome instead, so the browser never flashes the wrong page).
// When the server could not confirm the session (expired access token) it renders the page and the
// browser decides once it has refreshed the session (useDeferredGuard).
import { useEffect } from 'react';
import { redirect, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { needsSecondFactor } from '../lib/assurance';
import { hasPermissions } from '../lib/authorization';
import type { Permissions } from '../lib/permissions';
import { parseCookies } from '../lib/cookies';
import { appContext, type AppContext } from '../lib/router-context';
import { useViewer, type Viewer } from '../lib/session';
import { readSessionCookie, sessionStorageKey } from '../lib/session-cookie';
import { useRuntimeConfig } from '../lib/runtime-config';
import { readStoredPath, storedPathHeader, writeStoredPath } from '../lib/stored-path';
import { navigationTarget } from '../lib/lazy-route';
import { SESSION_FOLLOWED_EVENT } from '../lib/session-broadcast';
import { getSupabase } from '../lib/supabase';
import { checkAccessToken } from '../lib/viewer';

export const GUARD_PATHS = {
  root: '/',
  login: '/prihlasenie',
  onboarding: '/uzivatel/dokoncenie-registracie',
  dashboard: '/uzivatel/dashboard',
} as const;

export interface RouteGuard {
  /** guest: login and create-new-password; member: onboarding and the whole /uzivatel area. */
  access: 'guest' | 'member';
  /** The onboarding route itself (rules 3 and 4). */
  onboarding?: boolean;
  /** Required name/value pairs, all of which must be held (rule 5). */
  permissions?: Permissions;
}

export interface GuardFacts {
  signedIn: boolean;
  onboardingComplete: boolean;
  permissions: Permissions;
  /** The navigation starts on the login page. */
  fromLogin: boolean;
  /** A guard of this same navigation (before a redirect) stored the path: rule 6 keeps it. */
  storedThisNavigation: boolean;
}

export interface GuardDecision {
  redirect?: string;
  /** set: store this path; clear: forget the stored path; keep: leave it. */
  stored: { set: string } | 'clear' | 'keep';
}

/** The rules, in order; the first that redirects decides. Pure, so both sides share it. */
export function decideGuard(target: string, guard: RouteGuard | undefined, facts: GuardFacts): GuardDecision {
  const pathname = target.split(/[?#]/)[0];
  if (guard?.access === 'guest' && facts.signedIn) return { redirect: GUARD_PATHS.root, stored: 'keep' };
  if (guard?.access === 'member') {
    if (!facts.signedIn) return { redirect: GUARD_PATHS.login, stored: { set: target } };
    if (!facts.onboardingComplete && pathname !== GUARD_PATHS.onboarding)
      return { redirect: GUARD_PATHS.onboarding, stored: { set: target } };
    if (guard.onboarding && facts.onboardingComplete) return { redirect: GUARD_PATHS.dashboard, stored: 'keep' };
    if (!hasPermissions(facts.permissions, guard.permissions))
      return { redirect: GUARD_PATHS.dashboard, stored: 'keep' };
  }
  if (facts.fromLogin && !facts.storedThisNavigation) return { stored: 'clear' };
  return { stored: 'keep' };
}

export interface GuardData {
  /** The server could not confirm the session; the browser decides after refreshing it. */
  deferred: boolean;
}

const signedOut = { signedIn: false, onboardingComplete: false, permissions: {} };

function factsOf(
  viewer: Viewer | null,
  secondFactorDue: boolean,
): Pick<GuardFacts, 'signedIn' | 'onboardingComplete' | 'permissions'> {
  if (!viewer || secondFactorDue) return signedOut;
  return { signedIn: true, onboardingComplete: viewer.onboardingComplete, permissions: viewer.permissions };
}

function secondFactorDue(cookieHeader: string | null, app: AppContext): boolean {
  const session = readSessionCookie(parseCookies(cookieHeader), sessionStorageKey(app.config.supabaseUrl));
  return !!session && needsSecondFactor(session.accessToken, session.factors);
}

// ── browser ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Identity of the page a navigation starts from. During a navigation (and the redirects its loaders
 * throw) the address bar still shows the page it started from, so this identifies the navigation.
 */
function originOfNavigation(): string {
  const state = window.history.state as { key?: unknown } | null;
  return `${String(state?.key ?? '')}|${window.location.href}`;
}

let storedDuring: string | null = null;

function applyStored(decision: GuardDecision): void {
  if (decision.stored === 'keep') return;
  if (decision.stored === 'clear') return writeStoredPath(null);
  writeStoredPath(decision.stored.set);
  storedDuring = originOfNavigation();
}

/** The signed-in member as the browser knows them; confirmed through the API when the page could only guess. */
export async function browserViewer(app: AppContext): Promise<{ viewer: Viewer | null; secondFactorDue: boolean }> {
  const key = sessionStorageKey(app.config.supabaseUrl);
  const cookie = readSessionCookie(parseCookies(document.cookie), key);
  let viewer = app.session.get();
  if (!cookie) {
    if (viewer) app.session.set(null);
    return { viewer: null, secondFactorDue: false };
  }
  if (!viewer || !viewer.verified) {
    const supabase = await getSupabase(app.config);
    const { data } = await supabase.auth.getSession(); // refreshes an expired access token
    const check = data.session ? await checkAccessToken(app.api, data.session.access_token) : { viewer: null };
    viewer = 'viewer' in check ? check.viewer : null;
    app.session.set(viewer);
  }
  const current = readSessionCookie(parseCookies(document.cookie), key) ?? cookie;
  return { viewer, secondFactorDue: needsSecondFactor(current.accessToken, current.factors) };
}

function browserFacts(viewer: Viewer | null, due: boolean): GuardFacts {
  const fromLogin = window.location.pathname === GUARD_PATHS.login;
  return { ...factsOf(viewer, due), fromLogin, storedThisNavigation: storedDuring === originOfNavigation() };
}

/**
 * Rule 6 for routes without a guard of their own (public pages): called by the pages loader on
 * every client-side navigation.
 */
export function clearStoredPathArrivingFromLogin(): void {
  if (typeof document === 'undefined') return;
  if (window.location.pathname === GUARD_PATHS.login && storedDuring !== originOfNavigation() && readStoredPath())
    writeStoredPath(null);
}

// ── the loader ──────────────────────────────────────────────────────────────────────────────────

export function guardLoader(guard: RouteGuard) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<GuardData> => {
    const app = context.get(appContext);
    const url = new URL(request.url);
    const target = url.pathname + url.search;

    if (typeof document === 'undefined') {
      const viewer = app.session.get();
      if (viewer && !viewer.verified) return { deferred: true };
      const cookieHeader = request.headers.get('cookie');
      const facts: GuardFacts = {
        ...factsOf(viewer, !!viewer && secondFactorDue(cookieHeader, app)),
        fromLogin: false,
        storedThisNavigation: false,
      };
      const decision = decideGuard(target, guard, facts);
      if (decision.redirect) {
        const headers =
          typeof decision.stored === 'object' ? { 'set-cookie': storedPathHeader(decision.stored.set) } : undefined;
        throw redirect(decision.redirect, { headers });
      }
      return { deferred: false };
    }

    const { viewer, secondFactorDue: due } = await browserViewer(app);
    const pending = navigationTarget();
    const decision = decideGuard(pending.split('#')[0] === target ? pending : target, guard, browserFacts(viewer, due));
    applyStored(decision);
    if (decision.redirect) throw redirect(decision.redirect);
    return { deferred: false };
  };
}

/**
 * For pages the server rendered without confirming the session: once the browser has confirmed it
 * (lib/session-refresh.ts), the same rules decide, and a redirect replaces the page.
 */
export function useDeferredGuard(guard: RouteGuard): void {
  const data = useLoaderData() as GuardData | undefined;
  const viewer = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const config = useRuntimeConfig();
  const pending = !!data?.deferred && (viewer === null || viewer.verified);

  useEffect(() => {
    if (!pending) return;
    const secondFactor = (() => {
      const cookie = readSessionCookie(parseCookies(document.cookie), sessionStorageKey(config.supabaseUrl));
      return !!cookie && needsSecondFactor(cookie.accessToken, cookie.factors);
    })();
    const decision = decideGuard(location.pathname + location.search, guard, {
      ...factsOf(viewer, secondFactor),
      fromLogin: false,
      storedThisNavigation: false,
    });
    applyStored(decision);
    if (decision.redirect) navigate(decision.redirect, { replace: true });
    // Decided once, when the session is confirmed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);

  // A guest-only page left open while the member signs in in another tab follows guard 1 as soon
  // as this tab takes the session over (lib/session-broadcast.ts), as a new page load would.
  useEffect(() => {
    if (guard.access !== 'guest') return;
    const follow = (event: Event) => {
      const viewer = (event as CustomEvent<Viewer | null>).detail;
      const cookie = readSessionCookie(parseCookies(document.cookie), sessionStorageKey(config.supabaseUrl));
      const secondFactor = !!cookie && needsSecondFactor(cookie.accessToken, cookie.factors);
      const here = window.location.pathname + window.location.search;
      const decision = decideGuard(here, guard, {
        ...factsOf(viewer, secondFactor),
        fromLogin: false,
        storedThisNavigation: false,
      });
      if (decision.redirect) navigate(decision.redirect, { replace: true });
    };
    window.addEventListener(SESSION_FOLLOWED_EVENT, follow);
    return () => window.removeEventListener(SESSION_FOLLOWED_EVENT, follow);
  }, [guard, config.supabaseUrl, navigate]);
}
