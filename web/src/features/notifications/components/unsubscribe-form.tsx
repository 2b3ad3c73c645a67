// The one-click unsubscribe of /odhlasit-odber (an island, lib/island.tsx): names the kind of mail,
// stops it when the visitor confirms and says so, and points to the settings for everything else.
import { useState } from 'react';
import { useApi } from '@/lib/api-context';
import { t, type TextKey as MessageKey } from '../texts';
import { unsubscribe, type UnsubscribeKind } from '../api/unsubscribe';

export const SETTINGS_PATH = '/uzivatel/nastavenia';

export interface UnsubscribeFormProps {
  token: string;
  kind: UnsubscribeKind;
  subscribed: boolean;
}

export function UnsubscribeForm({ token, kind: kindKey, subscribed }: UnsubscribeFormProps) {
  const api = useApi();
  const [status, setStatus] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');
  const kind = t(`pages.unsubscribe.kinds.${kindKey}` as MessageKey);
  const confirm = async () => {
    setStatus('sending');
    setStatus((await unsubscribe(api, token)) ? 'done' : 'failed');
  };
  return (
    <div className="unsubscribe" aria-live="polite">
      {status === 'done' ? (
        <p className="unsubscribe__done">{t('pages.unsubscribe.done', { kind })}</p>
      ) : !subscribed ? (
        <p>{t('pages.unsubscribe.already', { kind })}</p>
      ) : (
        <>
          <p>{t('pages.unsubscribe.intro', { kind })}</p>
          <button type="button" className="button button--primary" disabled={status === 'sending'} onClick={confirm}>
            {t('pages.unsubscribe.confirm')}
          </button>
          {status === 'failed' && <p className="form__error">{t('labels.unknown_error')}</p>}
        </>
      )}
      <p>
        <a href={SETTINGS_PATH}>{t('pages.unsubscribe.settings')}</a>
      </p>
    </div>
  );
}
