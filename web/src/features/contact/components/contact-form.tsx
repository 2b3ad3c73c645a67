// The contact form (an island of /kontakt, lib/island.tsx): checked in the browser with Slovak
// messages at the fields, sent to the club, confirmed with a toast. A hidden field catches robots (the server drops
// what they send).
import { useState, type FormEvent } from 'react';
import { ErrorSummary, useFocusFirstError } from '@/components/ui/form-errors';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/site';
import { useApi } from '@/lib/api-context';
import { t } from '../texts';
import { toast } from '@/lib/toasts';
import { sendContactMessage, validateContactMessage, type ContactMessage, type FieldErrors } from '../api/send-message';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '', website: '' };

export function ContactForm({ email }: { email: string }) {
  const api = useApi();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useFocusFirstError(errors);

  const bind = (name: keyof ContactMessage) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContactMessage(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const result = await sendContactMessage(api, values);
    setSending(false);
    if (result.ok) {
      setValues(EMPTY);
      toast.add({
        title: t('pages.contact.sent_title'),
        description: t('pages.contact.sent_text'),
        icon: 'success',
        color: 'success',
        actions: [{ label: t('pages.contact.sent_home'), onClick: () => window.location.assign(paths.home) }],
      });
    } else if ('fields' in result) {
      setErrors(result.fields);
    } else {
      setFormError(result.message);
      toast.add({ title: result.message, icon: 'error', color: 'error' });
    }
  };

  return (
    <form ref={form} className="form" noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('pages.contact.form_title')}</h2>
      <noscript>
        <p className="form__error">{t('pages.contact.noscript', { email })}</p>
      </noscript>
      <ErrorSummary errors={errors} message={t('pages.contact.has_errors')} />
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="form__row">
        <FormField
          label={t('pages.contact.name')}
          autoComplete="name"
          maxLength={100}
          required
          error={errors.name}
          {...bind('name')}
        />
        <FormField
          label={t('pages.contact.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          error={errors.email}
          {...bind('email')}
        />
      </div>
      <FormField label={t('pages.contact.subject')} maxLength={150} error={errors.subject} {...bind('subject')} />
      <FormField
        label={t('pages.contact.message')}
        multiline
        rows={7}
        maxLength={5000}
        required
        error={errors.message}
        {...bind('message')}
      />
      <div className="form__trap" aria-hidden="true">
        <FormField label={t('pages.contact.website')} tabIndex={-1} autoComplete="off" {...bind('website')} />
      </div>
      {/* aria-disabled, not disabled: a disabled button would drop the keyboard's focus to the page. */}
      <button type="submit" className="button button--primary" aria-disabled={sending}>
        {sending ? t('pages.contact.sending') : t('pages.contact.submit')}
      </button>
      <p className="form__note">{t('pages.contact.email_us', { email })}</p>
    </form>
  );
}
