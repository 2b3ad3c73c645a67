// The member's ticket for an event: the QR code of the signed token staff scan at the door, with
// the event, its date and place, the member's name and car. The QR holds only the token, so a
// screenshot works offline.
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { formatDateTime } from '@/lib/format';
import { t } from '@/lib/i18n-member';
import { useTicketHolder } from '../api/ticket';
import { EventWhenWhere } from './event-when-where';

export interface TicketEvent {
  title: string;
  date_start: string;
  date_end: string | null;
  location: string | null;
}

function TicketQr({ token, alt }: { token: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(token, {
      margin: 4,
      scale: 8,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    }).then(
      (url) => live && setSrc(url),
      (error: unknown) => console.error('ticket QR', error),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return src ? (
    <img className="ticket__qr" src={src} alt={alt} width={264} height={264} />
  ) : (
    <div className="ticket__qr" aria-hidden="true" />
  );
}

export function EventTicket({
  event,
  token,
  checkedInAt,
  unpaid = false,
}: {
  event: TicketEvent;
  token: string;
  checkedInAt: string | null;
  /** A paid event's registration not yet paid: the ticket says so across its QR code. */
  unpaid?: boolean;
}) {
  const holder = useTicketHolder();
  const alt = t('member.ticket.qr_alt', { title: event.title });
  return (
    <figure className={unpaid ? 'ticket ticket--unpaid' : 'ticket'}>
      <div className="ticket__code">
        <TicketQr token={token} alt={unpaid ? `${alt} (${t('member.ticket.unpaid')})` : alt} />
        {unpaid && (
          <span className="ticket__stamp" aria-hidden="true">
            {t('member.ticket.unpaid')}
          </span>
        )}
      </div>
      <figcaption>
        <p className="ticket__title">{event.title}</p>
        <dl className="facts">
          <EventWhenWhere event={event} />
          {holder && (
            <>
              <dt>{t('member.ticket.holder')}</dt>
              <dd>{holder.name}</dd>
              {holder.cars && (
                <>
                  <dt>{t('member.ticket.car')}</dt>
                  <dd>{holder.cars}</dd>
                </>
              )}
            </>
          )}
        </dl>
        <p className="muted">
          {checkedInAt ? t('member.ticket.checked_in', { time: formatDateTime(checkedInAt) }) : t('member.ticket.hint')}
        </p>
        {unpaid && <p className="ticket__unpaid">{t('member.ticket.unpaid_hint')}</p>}
      </figcaption>
    </figure>
  );
}
