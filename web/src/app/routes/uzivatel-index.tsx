// /uzivatel itself: the dashboard (after the member-area guards).
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { guardLoader } from '../guards';

const guard = guardLoader({ access: 'member' });

export async function loader(args: LoaderFunctionArgs): Promise<never> {
  await guard(args);
  throw redirect('/uzivatel/dashboard');
}

export function Component() {
  return null;
}
