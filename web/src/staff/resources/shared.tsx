// Pieces several resources share: the markdown editor with preview, the photo picker, the lists'
// search filter, the dates every content resource shows, the forms' toolbar and the create/edit
// pair of a simple form.
import { Box, Tab, Tabs } from '@mui/material';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo, useState, type ComponentType } from 'react';
import {
  AutocompleteInput,
  Create,
  CreateButton,
  DateField,
  DateTimeInput,
  DeleteButton,
  Edit,
  ExportButton,
  FileField,
  FileInput,
  FilterButton,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  maxValue,
  minValue,
  required,
  usePermissions,
  useFilterContext,
  useListContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type DateTimeInputProps,
  type FileInputProps,
  type RedirectionSideEffect,
  type TextInputProps,
} from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { FULL, type Permissions } from '@/lib/permissions';
import { csvExporter } from '../csv-export';

/** The `q` filter every staff list offers. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn placeholder="Hľadať" aria-label="Hľadať" />;

/** Markdown with a preview tab (rendered in the browser and sanitised; the server renders the real page). */
export function MarkdownInput(props: TextInputProps) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const value = useWatch({ name: props.source }) as string | undefined;
  const id = `md-${props.source}`;
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(_e, next: number) => setTab(next)} aria-label={translate('staff.markdown.write')}>
        <Tab label={translate('staff.markdown.write')} id={`${id}-tab-0`} aria-controls={`${id}-panel-0`} />
        <Tab label={translate('staff.markdown.preview')} id={`${id}-tab-1`} aria-controls={`${id}-panel-1`} />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-0`} aria-labelledby={`${id}-tab-0`} hidden={tab !== 0}>
        {/* An emptied text is sent as '' (react-admin's default null is refused: the API's texts are never null). */}
        <TextInput multiline minRows={8} fullWidth parse={(text: string) => text ?? ''} {...props} />
      </Box>
      <Box
        role="tabpanel"
        id={`${id}-panel-1`}
        aria-labelledby={`${id}-tab-1`}
        hidden={tab !== 1}
        sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 120 }}
      >
        {tab === 1 &&
          (value ? (
            <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(marked.parse(value, { async: false })) }} />
          ) : (
            translate('staff.markdown.empty')
          ))}
      </Box>
    </Box>
  );
}

/** Whether the signed-in staff holds the content area (photos are content: others cannot list them). */
export function useHasContent(): boolean {
  const { permissions } = usePermissions<Permissions>();
  return permissions?.content === FULL;
}

/** A photo chosen by its alt text from the uploaded photos (resource `photos`). */
export function PhotoInput({ source = 'photo_id' }: { source?: string }) {
  const hasContent = useHasContent();
  if (!hasContent) return null;
  return (
    <ReferenceInput source={source} reference="photos" sort={{ field: 'created_at', order: 'DESC' }}>
      <AutocompleteInput optionText="alt" filterToQuery={(q) => ({ q })} fullWidth />
    </ReferenceInput>
  );
}

export const dateTime = { locales: 'sk-SK', showTime: true } as const;

export function TimestampFields() {
  return [
    <DateField key="created" source="created_at" {...dateTime} />,
    <DateField key="updated" source="updated_at" {...dateTime} />,
  ];
}

/**
 * The title (required) and the slug of a page with its own address; an empty slug is made from the title by the server.
 */
export function TitleSlugInputs({ slugHelp }: { slugHelp?: string }) {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="slug" fullWidth helperText={slugHelp} />
    </>
  );
}

/** A date and time in the browser's zone, sent as an ISO 8601 instant (what the API accepts); empty = null. */
export function InstantInput(props: DateTimeInputProps) {
  return <DateTimeInput parse={(value: string) => (value ? new Date(value).toISOString() : null)} {...props} />;
}

const wholeNumber = (value: unknown) => (value == null || Number.isInteger(value) ? undefined : 'staff.whole_number');

/**
 * A list position: a whole number in the API's range. Required where the record keeps its place
 * (an emptied field would be refused); `optional` on an upload, where empty means "after the last".
 */
export function OrderInput({ optional = false }: { optional?: boolean }) {
  const limits = [wholeNumber, minValue(-1_000_000), maxValue(1_000_000)];
  return <NumberInput source="sort_order" step={1} validate={optional ? limits : [required(), ...limits]} />;
}

/** The required file of an upload form, named for screen readers by the resource's `file` label. */
export function UploadInput({ helperText, accept }: { helperText: string; accept?: FileInputProps['accept'] }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <FileInput
      source="file"
      accept={accept}
      validate={required()}
      helperText={helperText}
      inputProps={{ 'aria-label': translate(`resources.${resource}.fields.file`) }}
    >
      <FileField source="src" title="title" />
    </FileInput>
  );
}

/**
 * A form's toolbar: "Uložiť", then "Odstrániť" where the record can be deleted. react-admin
 * disables "Uložiť" while the form is unchanged, which takes it out of the Tab order and keeps a
 * settings form that shows its defaults from being saved as it is; here it is disabled only while
 * a save is on its way (a second press would send it twice).
 */
export function FormToolbar({ deletable = true }: { deletable?: boolean }) {
  const { isSubmitting } = useFormState();
  return (
    <Toolbar>
      <SaveButton alwaysEnable={!isSubmitting} />
      {deletable && <DeleteButton />}
    </Toolbar>
  );
}

interface FormScreensOptions {
  redirect?: RedirectionSideEffect;
  defaults?: Record<string, unknown>;
  /** What only the edit form shows after the inputs (an existing record's own parts). */
  EditExtra?: ComponentType;
}

/**
 * The create and edit screens of a resource whose two forms hold the same inputs: create goes on
 * to `redirect`, edit waits for the server's answer (pessimistic) so a refusal keeps the form.
 */
export function formScreens(
  Inputs: ComponentType,
  { redirect = 'edit', defaults, EditExtra }: FormScreensOptions = {},
) {
  function CreateScreen() {
    return (
      <Create redirect={redirect}>
        <SimpleForm defaultValues={defaults} toolbar={<FormToolbar />}>
          <Inputs />
        </SimpleForm>
      </Create>
    );
  }
  function EditScreen() {
    return (
      <Edit mutationMode="pessimistic">
        <SimpleForm toolbar={<FormToolbar />}>
          <Inputs />
          {EditExtra && <EditExtra />}
        </SimpleForm>
      </Edit>
    );
  }
  return { create: CreateScreen, edit: EditScreen };
}

/**
 * The lists' toolbar: react-admin's own (filters, create, export), except that "Exportovať" takes
 * every record the filter selects rather than react-admin's first 1,000 (the data provider reads
 * them in the API's pages) and writes the list's fixed columns (csv-export.ts).
 */
export function StaffListActions() {
  const { total } = useListContext();
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  const translate = useTranslate();
  const exporter = useMemo(() => csvExporter(translate), [translate]);
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {hasCreate && <CreateButton />}
      <ExportButton disabled={total === 0} maxResults={total ?? undefined} exporter={exporter} />
    </TopToolbar>
  );
}
