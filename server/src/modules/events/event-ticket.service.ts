// The key that signs event tickets (server/src/domain/ticket-token.ts), derived once from the
// server secret: JWT_SECRET, or the secret generated under DATA_DIR.
import { Inject, Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { resolveJwtSecret } from '../../access/jwt-secret';
import { readTicket, signTicket, ticketKey } from '../../domain/ticket-token';

@Injectable()
export class EventTicketService {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  private key?: Buffer;

  private ticketKey(): Buffer {
    return (this.key ??= ticketKey(resolveJwtSecret(this.config)));
  }

  /** The ticket token of a registration. */
  sign(registrationId: string): string {
    return signTicket(registrationId, this.ticketKey());
  }

  /** The ticket of a registration as a QR code PNG (base64), for a mail's inline image. */
  async png(registrationId: string): Promise<string> {
    return (
      await QRCode.toBuffer(this.sign(registrationId), { type: 'png', margin: 4, scale: 6, errorCorrectionLevel: 'M' })
    ).toString('base64');
  }

  /** The registration a ticket names; null when the token is not one of this server's tickets. */
  read(token: string): string | null {
    return readTicket(token, this.ticketKey());
  }
}
