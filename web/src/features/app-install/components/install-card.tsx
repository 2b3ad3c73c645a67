// The dashboard's card offering the app: the browser's install button where it makes an offer, the
// Share → Add to Home Screen steps on iPhone and iPad, a status once installed. "Teraz nie" hides it
// on this device.
import { useEffect, useRef, useState } from 'react';
import { t } from '@/lib/i18n-member';
import { install, useInstallOffer } from '../install-prompt';

const DISMISSED = 'evklub.app-install-dismissed';

export function InstallCard() {
  const offer = useInstallOffer();
  const notNow = useRef<HTMLButtonElement>(null);
  // While the browser's dialog is open the install button is gone: the focus waits on "Teraz nie".
  useEffect(() => {
    if (offer === 'asked') notNow.current?.focus();
  }, [offer]);
  const [dismissed, setDismissed] = useState(
    () => typeof localStorage !== 'undefined' && localStorage.getItem(DISMISSED) === '1',
  );
  if (offer === 'none' || (dismissed && offer !== 'installed')) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED, '1');
    setDismissed(true);
  };
  return (
    <section className="card" aria-labelledby="app-install-title">
      <h2 id="app-install-title">{t('member.app.title')}</h2>
      {offer === 'installed' ? (
        <p role="status">{t('member.app.installed')}</p>
      ) : (
        <>
          <p>{t('member.app.text')}</p>
          {offer === 'ios' && <p>{t('member.app.ios')}</p>}
          <p className="button-row">
            {offer === 'prompt' && (
              <button type="button" className="button button--primary" onClick={() => void install()}>
                {t('member.app.install')}
              </button>
            )}
            <button ref={notNow} type="button" className="button button--secondary" onClick={dismiss}>
              {t('member.app.not_now')}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
