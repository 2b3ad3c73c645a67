// Which mails and pushes I get from the club (each kind on or off per channel; the newsletter and
// new-event mails show since when I agreed) and the secret address of my own calendar of events,
// which I can renew. Switching a push on asks the browser's permission then (never on load) and
// subscribes this device (lib/web-push.ts); where that cannot be, the box goes off again and says why.
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { QueryView } from '@/components/ui/query-state';
import { SaveFooter } from '@/components/ui/save-footer';
import { formatDate } from '@/lib/format';
import { t, type MessageKey } from '@/lib/i18n-member';
import { useMemberApi } from '@/lib/member-api';
import { problemMessage } from '@/lib/validation';
import { subscribeThisDevice, type PushOutcome } from '@/lib/web-push';
import {
  useNotificationSettings,
  useRenewCalendar,
  useUpdateNotificationSettings,
  type NotificationSettings,
} from '../api/notifications';

type Kind = 'event_updates' | 'event_reminders' | 'membership' | 'new_events' | 'newsletter';
type PushKind = 'push_event_updates' | 'push_event_reminders' | 'push_membership' | 'push_new_events';

const KINDS: { key: Kind; label: MessageKey; consent?: 'new_events_consent_at' | 'newsletter_consent_at' }[] = [
  { key: 'event_updates', label: 'member.settings.notify_event_updates' },
  { key: 'event_reminders', label: 'member.settings.notify_event_reminders' },
  { key: 'membership', label: 'member.settings.notify_membership' },
  { key: 'new_events', label: 'member.settings.notify_new_events', consent: 'new_events_consent_at' },
  { key: 'newsletter', label: 'member.settings.notify_newsletter', consent: 'newsletter_consent_at' },
];

const PUSH_KINDS: { key: PushKind; label: MessageKey }[] = [
  { key: 'push_event_updates', label: 'member.settings.notify_event_updates' },
  { key: 'push_event_reminders', label: 'member.settings.notify_event_reminders' },
  { key: 'push_membership', label: 'member.settings.notify_membership' },
  { key: 'push_new_events', label: 'member.settings.notify_new_events' },
];

/** What the member reads about this device's push after switching one on. */
const PUSH_MESSAGE: Record<PushOutcome | 'asking', { key: MessageKey; problem: boolean }> = {
  asking: { key: 'member.settings.push_asking', problem: false },
  subscribed: { key: 'member.settings.push_subscribed', problem: false },
  denied: { key: 'member.settings.push_denied', problem: true },
  unsupported: { key: 'member.settings.push_unsupported', problem: true },
  'ios-install': { key: 'member.settings.push_ios_install', problem: true },
  failed: { key: 'member.settings.push_failed', problem: true },
};

/** The push choices; switching one on first subscribes this device, and stays off when it cannot. */
function PushChoices({
  values,
  onChange,
}: {
  values: Record<PushKind, boolean>;
  onChange: (key: PushKind, on: boolean) => void;
}) {
  const api = useMemberApi();
  const [state, setState] = useState<PushOutcome | 'asking' | null>(null);
  const switchOn = async (key: PushKind) => {
    onChange(key, true);
    setState('asking');
    const outcome = await subscribeThisDevice(api);
    setState(outcome);
    if (outcome !== 'subscribed') onChange(key, false);
  };
  const message = state ? PUSH_MESSAGE[state] : null;
  return (
    <fieldset className="radio-list">
      <legend>{t('member.settings.push_legend')}</legend>
      <p className="radio-list__hint">{t('member.settings.push_hint')}</p>
      {PUSH_KINDS.map(({ key, label }) => (
        <label key={key} className="radio-list__item">
          <input
            type="checkbox"
            checked={values[key]}
            disabled={state === 'asking'}
            onChange={(e) => (e.target.checked ? void switchOn(key) : onChange(key, false))}
          />
          <span>{t(label)}</span>
        </label>
      ))}
      <div aria-live="polite">
        {message && (
          <p className={message.problem ? 'form__error' : 'member-alert member-alert--success'}>{t(message.key)}</p>
        )}
      </div>
    </fieldset>
  );
}

function PreferencesForm({ initial }: { initial: NotificationSettings }) {
  const update = useUpdateNotificationSettings();
  const [values, setValues] = useState<Record<Kind | PushKind, boolean>>(initial);
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = Object.fromEntries([...KINDS, ...PUSH_KINDS].map(({ key }) => [key, values[key]]));
    update.mutate(body, { onSuccess: () => setSaved(true) });
  };
  const current = update.data?.v ?? initial;
  return (
    <form onSubmit={submit} className="member-form">
      <fieldset className="radio-list">
        <legend>{t('member.settings.notifications_legend')}</legend>
        {KINDS.map(({ key, label, consent }) => (
          <label key={key} className="radio-list__item">
            <input
              type="checkbox"
              checked={values[key]}
              onChange={(e) => setValues((old) => ({ ...old, [key]: e.target.checked }))}
            />
            {/* One text box: the label's words and the consent date wrap together beside the box. */}
            <span>
              {t(label)}
              {consent && current[consent] && (
                <small> ({t('member.settings.consent_since', { date: formatDate(current[consent]) })})</small>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      <PushChoices values={values} onChange={(key, on) => setValues((old) => ({ ...old, [key]: on }))} />
      <SaveFooter saved={saved} error={update.error} pending={update.isPending} />
    </form>
  );
}

/**
 * The calendar's address; a new one is made only after the member confirms (the old one stops working in every calendar
 * that subscribed to it).
 */
function CalendarAddress({ url }: { url: string }) {
  const renew = useRenewCalendar();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <h3>{t('member.settings.calendar_title')}</h3>
      <p>{t('member.settings.calendar_intro')}</p>
      <div className="member-form">
        <FormField
          label={t('member.settings.calendar_label')}
          type="text"
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
        />
      </div>
      <div aria-live="polite">
        {renew.isSuccess && (
          <p className="member-alert member-alert--success">{t('member.settings.calendar_renewed')}</p>
        )}
        {renew.isError && <p className="form__error">{problemMessage(renew.error)}</p>}
      </div>
      <button
        type="button"
        className="button button--secondary"
        disabled={renew.isPending}
        onClick={() => setAsking(true)}
      >
        {t('member.settings.calendar_renew')}
      </button>
      <ConfirmDialog
        open={asking}
        question={t('member.settings.calendar_renew_confirm')}
        detail={t('member.settings.calendar_renew_confirm_detail')}
        yes={t('member.settings.calendar_renew_yes')}
        no={t('member.settings.calendar_renew_no')}
        onConfirm={() => renew.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export function NotificationsSection() {
  const settings = useNotificationSettings();
  return (
    <section className="card" aria-labelledby="notifications-title">
      <h2 id="notifications-title">{t('member.settings.notifications_title')}</h2>
      <QueryView query={settings}>
        {({ v }) => (
          <>
            <PreferencesForm initial={v} />
            <CalendarAddress url={v.calendar_url} />
          </>
        )}
      </QueryView>
    </section>
  );
}
