// The club's payment details (finance=full): IBAN (its check digits are verified by the server),
// BIC, beneficiary, the plan of members without one, and how many days before the due date the
// reminder goes out. One record; the menu entry opens its form directly.
import { Edit, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput, maxValue, minValue } from 'react-admin';
import { SITE_SETTINGS_ID } from '@/staff/data-provider';
import { FormToolbar } from '../shared';

function DuesSettingsForm() {
  return (
    <Edit
      id={SITE_SETTINGS_ID}
      resource="dues-settings"
      mutationMode="pessimistic"
      redirect={false}
      title="staff.dues.settings_title"
    >
      <SimpleForm toolbar={<FormToolbar deletable={false} />}>
        <TextInput source="iban" fullWidth helperText="staff.dues.iban_help" />
        <TextInput source="bic" />
        <TextInput source="beneficiary_name" fullWidth />
        <ReferenceInput source="default_plan_id" reference="fee-plans">
          <SelectInput optionText="name" />
        </ReferenceInput>
        <NumberInput source="reminder_days_before" validate={[minValue(1), maxValue(60)]} step={1} />
      </SimpleForm>
    </Edit>
  );
}

export default { list: DuesSettingsForm };
