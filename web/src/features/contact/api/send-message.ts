// Sending the contact form (POST /api/contact) and checking it first with the server's rules
// (server/src/modules/contact/contact.dto.ts), so the visitor reads Slovak messages at the fields.
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { t, type TextKey as MessageKey } from '../texts';

export type ContactMessage = components['schemas']['ContactMessageDto'];
export type ContactField = 'name' | 'email' | 'subject' | 'message';
export type FieldErrors = Partial<Record<ContactField, string>>;

const CONTROL = /[\u0000-\u001f\u007f]/;
// Deliberately loose: the server decides; this catches the typing mistakes visitors make.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

export function validateContactMessage(input: ContactMessage): FieldErrors {
  const errors: Partial<Record<ContactField, MessageKey>> = {};
  if (!input.name.trim()) errors.name = 'pages.contact.errors.name_required';
  else if (input.name.length > 100) errors.name = 'pages.contact.errors.name_too_long';
  else if (CONTROL.test(input.name)) errors.name = 'pages.contact.errors.single_line';
  if (!input.email.trim()) errors.email = 'pages.contact.errors.email_required';
  else if (input.email.length > 254 || !EMAIL.test(input.email.trim()))
    errors.email = 'pages.contact.errors.email_invalid';
  if ((input.subject ?? '').length > 150) errors.subject = 'pages.contact.errors.subject_too_long';
  else if (CONTROL.test(input.subject ?? '')) errors.subject = 'pages.contact.errors.single_line';
  if (!input.message.trim()) errors.message = 'pages.contact.errors.message_required';
  else if (input.message.trim().length < 10) errors.message = 'pages.contact.errors.message_too_short';
  else if (input.message.length > 5000) errors.message = 'pages.contact.errors.message_too_long';
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]));
}

export type SendResult = { ok: true } | { ok: false; fields: FieldErrors } | { ok: false; message: string };

/** Field names of a validation error (`fields: [{ field, messages }]`) → the form's message for that field. */
function serverFieldErrors(body: unknown, input: ContactMessage): FieldErrors {
  const fields = (body as { fields?: { field?: unknown }[] } | undefined)?.fields ?? [];
  const local = validateContactMessage(input);
  const generic: Record<ContactField, MessageKey> = {
    name: 'pages.contact.errors.name_required',
    email: 'pages.contact.errors.email_invalid',
    subject: 'pages.contact.errors.subject_too_long',
    message: 'pages.contact.errors.message_too_short',
  };
  const out: FieldErrors = {};
  for (const { field } of fields) {
    if (field === 'name' || field === 'email' || field === 'subject' || field === 'message')
      out[field] = local[field] ?? t(generic[field]);
  }
  return out;
}

export async function sendContactMessage(api: ApiClient, input: ContactMessage): Promise<SendResult> {
  const body: ContactMessage = { name: input.name.trim(), email: input.email.trim(), message: input.message };
  if (input.subject?.trim()) body.subject = input.subject.trim();
  if (input.website) body.website = input.website;
  try {
    const { response, error } = await api.POST('/api/contact', { body });
    if (response.ok) return { ok: true };
    if (response.status === 429) return { ok: false, message: t('pages.contact.errors.too_many') };
    if (response.status === 400) {
      const fields = serverFieldErrors(error, body);
      if (Object.keys(fields).length > 0) return { ok: false, fields };
    }
  } catch {
    // network failure: the message below
  }
  return { ok: false, message: t('pages.contact.errors.failed') };
}
