// The browser entry of a guest's build (guest.html, web/vite.config.mts): the same app as
// entry-client, on Preact's React compatibility layer, its effects scheduled first.
import './app/preact-effects';
import './entry-client';
