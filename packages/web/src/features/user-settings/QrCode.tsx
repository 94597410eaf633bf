import { useEffect, useState } from 'react';
import { Skeleton } from '@mantine/core';

const SIZE = 200;

/**
 * A QR code of a text (the otpauth URI of a new TOTP secret). The encoder is loaded only when one is
 * shown, so it never weighs on the sign-in page or the rest of the app.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(value, { width: SIZE, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => current && setImage(url));
    return () => {
      current = false;
    };
  }, [value]);
  return image ? (
    <img src={image} alt={label} width={SIZE} height={SIZE} />
  ) : (
    <Skeleton width={SIZE} height={SIZE} aria-label={label} />
  );
}
