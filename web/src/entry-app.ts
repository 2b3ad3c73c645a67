// The browser entry of the React app (index.html: the sign-in screens and the member area): the
// member area's styles, then the app (entry-client.tsx). The public pages (islands.html,
// entry-islands.tsx) leave those styles out, so they carry only the site's (global.css).
import './app/layouts/member.css';
import './entry-client';
