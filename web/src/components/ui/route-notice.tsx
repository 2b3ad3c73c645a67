// The outcome of an action that ends on another page ("Auto som predal(a)" opens the dashboard): the
// action navigates with `{ state: { notice } }` and the page it opens shows the notice as a status
// message, announced without taking the focus (WCAG 4.1.3). The notice is taken out of the history
// entry at once, so a reload or going back and forth does not show it again.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface NoticeState {
  notice?: string;
}

export function RouteNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => (location.state as NoticeState | null)?.notice);
  useEffect(() => {
    if ((location.state as NoticeState | null)?.notice)
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: null },
      );
  }, [location, navigate]);
  return <div role="status">{notice && <p className="member-alert member-alert--success">{notice}</p>}</div>;
}
