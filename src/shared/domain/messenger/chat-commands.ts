/**
 * What a person's message in the messaging app asks Maya to do (issue 32 item 3): the commands in
 * any case, with or without Telegram's slash, and in plain words ("pause for a week", "can you stop
 * messaging me"). Only a whole message is a command: "I need to pause and think" is a chat.
 */
export type ChatCommand =
  | { kind: 'pause'; days?: number }
  | { kind: 'resume' }
  | { kind: 'status' }
  | { kind: 'help' }
  /** Ends the messages at once (WhatsApp's STOP); `disconnect` is the same, asked for by name. */
  | { kind: 'stop' }
  | { kind: 'disconnect' }
  /** WhatsApp's opt-back-in after STOP. */
  | { kind: 'start' }
  /** See the time zone dates are planned in, or set it (`zone`: what the person wrote, an IANA name or a city). */
  | { kind: 'time_zone'; zone?: string };

const POLITE = /^(?:(?:hey|hi|ok|okay|please|pls|maya|can you|could you|would you|i want to|i'd like to|i would like to)[\s,]+)+/;
const POLITE_END = /(?:[\s,]+(?:please|pls|maya|thanks|thank you|now|for now))+$/;

/** Lower case, no slash or bot suffix (/pause@MayaBot), no closing punctuation or polite words. */
export function normalizeCommandText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .trim()
    .replace(/^\/(\w+)@\w+/, '$1')
    .replace(/^\//, '')
    .replace(/[\s.!?,;:)\p{Extended_Pictographic}]+$/u, '')
    .replace(/\s+/g, ' ')
    .replace(POLITE, '')
    .replace(POLITE_END, '');
}

const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, a_couple_of: 2 };
const count = (word: string) => WORD_NUMBERS[word.replace(/ /g, '_')] ?? Number(word);

/** "for a week", "for 2 weeks", "for 10 days", "a week off" → days. */
function pauseDays(rest: string): number | null {
  const m = /^(?:for )?(a couple of|an?|one|two|three|four|\d{1,2}) (day|week)s?(?: off)?$/.exec(rest);
  if (!m) return null;
  const days = count(m[1]!) * (m[2] === 'week' ? 7 : 1);
  return days >= 1 && days <= 90 ? days : null;
}

const PAUSE =
  /^(?:pause|hold|hold on|take a break|stop (?:looking|matching|searching)|pause (?:matching|the agent|my agent|maya|everything))(?: (.+))?$/;
const WEEK_OFF = /^take (a couple of|an?|one|two|three|four|\d{1,2}) (day|week)s? off$/;
const PHRASES: [RegExp, ChatCommand][] = [
  [/^(?:resume|unpause|restart|continue|start again|start looking again|resume (?:matching|the agent|my agent|maya))$/, { kind: 'resume' }],
  [
    /^(?:status|what's my status|what is my status|how is it going|how's it going with matches|are you (?:active|looking|paused))$/,
    { kind: 'status' },
  ],
  [/^(?:help|commands|what can you do|what can i say|how does this work|menu)$/, { kind: 'help' }],
  [/^(?:stop|stopall|unsubscribe|end|quit|stop messaging me|stop messages|stop all messages|stop texting me)$/, { kind: 'stop' }],
  [/^(?:disconnect|disconnect me|unlink|unlink me|log out|logout|disconnect this chat)$/, { kind: 'disconnect' }],
  [/^(?:start|unstop|subscribe)$/, { kind: 'start' }],
];

// "TIMEZONE", "time zone Lisbon", "my time zone is Europe/Paris", "set my timezone to Paris", "what's my time zone".
const ZONE_WORD = '(?:time ?zone|tz)';
const SET_ZONE = new RegExp(`^(?:(?:set|change) )?(?:my )?${ZONE_WORD}(?: is| to|:)?(?: (\\S.{0,59}))?$`);
const ASK_ZONE = new RegExp(`^(?:what(?:'s| is) )?my ${ZONE_WORD}$|^what ${ZONE_WORD} (?:am i in|do you have for me)$`);

function timeZoneCommand(t: string): ChatCommand | null {
  if (ASK_ZONE.test(t)) return { kind: 'time_zone' };
  const m = SET_ZONE.exec(t);
  if (!m) return null;
  return m[1] ? { kind: 'time_zone', zone: m[1] } : { kind: 'time_zone' };
}

export function parseChatCommand(text: string | undefined): ChatCommand | null {
  if (!text) return null;
  const t = normalizeCommandText(text);
  if (t.length > 80) return null;
  const zone = timeZoneCommand(t);
  if (zone) return zone;
  if (t.length > 60) return null;
  const off = WEEK_OFF.exec(t);
  if (off) return { kind: 'pause', days: pauseDays(`${off[1]} ${off[2]}`)! };
  const pause = PAUSE.exec(t);
  if (pause) {
    if (!pause[1]) return { kind: 'pause' };
    const days = pauseDays(pause[1]);
    return days ? { kind: 'pause', days } : null;
  }
  return PHRASES.find(([re]) => re.test(t))?.[1] ?? null;
}
