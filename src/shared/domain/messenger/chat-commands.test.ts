import { describe, expect, it } from 'vitest';
import { parseChatCommand } from './chat-commands';

describe('parseChatCommand', () => {
  it.each([
    ['PAUSE', { kind: 'pause' }],
    ['/pause', { kind: 'pause' }],
    ['/pause@MayaCompanionBot', { kind: 'pause' }],
    ['Pause please!', { kind: 'pause' }],
    ['pause for a week', { kind: 'pause', days: 7 }],
    ['Can you pause for a week?', { kind: 'pause', days: 7 }],
    ['pause for 2 weeks', { kind: 'pause', days: 14 }],
    ['pause for 3 days', { kind: 'pause', days: 3 }],
    ['take a week off', { kind: 'pause', days: 7 }],
    ['resume', { kind: 'resume' }],
    ['Start looking again', { kind: 'resume' }],
    ['status', { kind: 'status' }],
    ["What's my status?", { kind: 'status' }],
    ['HELP', { kind: 'help' }],
    ['what can you do?', { kind: 'help' }],
    ['STOP', { kind: 'stop' }],
    ['stop messaging me', { kind: 'stop' }],
    ['Disconnect', { kind: 'disconnect' }],
    ['START', { kind: 'start' }],
    ['TIMEZONE', { kind: 'time_zone' }],
    ['/timezone', { kind: 'time_zone' }],
    ["What's my time zone?", { kind: 'time_zone' }],
    ['time zone Lisbon', { kind: 'time_zone', zone: 'lisbon' }],
    ['My time zone is Europe/Paris.', { kind: 'time_zone', zone: 'europe/paris' }],
    ['set my timezone to America/New_York please', { kind: 'time_zone', zone: 'america/new_york' }],
    ['Time zone: São Paulo', { kind: 'time_zone', zone: 'são paulo' }],
  ])('%s', (text, command) => {
    expect(parseChatCommand(text)).toEqual(command);
  });

  it.each([
    'I need to pause and think about my life',
    'pause for a century',
    'pause for 500 days',
    "don't stop",
    'I love to help people',
    // The companion itself forgets (ADR 039): a chat turn, like in the mobile chat.
    'forget that I live in Lisbon',
    'what do you know about me?',
    'which time zone should I use for the trip?',
    "I'm in a different time zone this week",
    '',
  ])('a chat, not a command: %s', (text) => {
    expect(parseChatCommand(text)).toBeNull();
  });
});
