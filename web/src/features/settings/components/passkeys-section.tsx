// "Prístupové kľúče": the member's passkeys with the device's name, when each was added and last
// used; add one (the browser's own dialog), rename one, remove one (asked first, as the other
// destructive actions are). Shown where the browser can use passkeys at all.
import type { AuthError } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { QueryView } from '@/components/ui/query-state';
import { passkeyErrorMessage } from '@/lib/auth-errors';
import { formatDateTime } from '@/lib/format';
import { t, type MessageKey } from '@/lib/i18n-member';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { addPasskey, passkeysSupported } from '@/lib/passkeys';
import { PASSKEYS_KEY, removePasskey, renamePasskey, usePasskeys, type Passkey } from '../api/passkeys';
import { useAccountChange } from '../hooks/use-account-change';

const nameOf = (p: Passkey) => p.friendly_name ?? '';

const noSubscription = () => () => undefined;

export function PasskeysSection() {
  // Decided in the browser after hydration: the server's page (rendered without one) has no section.
  const supported = useSyncExternalStore(noSubscription, passkeysSupported, () => false);
  return supported ? <Passkeys /> : null;
}

function Passkeys() {
  const config = useRuntimeConfig();
  const client = useQueryClient();
  const passkeys = usePasskeys();
  const refresh = () => client.invalidateQueries({ queryKey: PASSKEYS_KEY });
  const { busy, message, setMessage, run } = useAccountChange(refresh);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [asking, setAsking] = useState<Passkey | null>(null);
  const outcome = (done: MessageKey) => (error: AuthError | Error | null) =>
    error ? { ok: false, text: passkeyErrorMessage(error) } : { ok: true, text: t(done) };
  const add = () => run(() => addPasskey(config), outcome('member.settings.passkeys_added'));
  const remove = (passkey: Passkey) =>
    run(() => removePasskey(config, passkey.id), outcome('member.settings.passkeys_removed'));

  return (
    <section className="card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t('member.settings.passkeys_title')}</h2>
      <p>{t('member.settings.passkeys_intro')}</p>
      <QueryView query={passkeys}>
        {(all) =>
          all.length === 0 ? (
            <p>{t('member.settings.passkeys_none')}</p>
          ) : (
            <ul className="identity-list" aria-label={t('member.settings.passkeys_list')}>
              {all.map((p) => (
                <li key={p.id} className="identity-list__item">
                  {renaming?.id === p.id ? (
                    <RenameForm
                      passkey={p}
                      onDone={async (text) => {
                        setRenaming(null);
                        if (text) setMessage({ ok: true, text });
                        await refresh();
                      }}
                    />
                  ) : (
                    <>
                      <span className="identity-list__text">
                        <span className="identity-list__name">{nameOf(p)}</span>
                        <span className="identity-list__detail">
                          {t('member.settings.passkeys_created', { date: formatDateTime(p.created_at) })}
                        </span>
                        <span className="identity-list__detail">
                          {p.last_used_at
                            ? t('member.settings.passkeys_last_used', { date: formatDateTime(p.last_used_at) })
                            : t('member.settings.passkeys_never_used')}
                        </span>
                      </span>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={busy}
                        onClick={() => {
                          // The last outcome ("pridaný") is about something else once a rename begins.
                          setMessage(null);
                          setRenaming(p);
                        }}
                      >
                        {t('member.settings.passkeys_rename', { name: nameOf(p) })}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={busy}
                        onClick={() => setAsking(p)}
                      >
                        {t('member.settings.passkeys_remove', { name: nameOf(p) })}
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <p>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void add()}>
          {t('member.settings.passkeys_add')}
        </button>
      </p>
      <div aria-live="polite">
        {message && <p className={message.ok ? 'member-alert member-alert--success' : 'form__error'}>{message.text}</p>}
      </div>
      {asking && (
        <ConfirmDialog
          open
          question={t('member.settings.passkeys_remove_confirm', { name: nameOf(asking) })}
          detail={t('member.settings.passkeys_remove_confirm_detail')}
          yes={t('member.settings.passkeys_remove_yes')}
          no={t('member.settings.passkeys_remove_no')}
          onConfirm={() => void remove(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}

/** The new name of one passkey; `onDone` with the message to show, or null when cancelled. */
function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: (message: string | null) => Promise<void> }) {
  const config = useRuntimeConfig();
  const [name, setName] = useState(nameOf(passkey));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) return setError(t('member.settings.passkeys_name_required'));
    if ([...value].length > 120) return setError(t('member.settings.passkeys_name_too_long'));
    setBusy(true);
    const failure = await renamePasskey(config, passkey.id, value);
    setBusy(false);
    if (failure) return setError(passkeyErrorMessage(failure));
    await onDone(t('member.settings.passkeys_renamed'));
  };

  return (
    <form onSubmit={save} noValidate className="member-form identity-list__form">
      <FormField
        label={t('member.settings.passkeys_name_label')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error}
        maxLength={120}
        autoFocus
        required
      />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('member.common.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void onDone(null)}>
          {t('member.common.cancel')}
        </button>
      </div>
    </form>
  );
}
