// /odhlasit-odber?token=…: the page behind the unsubscribe link of every member mail. It names the
// kind of mail, stops it on one click and points to the settings for everything else.
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { useApi } from '@/lib/api-context';
import { t, type MessageKey } from '@/lib/i18n';
import { unsubscribe, type UnsubscribeState } from '../api/unsubscribe';

const SETTINGS_PATH = '/uzivatel/nastavenia';

export function UnsubscribePage() {
  const state = useLoaderData() as UnsubscribeState;
  const api = useApi();
  const [status, setStatus] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');
  if (!state.valid) {
    return (
      <>
        <PageHeader title={t('pages.unsubscribe.title')} />
        <p role="alert">{t('pages.unsubscribe.invalid')}</p>
        <p>
          <Link to={SETTINGS_PATH}>{t('pages.unsubscribe.settings')}</Link>
        </p>
      </>
    );
  }
  const kind = t(`pages.unsubscribe.kinds.${state.kind}` as MessageKey);
  const confirm = async () => {
    setStatus('sending');
    setStatus((await unsubscribe(api, state.token)) ? 'done' : 'failed');
  };
  return (
    <>
      <PageHeader title={t('pages.unsubscribe.title')} />
      <div className="unsubscribe" aria-live="polite">
        {status === 'done' ? (
          <p className="unsubscribe__done">{t('pages.unsubscribe.done', { kind })}</p>
        ) : !state.subscribed ? (
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
          <Link to={SETTINGS_PATH}>{t('pages.unsubscribe.settings')}</Link>
        </p>
      </div>
    </>
  );
}
