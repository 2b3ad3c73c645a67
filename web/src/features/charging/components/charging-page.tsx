// /uzivatel/nabijanie: charging information for members (networks, tips), managed by staff.
import { ContentHtml } from '../../../components/ui/content-html';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-state';
import { safeExternalUrl } from '../../../lib/external-url';
import { t } from '../../../lib/i18n-member';
import { useChargingEntries } from '../api/charging';

export function ChargingPage() {
  const query = useChargingEntries();
  return (
    <>
      <PageHeader title={t('member.charging.title')} intro={t('member.charging.intro')} />
      <QueryView query={query}>
        {({ v }) =>
          v.length === 0 ? (
            <EmptyState text={t('member.charging.empty')} />
          ) : (
            <div className="card-list">
              {v.map((entry) => {
                const url = safeExternalUrl(entry.url);
                return (
                  <article key={entry.id} className="card" aria-labelledby={`charging-${entry.id}`}>
                    <h2 id={`charging-${entry.id}`}>{entry.title}</h2>
                    {entry.provider && <p className="muted">{t('member.charging.provider', { provider: entry.provider })}</p>}
                    <ContentHtml html={entry.description_html} />
                    {url && (
                      <p>
                        <a href={url} target="_blank" rel="noopener noreferrer">
                          {t('member.charging.more', { title: entry.title })}
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
