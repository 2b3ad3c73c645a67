// /uzivatel/zlavy: partner discounts; the code itself only for verified members.
import { ContentHtml } from '../../../components/ui/content-html';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-state';
import { safeExternalUrl } from '../../../lib/external-url';
import { t } from '../../../lib/i18n-member';
import { formatIsoDate } from '../../../lib/validation';
import { useDiscounts } from '../api/discounts';

export function DiscountsPage() {
  const query = useDiscounts();
  return (
    <>
      <PageHeader title={t('member.discounts.title')} intro={t('member.discounts.intro')} />
      <QueryView query={query}>
        {({ v }) =>
          v.length === 0 ? (
            <EmptyState text={t('member.discounts.empty')} />
          ) : (
            <div className="card-list">
              {v.map((discount) => {
                const url = safeExternalUrl(discount.url);
                return (
                  <article key={discount.id} className="card" aria-labelledby={`discount-${discount.id}`}>
                    <p className="muted">{discount.partner_name}</p>
                    <h2 id={`discount-${discount.id}`}>{discount.title}</h2>
                    {discount.description_html && <ContentHtml html={discount.description_html} />}
                    {discount.code ? (
                      <p>
                        {t('member.discounts.code')} <code className="discount-code">{discount.code}</code>
                      </p>
                    ) : discount.code_hidden_reason === 'unverified' ? (
                      <p className="member-alert member-alert--info">{t('member.discounts.code_unverified')}</p>
                    ) : null}
                    {discount.valid_until && <p className="muted">{t('member.discounts.valid_until', { date: formatIsoDate(discount.valid_until) })}</p>}
                    {url && (
                      <p>
                        <a href={url} target="_blank" rel="noopener noreferrer">
                          {t('member.discounts.offer', { partner: discount.partner_name })}
                        </a>
                      </p>
                    )}
                  </article>
                );
              })}
            </div>
          )
        }
      </QueryView>
    </>
  );
}
