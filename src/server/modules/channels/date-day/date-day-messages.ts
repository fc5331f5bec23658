import type { ChatButton } from '../transport';
import type { Notice } from '../notice';
import { linesFor } from '../../../domain/crisis-lines/crisis-lines';
import { relayButton } from '@shared/domain/messenger/inapp-buttons';

/** 'dd:' buttons: `dd:<plan id>:ok`, `dd:<plan id>:help`, `dd:<plan id>:share`. */
export const DATE_DAY_PREFIX = 'dd:';
export type DateDayAction = 'ok' | 'help' | 'share';
export const dateDayButton = (planId: string, action: DateDayAction) => `${DATE_DAY_PREFIX}${planId}:${action}`;
export function readDateDayButton(rest: string): { planId: string; action: DateDayAction } | null {
  const m = /^([0-9a-f-]{36}):(ok|help|share)$/.exec(rest);
  return m ? { planId: m[1]!, action: m[2] as DateDayAction } : null;
}

/** Keys of the date-day questions: `date-day:<plan id>:ask|again` (the text handler reads the plan back from them). */
export const dateDayKey = (planId: string, step: 'ask' | 'again' | `answer:${string}`) => `date-day:${planId}:${step}`;
export function askedAbout(dedupeKey: string | null): string | null {
  return /^date-day:([0-9a-f-]{36}):(?:ask|again)$/.exec(dedupeKey ?? '')?.[1] ?? null;
}

export const SHARE_MY_PLAN = 'Share my plan with a friend';
export const shareButton = (planId: string): ChatButton[] => [{ label: SHARE_MY_PLAN, data: dateDayButton(planId, 'share') }];

const okHelp = (planId: string): ChatButton[][] => [
  [
    { label: 'OK', data: dateDayButton(planId, 'ok') },
    { label: 'HELP', data: dateDayButton(planId, 'help') },
  ],
];

/** An hour after the start. */
export const firstAsk = (planId: string, name: string): Notice => ({
  text: `All good? Reply OK. (Just checking on your date with ${name}; ${name} never sees this.)`,
  buttons: okHelp(planId),
  dedupeKey: dateDayKey(planId, 'ask'),
});

const emergencyLine = (country: string | null) => {
  const lines = linesFor(country);
  return `If you feel unsafe, call ${lines.emergency} or go somewhere busy and ask staff for help.`;
};

/** No answer within the next hour: once more, with what HELP does and the emergency number. */
export const secondAsk = (planId: string, name: string, country: string | null): Notice => ({
  text:
    `Checking once more: all good? Reply OK. ${emergencyLine(country)} ` +
    `Tap HELP for people who can help and to block or report ${name}.`,
  buttons: okHelp(planId),
  dedupeKey: dateDayKey(planId, 'again'),
});

const listed = (lines: { name: string; contact: string }[]) => lines.map((l) => `• ${l.name}: ${l.contact}`).join('\n');

/** HELP: the emergency number, the abuse lines of their country, and Block and Report in the same message. */
export const helpAnswer = (pairId: string, name: string, country: string | null): Omit<Notice, 'dedupeKey'> => {
  const lines = linesFor(country);
  return {
    text: [
      `I'm here. If you're in danger right now, call ${lines.emergency}.`,
      `People who can help, free and confidential:\n${listed(lines.abuse)}`,
      `You can block or report ${name} right here; ${name} won't be told it was you.`,
    ].join('\n\n'),
    buttons: [
      [
        { label: `Block ${name}`, data: relayButton(pairId, 'block') },
        { label: `Report ${name}`, data: relayButton(pairId, 'report') },
      ],
    ],
  };
};

export const OK_ANSWER = 'Glad to hear it. Enjoy the rest of your date!';
export const OK_AGAIN = 'Thanks, noted already. Enjoy!';
