// /uzivatel/zlavy: partner discounts; the code itself only for verified members.
import { CardListPage, ExternalLinkLine } from '@/components/ui/card-list-page';
import { ContentHtml } from '@/components/ui/content-html';
import { safeExternalUrl } from '@/lib/external-url';
import { t } from '@/lib/i18n-member';
import { formatIsoDate } from '@/lib/validation';
import { useDiscounts } from '../api/discounts';

export function DiscountsPage() {
  return (
    <CardListPage
      section="discounts"
      labelPrefix="discount"
      query={useDiscounts()}
      card={(discount, headingId) => (
        <>
          <p className="muted">{discount.partner_name}</p>
          <h2 id={headingId}>{discount.title}</h2>
          {discount.description_html && <ContentHtml html={discount.description_html} />}
          {discount.code ? (
            <p>
              {t('member.discounts.code')} <code className="discount-code">{discount.code}</code>
            </p>
          ) : discount.code_hidden_reason === 'unverified' ? (
            <p className="member-alert member-alert--info">{t('member.discounts.code_unverified')}</p>
          ) : null}
          {discount.valid_until && (
            <p className="muted">{t('member.discounts.valid_until', { date: formatIsoDate(discount.valid_until) })}</p>
          )}
          <ExternalLinkLine url={safeExternalUrl(discount.url)}>
            {t('member.discounts.offer', { partner: discount.partner_name })}
          </ExternalLinkLine>
        </>
      )}
    />
  );
}
