// Sessions and the account itself: sign out on other devices or everywhere, and delete the account
// (typing the confirmation word, so that no slip deletes it).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n-member';
import { clearMemberData } from '@/lib/member-data';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useSessionStore } from '@/lib/session';
import { getSupabase } from '@/lib/supabase';
import { problemMessage } from '@/lib/validation';
import { DELETE_CONFIRMATION, useDeleteAccount } from '../api/account';

export function AccountSection({ onSignOut }: { onSignOut: (scope: 'global' | 'others') => Promise<void> }) {
  const config = useRuntimeConfig();
  const store = useSessionStore();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [othersDone, setOthersDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (word.trim() !== DELETE_CONFIRMATION)
      return setError(t('member.settings.delete_word_wrong', { word: DELETE_CONFIRMATION }));
    setError(undefined);
    remove.mutate(undefined, {
      onSuccess: async () => {
        // The account is gone on the server; only this browser's copy of the session is left.
        await onSignOut('global').catch(async () => (await getSupabase(config)).auth.signOut({ scope: 'local' }));
        store.set(null);
        clearMemberData();
        navigate('/', { replace: true });
      },
    });
  };

  return (
    <section className="card card--danger" aria-labelledby="account-title">
      <h2 id="account-title">{t('member.settings.account_title')}</h2>
      <div className="form-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={async () => {
            await onSignOut('others');
            setOthersDone(true);
          }}
        >
          {t('member.settings.sign_out_others')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void onSignOut('global').then(() => navigate('/', { replace: true }))}
        >
          {t('member.settings.sign_out_everywhere')}
        </button>
      </div>
      <div aria-live="polite">
        {othersDone && <p className="member-alert member-alert--success">{t('member.settings.signed_out_others')}</p>}
      </div>
      <h3>{t('member.settings.delete_title')}</h3>
      <p>{t('member.settings.delete_intro')}</p>
      <form onSubmit={submit} noValidate className="member-form">
        <FormField
          label={t('member.settings.delete_label', { word: DELETE_CONFIRMATION })}
          value={word}
          onChange={(e) => setWord(e.target.value)}
          error={error}
          autoComplete="off"
        />
        {remove.isError && (
          <p role="alert" className="form__error">
            {problemMessage(remove.error)}
          </p>
        )}
        <button type="submit" className="button button--danger" disabled={remove.isPending}>
          {t('member.settings.delete_button')}
        </button>
      </form>
    </section>
  );
}
