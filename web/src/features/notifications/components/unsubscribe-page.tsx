// /odhlasit-odber?token=…: the page behind the unsubscribe link of every member mail. It names the
// kind of mail, stops it on one click (the island UnsubscribeForm) and points to the settings for
// everything else.
import { useLoaderData } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { t } from '../texts';
import { Island } from '@/lib/island';
import type { UnsubscribeState } from '../api/unsubscribe';
import { SETTINGS_PATH, UnsubscribeForm } from './unsubscribe-form';

export function UnsubscribePage() {
  const state = useLoaderData() as UnsubscribeState;
  return (
    <>
      <PageHeader title={t('pages.unsubscribe.title')} />
      {state.valid ? (
        <Island
          name="unsubscribe"
          component={UnsubscribeForm}
          props={{ token: state.token, kind: state.kind, subscribed: state.subscribed }}
        />
      ) : (
        <>
          <p role="alert">{t('pages.unsubscribe.invalid')}</p>
          <p>
            <a href={SETTINGS_PATH}>{t('pages.unsubscribe.settings')}</a>
          </p>
        </>
      )}
    </>
  );
}
