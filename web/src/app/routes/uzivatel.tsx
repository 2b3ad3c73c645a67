// /uzivatel: the member area's "user" layout (docs/product-rules.md §2: needs login, no main navbar or footer).
// Every page below it guards itself (app/member-route.tsx).
import { UserLayout } from '../layouts/user-layout';
import type { RouteHandle } from '../route-handle';

export const Component = UserLayout;

export const handle: RouteHandle = { layout: 'user', hideMainNavbarAndFooter: true, ownShell: true };
