/**
 * What HELP says (issue 32): every command the person can use right now. The core's always; during
 * an introduction the relay's, named after the person they are talking to; DATE once someone is
 * introduced. The server finds out which (run-command.ts); this only words it.
 */
export type HelpContext = {
  /** WhatsApp's STOP is undone by START; elsewhere a reconnect on /done. */
  channel: string;
  doneUrl: string;
  /** First names of the open introductions, the one the person's text goes to first. */
  relayNames: string[];
  /** Whether anyone was introduced to the person (DATE has someone to plan with). */
  introduced: boolean;
};

const CORE = [
  'PAUSE (or "pause for a week"): stop looking for matches',
  'RESUME: start looking again',
  'STATUS: what your agent has done so far',
  'TIME ZONE: see yours, or set it ("time zone Lisbon")',
  'HELP: this list',
];

function relayLines(names: string[]): string[] {
  const [current] = names;
  if (!current) return [];
  return [
    '',
    `While you're chatting with ${names.join(' and ')}:`,
    `MAYA: talk to me instead (or start a message with "Maya,")`,
    `TALK TO ${current}: back to your chat${names.length > 1 ? ', or to whoever you name' : ''}`,
    'SHARE: give your contact, on purpose (I ask first)',
    `END CHAT: end the chat with ${current}`,
    `BLOCK or REPORT ${current} (REPORT tells our team; add why: "REPORT they asked for money")`,
  ];
}

export function helpText(c: HelpContext): string {
  const stop =
    c.channel === 'whatsapp' ? 'STOP: no more messages here (START brings them back)' : 'STOP or DISCONNECT: no more messages in this chat';
  return [
    'I\'m Maya. Talk to me about anything ("what do you know about me?", "forget that I…"), or say:',
    ...CORE,
    ...(c.introduced ? ['DATE (or "find a time"): plan a date; "reschedule" or "cancel the date" change it'] : []),
    stop,
    ...relayLines(c.relayNames),
    '',
    `Everything else is on ${c.doneUrl}`,
  ].join('\n');
}
