// /o-nas, /ochrana-osobnych-udajov and any other single-segment path: the content page of that slug.
import { useLoaderData } from 'react-router-dom';
import type { ContentPage } from '../api/content-pages';
import { ContentPageView } from './content-page-view';

export function ContentPageScreen() {
  return <ContentPageView page={useLoaderData() as ContentPage} />;
}
