// `/` (route name index): the home page in the root layout.
import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../../features/home/components/home-page';
import { t } from '../../lib/i18n';
import type { RouteHandle } from '../route-handle';

const handle: RouteHandle = {
  layout: 'c-root',
  meta: ({ config }) => ({ description: t('pages.index.meta_description', { site: config.siteName }) }),
};

export const homeRoute: RouteObject = { index: true, Component: HomePage, handle };
