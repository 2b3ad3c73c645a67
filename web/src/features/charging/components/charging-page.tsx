// /uzivatel/nabijanie: charging information for members (networks, tips), managed by staff.
import { CardListPage, ExternalLinkLine } from '@/components/ui/card-list-page';
import { ContentHtml } from '@/components/ui/content-html';
import { safeExternalUrl } from '@/lib/external-url';
import { t } from '@/lib/i18n-member';
import { useChargingEntries } from '../api/charging';

export function ChargingPage() {
  return (
    <CardListPage
      section="charging"
      labelPrefix="charging"
      query={useChargingEntries()}
      card={(entry, headingId) => (
        <>
          <h2 id={headingId}>{entry.title}</h2>
          {entry.provider && <p className="muted">{t('member.charging.provider', { provider: entry.provider })}</p>}
          <ContentHtml html={entry.description_html} />
          <ExternalLinkLine url={safeExternalUrl(entry.url)}>
            {t('member.charging.more', { title: entry.title })}
          </ExternalLinkLine>
        </>
      )}
    />
  );
}
