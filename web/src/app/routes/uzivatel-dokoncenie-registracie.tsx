// /uzivatel/dokoncenie-registracie (onboarding): needs login, bare layout with no main navigation
// or footer (docs/product-rules.md §2). Open only while onboarding is incomplete (guard rule 4).
import { OnboardingPage } from '@/features/onboarding/components/onboarding-page';
import { BareLayout } from '../layouts/bare-layout';
import { memberPage } from '../member-route';

const page = memberPage({
  title: 'member.onboarding.title',
  onboarding: true,
  page: () => (
    <BareLayout>
      <OnboardingPage />
    </BareLayout>
  ),
});

export const { loader, Component } = page;
export const handle = { ...page.handle, layout: 'bare' as const, hideMainNavbarAndFooter: true, ownShell: true };
