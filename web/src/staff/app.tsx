// The staff console: react-admin 5 at /admin on the site's supabase-js session and the generated
// API client. Each resource is registered only for staff holding its permission area (access.ts)
// and its screens are loaded on first use (one chunk per resource).
import { lazy, useMemo, type ComponentType } from 'react';
import { Admin, CustomRoutes, NotFound, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtime';
import { memberApi } from '../lib/member-api';
import type { Permissions } from '../lib/permissions';
import { canOpen, SERVER_STATUS_PATH, type StaffResource } from './access';
import { createAuthProvider } from './auth-provider';
import { Dashboard } from './dashboard';
import { createDataProvider } from './data-provider';
import { i18nProvider } from './i18n-sk';
import { StaffLayout } from './layout';
import { LoginPage } from './login-page';
import { STAFF_APP_TITLE, useStaffFocusKeeper } from './page-focus';
import { darkTheme, lightTheme } from './theme';

type Views = Partial<Record<'list' | 'edit' | 'create', ComponentType>>;
/** A resource's screens beyond list/edit/create, by path under the resource (e.g. ':id/check-in'). */
type Screens = Views & { representation?: string; routes?: Record<string, ComponentType> };

/** The list/edit/create screens of a resource module, each a lazy component of the same chunk. */
function lazyViews(load: () => Promise<{ default: Views }>, kinds: (keyof Views)[]): Views {
  return Object.fromEntries(
    kinds.map((kind) => [kind, lazy(() => load().then((m) => ({ default: m.default[kind] as ComponentType })))]),
  );
}

const CheckInScreen = lazy(() => import('./resources/events/check-in').then((m) => ({ default: m.CheckInScreen })));
/** The server's status (owners; the screen itself tells anyone else it is not theirs). */
const ServerStatusScreen = lazy(() => import('./server-status'));

const SCREENS: Partial<Record<StaffResource, Screens>> = {
  users: { ...lazyViews(() => import('./resources/users'), ['list', 'edit']), representation: 'email' },
  registrations: { ...lazyViews(() => import('./resources/registrations'), ['list', 'edit']), representation: 'email' },
  'permission-changes': { ...lazyViews(() => import('./resources/permission-changes'), ['list']) },
  outbox: { ...lazyViews(() => import('./resources/outbox'), ['list']) },
  'job-queues': { ...lazyViews(() => import('./resources/job-queues'), ['list']) },
  'failed-jobs': { ...lazyViews(() => import('./resources/failed-jobs'), ['list']) },
  events: {
    ...lazyViews(() => import('./resources/events'), ['list', 'edit', 'create']),
    representation: 'title',
    routes: { ':id/check-in': CheckInScreen },
  },
  articles: { ...lazyViews(() => import('./resources/articles'), ['list', 'edit', 'create']), representation: 'title' },
  files: { ...lazyViews(() => import('./resources/files'), ['list', 'edit', 'create']), representation: 'title' },
  pages: { ...lazyViews(() => import('./resources/pages'), ['list', 'edit', 'create']), representation: 'title' },
  faq: { ...lazyViews(() => import('./resources/faq'), ['list', 'edit', 'create']), representation: 'question' },
  guide: { ...lazyViews(() => import('./resources/guide'), ['list', 'edit', 'create']), representation: 'title' },
  gallery: { ...lazyViews(() => import('./resources/gallery'), ['list', 'edit', 'create']), representation: 'title' },
  photos: { ...lazyViews(() => import('./resources/photos'), ['list', 'edit', 'create']), representation: 'alt' },
  discounts: {
    ...lazyViews(() => import('./resources/discounts'), ['list', 'edit', 'create']),
    representation: 'title',
  },
  charging: { ...lazyViews(() => import('./resources/charging'), ['list', 'edit', 'create']), representation: 'title' },
  redirects: {
    ...lazyViews(() => import('./resources/redirects'), ['list', 'edit', 'create']),
    representation: 'from_path',
  },
  'site-settings': { ...lazyViews(() => import('./resources/site-settings'), ['list']) },
  'contact-messages': {
    ...lazyViews(() => import('./resources/contact-messages'), ['list', 'edit']),
    representation: 'name',
  },
  dues: { ...lazyViews(() => import('./resources/dues'), ['list', 'edit']), representation: 'variable_symbol' },
  'dues-imports': { ...lazyViews(() => import('./resources/dues-imports'), ['list', 'create']) },
  'dues-payments': { ...lazyViews(() => import('./resources/dues-payments'), ['list']) },
  'fee-plans': {
    ...lazyViews(() => import('./resources/fee-plans'), ['list', 'edit', 'create']),
    representation: 'name',
  },
  'dues-years': { ...lazyViews(() => import('./resources/dues-years'), ['list', 'create']), representation: 'year' },
  'dues-settings': { ...lazyViews(() => import('./resources/dues-settings'), ['list']) },
  refunds: { ...lazyViews(() => import('./resources/refunds'), ['list', 'edit']), representation: 'member_name' },
};

export function StaffApp({ config }: { config: RuntimeConfig }) {
  useStaffFocusKeeper();
  const { authProvider, dataProvider } = useMemo(() => {
    const api = memberApi(config);
    return { authProvider: createAuthProvider(config, api), dataProvider: createDataProvider(api) };
  }, [config]);

  // Real paths under /admin (not react-admin's default hash router): the server answers every
  // /admin/* path with the console's page, so a reload or a shared link opens the same screen.
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<Console authProvider={authProvider} dataProvider={dataProvider} />} />
      </Routes>
    </BrowserRouter>
  );
}

function Console({ authProvider, dataProvider }: { authProvider: AuthProvider; dataProvider: DataProvider }) {
  return (
    <Admin
      basename="/admin"
      title={STAFF_APP_TITLE}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={lightTheme}
      darkTheme={darkTheme}
      layout={StaffLayout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes>
        <Route path={SERVER_STATUS_PATH} element={<ServerStatusScreen />} />
      </CustomRoutes>
      {/* An account without permissions gets no resources: only the dashboard saying so. */}
      {(permissions: Permissions) =>
        Object.entries(SCREENS)
          .filter(([name]) => canOpen(permissions, name))
          .map(([name, { representation, routes = {}, ...views }]) => (
            <Resource key={name} name={name} recordRepresentation={representation} {...views}>
              {Object.entries(routes).map(([path, Screen]) => (
                <Route key={path} path={path} element={<Screen />} />
              ))}
              {/* Without a create screen, `create` typed by hand is no record's id: "not found", no request. */}
              {views.edit && !views.create && <Route path="create" element={<NotFound />} />}
            </Resource>
          ))
      }
    </Admin>
  );
}
