// An island: a part of a public page that runs in the browser (docs/architecture.md §3). On a public
// page the server renders it as its own React root inside the page, wrapped in <ev-island> with its
// name, its id prefix and its props (JSON), and the browser hydrates exactly that element with
// hydrateRoot (web/src/entry-islands.tsx), so the rest of the page is plain HTML. Inside the React app (the
// member area, the sign-in screens) an island is rendered as the component it wraps.
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
/** An island's name: the key of its loader in app/islands/registry.ts. */
export type IslandName = string;

/** Given by web/src/entry-server.tsx on a public page: renders one island's tree to HTML, with its id prefix. */
export interface IslandRenderer {
  render(node: ReactNode, identifierPrefix: string): string;
  /** The wrapper around every island's tree (the providers the page gives it too). */
  wrap(node: ReactNode): ReactNode;
  /** The islands this page holds, in order (the server preloads their code). */
  used: IslandName[];
}

const IslandContext = createContext<IslandRenderer | null>(null);

export function IslandsProvider({ renderer, children }: { renderer: IslandRenderer | null; children: ReactNode }) {
  return renderer ? createElement(IslandContext.Provider, { value: renderer }, children) : children;
}

/** The tag of an island's element; global.css lays it out as if only its content were there. */
export const ISLAND_TAG = 'ev-island';

export function Island<P extends object>({
  name,
  component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  const renderer = useContext(IslandContext);
  if (!renderer) return createElement(component, props);
  const prefix = `i${renderer.used.push(name)}-`;
  const html = renderer.render(renderer.wrap(createElement(component, props)), prefix);
  return createElement(ISLAND_TAG, {
    'data-name': name,
    'data-prefix': prefix,
    'data-props': JSON.stringify(props),
    dangerouslySetInnerHTML: { __html: html },
  });
}
