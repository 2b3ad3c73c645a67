// "Prepojené účty": the ways the member signs in — e-mail and password, and each configured
// provider, linked or not — with link and unlink. The last way cannot be unlinked (the server
// refuses it too): its button is disabled and says why. Unlinking asks first, as the other
// destructive actions do. Shown when the server allows linking.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserIdentity } from '@supabase/supabase-js';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryView } from '@/components/ui/query-state';
import { authErrorMessage } from '@/lib/auth-errors';
import { t } from '@/lib/i18n-member';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { linkOutcome, linkProvider, SETTINGS_PATH, unlinkProvider, useIdentities } from '../api/identities';
import { useAccountChange } from '../hooks/use-account-change';

export function IdentitiesSection() {
  return useRuntimeConfig().identityLinking ? <LinkedAccounts /> : null;
}

function LinkedAccounts() {
  const config = useRuntimeConfig();
  const client = useQueryClient();
  const navigate = useNavigate();
  const identities = useIdentities();
  const refresh = () => client.invalidateQueries({ queryKey: ['identities'] });
  const { busy, setBusy, message, setMessage, run } = useAccountChange(refresh);
  const [asking, setAsking] = useState<UserIdentity | null>(null);
  const nameOf = (id: string) => config.authProviders.find((p) => p.id === id)?.name ?? id;

  // Back from the provider: say how linking went and drop the parameters from the address.
  useEffect(() => {
    void linkOutcome(config, new URL(window.location.href)).then(async (outcome) => {
      if (!outcome) return;
      const name = nameOf(outcome.id);
      if (!outcome.error) setMessage({ ok: true, text: t('member.settings.identity_linked_done', { name }) });
      else
        setMessage({
          ok: false,
          text: t(
            outcome.error === 'identity_already_exists'
              ? 'member.settings.identity_taken'
              : 'member.settings.identity_failed',
            { name },
          ),
        });
      navigate(SETTINGS_PATH, { replace: true });
      await refresh();
    });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const link = async (id: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await linkProvider(config, id);
    } catch (thrown) {
      console.error('EV Klub: linking a provider could not start', thrown);
      setMessage({ ok: false, text: t('member.settings.identity_failed', { name: nameOf(id) }) });
      setBusy(false);
    }
  };

  const unlink = (identity: UserIdentity) =>
    run(
      () => unlinkProvider(config, identity),
      (error) =>
        error
          ? {
              ok: false,
              text:
                error.code === 'single_identity_not_deletable'
                  ? t('member.settings.identity_last')
                  : authErrorMessage(error),
            }
          : { ok: true, text: t('member.settings.identity_unlinked_done', { name: nameOf(identity.provider) }) },
    );

  return (
    <section className="card" aria-labelledby="identities-title">
      <h2 id="identities-title">{t('member.settings.identities_title')}</h2>
      <p>{t('member.settings.identities_intro')}</p>
      <QueryView query={identities}>
        {(all) => {
          const last = all.length <= 1;
          const email = all.find((i) => i.provider === 'email');
          return (
            <ul className="identity-list">
              {email && (
                <li className="identity-list__item">
                  <span className="identity-list__text">
                    <span className="identity-list__name">{t('member.settings.identity_email')}</span>
                    <span className="identity-list__detail">{String(email.identity_data?.email ?? '')}</span>
                  </span>
                </li>
              )}
              {config.authProviders.map((p) => {
                const identity = all.find((i) => i.provider === p.id);
                const hintId = `identity-last-${p.id}`;
                return (
                  <li key={p.id} className="identity-list__item">
                    <span className="identity-list__text">
                      <span className="identity-list__name">{p.name}</span>
                      <span className="identity-list__detail">
                        {identity
                          ? `${t('member.settings.identity_linked')}${identity.identity_data?.email ? ` (${String(identity.identity_data.email)})` : ''}`
                          : t('member.settings.identity_not_linked')}
                      </span>
                    </span>
                    {identity ? (
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={busy || last}
                        aria-describedby={last ? hintId : undefined}
                        onClick={() => setAsking(identity)}
                      >
                        {t('member.settings.identity_unlink', { name: p.name })}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="button button--primary"
                        disabled={busy}
                        onClick={() => void link(p.id)}
                      >
                        {t('member.settings.identity_link', { name: p.name })}
                      </button>
                    )}
                    {identity && last && (
                      <p id={hintId} className="identity-list__hint">
                        {t('member.settings.identity_last')}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          );
        }}
      </QueryView>
      <div aria-live="polite">
        {message && <p className={message.ok ? 'member-alert member-alert--success' : 'form__error'}>{message.text}</p>}
      </div>
      {asking && (
        <ConfirmDialog
          open
          question={t('member.settings.identity_unlink_confirm', { name: nameOf(asking.provider) })}
          detail={t('member.settings.identity_unlink_confirm_detail', { name: nameOf(asking.provider) })}
          yes={t('member.settings.identity_unlink_yes')}
          no={t('member.settings.identity_unlink_no')}
          onConfirm={() => void unlink(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
