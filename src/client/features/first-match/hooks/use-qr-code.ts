import { useQuery } from '@tanstack/react-query';
import { renderQrDataUrl } from '@client/lib/qr-code';

/**
 * The QR image for `text` with a mask pattern, drawn in the browser; each
 * drawing is made once and kept while shown. No text yet (Maya's number still loading): nothing drawn.
 */
export const useQrCode = (text: string | null, maskPattern: number) =>
  useQuery({
    queryKey: ['connections', 'qr', text, maskPattern],
    queryFn: () => renderQrDataUrl(text!, maskPattern),
    enabled: text !== null,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
