import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code for `value`, drawn by the `qrcode` library as an SVG image (no HTML injected). Keeps its
 * box while drawing so nothing moves.
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    QRCode.toString(value, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
      color: { dark: '#1d1a17', light: '#ffffff' },
    })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setSrc('');
      });
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div className="qr-code" style={{ width: size, height: size }}>
      {src && <img src={src} alt={label} width={size} height={size} data-qr-value={value} />}
    </div>
  );
}
