import { useQuery } from '@tanstack/react-query';
import { renderQrDataUrl } from '../lib/chat-link';

/** The QR image for `text`, drawn in the browser; each text is drawn once and kept while shown. */
export const useQrCode = (text: string) =>
  useQuery({
    queryKey: ['connections', 'qr', text],
    queryFn: () => renderQrDataUrl(text),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
