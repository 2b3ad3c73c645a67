// Site settings (content=full): the club's social links and contact e-mail, one record that the
// footer of every public page reads. The resource's menu entry opens its edit form directly (there
// is nothing to list or delete); an emptied field means none (the contact e-mail then falls back
// to the configured CONTACT_EMAIL, shown under the field).
import { DateField, Edit, Labeled, SimpleForm, TextInput, email, useRecordContext, useTranslate } from 'react-admin';
import { SITE_SETTINGS_FIELDS, SITE_SETTINGS_ID } from '@/staff/data-provider';
import { dateTime, FormToolbar } from '../shared';

function ContactEmailInput() {
  const record = useRecordContext<{ default_contact_email?: string }>();
  const translate = useTranslate();
  return (
    <TextInput
      source="contact_email"
      type="email"
      validate={email()}
      fullWidth
      helperText={translate('staff.settings.default_email', { email: record?.default_contact_email ?? '' })}
    />
  );
}

function SiteSettingsForm() {
  return (
    <Edit
      id={SITE_SETTINGS_ID}
      resource="site-settings"
      mutationMode="pessimistic"
      redirect={false}
      title="staff.settings.menu"
    >
      <SimpleForm toolbar={<FormToolbar deletable={false} />}>
        <ContactEmailInput />
        {SITE_SETTINGS_FIELDS.filter((key) => key !== 'contact_email').map((key) => (
          <TextInput key={key} source={key} type="url" fullWidth helperText="staff.settings.url_help" />
        ))}
        <Labeled source="updated_at">
          <DateField source="updated_at" emptyText="–" {...dateTime} />
        </Labeled>
      </SimpleForm>
    </Edit>
  );
}

export default { list: SiteSettingsForm };
