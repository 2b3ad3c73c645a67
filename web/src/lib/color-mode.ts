// Colour mode (docs/product-rules.md §1): the visitor chooses system, light or dark; a page may force light or dark.
// The choice is a cookie (365 days), so the server render knows it for the switch's state and an
// inline script in the head applies the theme before the first paint: no flash of the wrong theme.
import { createContext, createElement, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { site } from '../config/site';
import { writeBrowserCookie } from './cookies';

export const COLOR_MODE_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ColorModePreference = (typeof COLOR_MODE_PREFERENCES)[number];
export type Theme = 'light' | 'dark';

export function parseColorModePreference(value: string | undefined): ColorModePreference {
  return (COLOR_MODE_PREFERENCES as readonly string[]).includes(value ?? '')
    ? (value as ColorModePreference)
    : 'system';
}

/**
 * The head script: reads the cookie, asks the system when the choice is "system", and marks
 * <html> with data-theme (and data-forced-theme on a page that forces one). Kept tiny and free of
 * dependencies: it runs before anything else on the page.
 */
export function colorModeScript(forced: Theme | undefined): string {
  const cookie = site.colorModeCookie.replace(/[^a-z-]/g, '');
  return (
    `(function(f){try{var e=document.documentElement,m=document.cookie.match(/(?:^|; )${cookie}=(light|dark)(?:;|$)/),` +
    `t=f||(m?m[1]:(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'));` +
    `e.dataset.theme=t;e.style.colorScheme=t;if(f)e.dataset.forcedTheme=f}catch(_){}})(${forced ? JSON.stringify(forced) : 'null'})`
  );
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function resolveTheme(preference: ColorModePreference, forced: Theme | undefined): Theme {
  if (forced) return forced;
  if (preference !== 'system') return preference;
  return typeof window !== 'undefined' && darkQuery().matches ? 'dark' : 'light';
}

export function applyTheme(preference: ColorModePreference, forced: Theme | undefined): void {
  const root = document.documentElement;
  const theme = resolveTheme(preference, forced);
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  if (forced) root.dataset.forcedTheme = forced;
  else delete root.dataset.forcedTheme;
}

// The visitor's choice, shared by the switch and the layout. Initialised from the server's reading
// of the cookie (bootstrap data) so that the first render in the browser equals the server's.
let preference: ColorModePreference = 'system';
const listeners = new Set<() => void>();

export function initColorModePreference(value: ColorModePreference): void {
  preference = value;
}

export function setColorModePreference(value: ColorModePreference): void {
  preference = value;
  writeBrowserCookie(site.colorModeCookie, value, { maxAgeDays: 365 });
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The choice the server read from this request's cookie: the value of the server render and of hydration.
const RequestPreference = createContext<ColorModePreference>('system');

export function ColorModeProvider({
  preference: value,
  children,
}: {
  preference: ColorModePreference;
  children: ReactNode;
}) {
  return createElement(RequestPreference.Provider, { value }, children);
}

export function useColorModePreference(): ColorModePreference {
  const requested = useContext(RequestPreference);
  return useSyncExternalStore(
    subscribe,
    () => preference,
    () => requested,
  );
}

/**
 * Keeps the page's theme on the visitor's choice (or the mode a page forces), following the system while the choice is
 * "system".
 */
export function useAppliedTheme(forced: Theme | undefined): void {
  const chosen = useColorModePreference();
  useEffect(() => {
    applyTheme(chosen, forced);
    if (chosen !== 'system' || forced) return;
    return watchSystemTheme(() => applyTheme(chosen, forced));
  }, [chosen, forced]);
}

/** Follows the system setting while the choice is "system". */
export function watchSystemTheme(onChange: () => void): () => void {
  const query = darkQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
