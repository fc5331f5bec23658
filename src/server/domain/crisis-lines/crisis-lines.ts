/**
 * Free, confidential helplines by country, for the companion's care answer (issue 42 item 2). Bundled, never fetched:
 * Maya must answer at once, offline included.
 * NOTE: compiled on 2026-12-01 from the services' own published numbers; a number changes rarely but does change
 * (Canada's 988 arrived in 2023): check every entry against its service's site before a release.
 */

export type HelpLine = { name: string; contact: string };
export type CountryLines = {
  emergency: string;
  /** Suicide, self-harm and emotional crisis. */
  crisis: HelpLine[];
  /** Abuse by a partner, family member or date. */
  abuse: HelpLine[];
};

export const INTERNATIONAL: CountryLines = {
  emergency: 'your local emergency number',
  crisis: [{ name: 'Find a Helpline (free, confidential lines in your country)', contact: 'findahelpline.com' }],
  abuse: [{ name: 'Find a Helpline (free, confidential lines in your country)', contact: 'findahelpline.com' }],
};

const LINES: Record<string, CountryLines> = {
  US: {
    emergency: '911',
    crisis: [{ name: '988 Suicide & Crisis Lifeline', contact: 'call or text 988' }],
    abuse: [{ name: 'National Domestic Violence Hotline', contact: '1-800-799-7233 (or text START to 88788)' }],
  },
  CA: {
    emergency: '911',
    crisis: [{ name: '9-8-8 Suicide Crisis Helpline', contact: 'call or text 988' }],
    abuse: [{ name: 'Find a Helpline (local lines across Canada)', contact: 'findahelpline.com' }],
  },
  GB: {
    emergency: '999',
    crisis: [
      { name: 'Samaritans', contact: '116 123' },
      { name: 'Shout', contact: 'text SHOUT to 85258' },
    ],
    abuse: [{ name: 'National Domestic Abuse Helpline', contact: '0808 2000 247' }],
  },
  IE: {
    emergency: '112 or 999',
    crisis: [{ name: 'Samaritans', contact: '116 123' }],
    abuse: [{ name: "Women's Aid", contact: '1800 341 900' }],
  },
  AU: {
    emergency: '000',
    crisis: [{ name: 'Lifeline', contact: '13 11 14' }],
    abuse: [{ name: '1800RESPECT', contact: '1800 737 732' }],
  },
  NZ: {
    emergency: '111',
    crisis: [
      { name: 'Need to talk?', contact: 'call or text 1737' },
      { name: 'Lifeline', contact: '0800 543 354' },
    ],
    abuse: [{ name: "Women's Refuge", contact: '0800 733 843' }],
  },
  FR: {
    emergency: '112',
    crisis: [{ name: 'Numéro national de prévention du suicide', contact: '3114' }],
    abuse: [{ name: 'Violences Femmes Info', contact: '3919' }],
  },
  DE: {
    emergency: '112',
    crisis: [{ name: 'TelefonSeelsorge', contact: '0800 111 0 111 or 0800 111 0 222' }],
    abuse: [{ name: 'Hilfetelefon Gewalt gegen Frauen', contact: '116 016' }],
  },
  ES: {
    emergency: '112',
    crisis: [{ name: 'Línea 024 (atención a la conducta suicida)', contact: '024' }],
    abuse: [{ name: 'Línea 016 (violencia de género)', contact: '016' }],
  },
  IT: {
    emergency: '112',
    crisis: [{ name: 'Telefono Amico Italia', contact: '02 2327 2327' }],
    abuse: [{ name: 'Numero antiviolenza e stalking', contact: '1522' }],
  },
  NL: {
    emergency: '112',
    crisis: [{ name: '113 Zelfmoordpreventie', contact: '113 or 0800-0113' }],
    abuse: [{ name: 'Veilig Thuis', contact: '0800-2000' }],
  },
  BE: {
    emergency: '112',
    crisis: [
      { name: 'Zelfmoordlijn', contact: '1813' },
      { name: 'Centre de Prévention du Suicide', contact: '0800 32 123' },
    ],
    abuse: [{ name: 'Find a Helpline (local lines in Belgium)', contact: 'findahelpline.com' }],
  },
  IN: {
    emergency: '112',
    crisis: [{ name: 'Tele MANAS', contact: '14416' }],
    abuse: [{ name: 'Women Helpline', contact: '181' }],
  },
};

/** The lines of `countryCode` (ISO 3166-1 alpha-2), else the international ones. */
export const linesFor = (countryCode: string | null | undefined): CountryLines =>
  (countryCode && LINES[countryCode.toUpperCase()]) || INTERNATIONAL;

/** Calling codes of the countries above, longest first so +353 is Ireland before +35… anything shorter. */
const CALLING_CODES: [string, string][] = (
  [
    ['1', 'US'],
    ['44', 'GB'],
    ['353', 'IE'],
    ['61', 'AU'],
    ['64', 'NZ'],
    ['33', 'FR'],
    ['49', 'DE'],
    ['34', 'ES'],
    ['39', 'IT'],
    ['31', 'NL'],
    ['32', 'BE'],
    ['91', 'IN'],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

/** The country of an international number (`+44 7700 900123`, `whatsapp:+4477…`); +1 reads as the US (988 serves Canada too). */
export function countryOfPhone(phone: string | null | undefined): string | null {
  const digits = phone?.match(/\+(\d{6,15})/)?.[1] ?? phone?.replace(/[\s()-]/g, '').match(/^00(\d{6,15})$/)?.[1];
  if (!digits) return null;
  return CALLING_CODES.find(([code]) => digits.startsWith(code))?.[1] ?? null;
}
