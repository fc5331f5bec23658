import { describe, expect, it } from 'vitest';
import { helpText } from './help-text';

const base = { channel: 'telegram', doneUrl: 'https://maya.test/done', relayNames: [], introduced: false };

describe('helpText', () => {
  it('lists every core command, and how to stop on that channel', () => {
    const text = helpText(base);
    for (const command of ['PAUSE', 'RESUME', 'STATUS', 'TIME ZONE', 'HELP', 'STOP or DISCONNECT']) expect(text).toContain(`${command}`);
    expect(text).toMatch(/Everything else is on https:\/\/maya\.test\/done$/);
    expect(text).not.toMatch(/DATE|END CHAT|BLOCK/);
    expect(helpText({ ...base, channel: 'whatsapp' })).toContain('STOP: no more messages here (START brings them back)');
  });

  it("during an introduction: the relay's commands, named after the person; DATE once introduced", () => {
    const text = helpText({ ...base, relayNames: ['Bruno'], introduced: true });
    expect(text).toContain("While you're chatting with Bruno:");
    for (const command of [
      'MAYA',
      '"Maya,"',
      'TALK TO Bruno',
      'SHARE',
      'END CHAT',
      'BLOCK or REPORT Bruno',
      '"REPORT they asked for money"',
      'DATE',
    ])
      expect(text).toContain(command);
    expect(helpText({ ...base, relayNames: ['Bruno', 'Carla'], introduced: true })).toMatch(
      /chatting with Bruno and Carla:[\s\S]*whoever you name/,
    );
  });

  it('DATE without an open chat, when the introduction ended but the pair is still introduced', () => {
    expect(helpText({ ...base, introduced: true })).toMatch(/DATE \(or "find a time"\)/);
  });
});
