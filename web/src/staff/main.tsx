// The staff console's browser entry (web/admin.html, served at /admin). Client-rendered: the server
// embeds only the runtime config (where supabase-js signs in, the API's base URL).
import { createRoot } from 'react-dom/client';
import type { RuntimeConfig } from '../config/runtime';
import { StaffApp } from './app';

function readConfig(): RuntimeConfig {
  const element = document.getElementById('app-bootstrap');
  if (!element?.textContent) throw new Error('the page has no #app-bootstrap element');
  return (JSON.parse(element.textContent) as { config: RuntimeConfig }).config;
}

try {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  createRoot(container).render(<StaffApp config={readConfig()} />);
} catch (error) {
  // Start-up errors are logged, never shown raw.
  console.error('EV Klub: the staff console could not start', error);
}
