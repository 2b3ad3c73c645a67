// "Prístupové kľúče": the member's passkeys with the device's name, when each was added and last
// used; add one (the browser's own dialog), rename one, remove one (asked first, as the other
// destructive actions are). Shown where the browser can use passkeys at all.
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { QueryView } from '@/components/ui/query-state';
import { passkeyErrorMessage } from '@/lib/auth-errors';
import { formatDateTime } from '@/lib/format';
import { t } from '@/lib/i18n-member';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { addPasskey, passkeysSupported } from '@/lib/passkeys';
import { PASSKEYS_KEY, removePasskey, renamePasskey, usePasskeys, type Passkey } from '../api/passkeys';

type Message = { ok: boolean; text: string };

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
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [asking, setAsking] = useState<Passkey | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: PASSKEYS_KEY });

  const add = async () => {
    setBusy(true);
    setMessage(null);
    const error = await addPasskey(config);
    setBusy(false);
    setMessage(error ? { ok: false, text: passkeyErrorMessage(error) } : { ok: true, text: t('member.settings.passkeys_added') });
    await refresh();
  };

  const remove = async (passkey: Passkey) => {
    setBusy(true);
    setMessage(null);
    const error = await removePasskey(config, passkey.id);
    setBusy(false);
    setMessage(error ? { ok: false, text: passkeyErrorMessage(error) } : { ok: true, text: t('member.settings.passkeys_removed') });
    await refresh();
  };

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
                        <span className="identity-list__detail">{t('member.settings.passkeys_created', { date: formatDateTime(p.created_at) })}</span>
                        <span className="identity-list__detail">
                          {p.last_used_at ? t('member.settings.passkeys_last_used', { date: formatDateTime(p.last_used_at) }) : t('member.settings.passkeys_never_used')}
                        </span>
                      </span>
                      <button type="button" className="button button--secondary" disabled={busy} onClick={() => setRenaming(p)}>
                        {t('member.settings.passkeys_rename', { name: nameOf(p) })}
                      </button>
                      <button type="button" className="button button--secondary" disabled={busy} onClick={() => setAsking(p)}>
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
      <div aria-live="polite">{message && <p className={message.ok ? 'member-alert member-alert--success' : 'form__error'}>{message.text}</p>}</div>
      {asking && (
        <Dialog open onClose={() => setAsking(null)} label={t('member.settings.passkeys_remove_confirm', { name: nameOf(asking) })} className="confirm-dialog">
          <p>{t('member.settings.passkeys_remove_confirm', { name: nameOf(asking) })}</p>
          <p>{t('member.settings.passkeys_remove_confirm_detail')}</p>
          <div className="confirm-dialog__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setAsking(null);
                void remove(asking);
              }}
            >
              {t('member.settings.passkeys_remove_yes')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(null)}>
              {t('member.settings.passkeys_remove_no')}
            </button>
          </div>
        </Dialog>
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
    <form onSubmit={save} noValidate className="member-form">
      <FormField label={t('member.settings.passkeys_name_label')} value={name} onChange={(e) => setName(e.target.value)} error={error} maxLength={120} autoFocus required />
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
