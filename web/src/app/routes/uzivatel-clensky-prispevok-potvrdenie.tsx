// /uzivatel/clensky-prispevok/potvrdenie/:id: the printable confirmation of a paid year.
import { DuesConfirmationPage } from '@/features/dues/components/dues-confirmation-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({
  title: 'member.dues.confirmation_title',
  page: DuesConfirmationPage,
});
