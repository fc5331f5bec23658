import { describe, expect, it } from 'vitest';
import { parseChatCommand } from './chat-commands';
import { parseRelayCommand } from './relay-commands';

describe('what a person in a relay says to Maya', () => {
  it.each([
    ['Maya', { kind: 'maya' }],
    ['back to Maya!', { kind: 'maya' }],
    ['maya, what do you know about me?', { kind: 'ask_maya' }],
    ['TALK TO Ana', { kind: 'talk', name: 'ana' }],
    ['/talk to ana maria', { kind: 'talk', name: 'ana maria' }],
    ['END CHAT', { kind: 'end' }],
    ['block', { kind: 'block' }],
    ['Report.', { kind: 'report' }],
    ['report them', { kind: 'report' }],
    ['SHARE my contact', { kind: 'share' }],
    ['REPORT he asked me for money', { kind: 'report', reason: 'he asked me for money' }],
    ['report: Rude and pushy.', { kind: 'report', reason: 'Rude and pushy.' }],
    ['/report them they sent explicit photos', { kind: 'report', reason: 'they sent explicit photos' }],
  ])('%j', (text, command) => {
    expect(parseRelayCommand(text)).toEqual(command);
  });

  it.each([
    "I'll report back tomorrow",
    'Report back when you land!',
    'report to me how it went',
    'the end of the chat was funny',
    'share a dessert?',
    'Talk to you later!',
    'mayan ruins',
  ])('relays %j', (text) => {
    expect(parseRelayCommand(text)).toBeNull();
  });

  it('never takes a word the core’s commands use, and the core takes none of these', () => {
    for (const text of ['END CHAT', 'block', 'report', 'share', 'talk to Ana', 'back to maya']) expect(parseChatCommand(text)).toBeNull();
  });
});
