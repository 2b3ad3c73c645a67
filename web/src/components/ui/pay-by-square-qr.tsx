// The PAY by square QR code of what is owed, drawn in the browser with `qrcode` from the text the
// API encoded (npm bysquare): every Slovak bank app reads it.
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

export function PayBySquareQr({ text, alt }: { text: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, {
      margin: 2,
      scale: 6,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    }).then(
      (url) => live && setSrc(url),
      (error: unknown) => console.error('PAY by square QR', error),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return src ? (
    <img className="pay-by-square" src={src} alt={alt} width={240} height={240} />
  ) : (
    <div className="pay-by-square pay-by-square--loading" aria-hidden="true" />
  );
}
