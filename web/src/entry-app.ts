// The browser entry of React's build (index.html: visitors with a session, the sign-in screens, the
// member area): the member area's styles, then the app (entry-client.tsx). A guest's build
// (entry-guest.ts) leaves those styles out, so a guest's page carries only the site's (global.css).
import './app/layouts/member.css';
import './entry-client';
