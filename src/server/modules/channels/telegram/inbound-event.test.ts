import type { Update } from 'grammy/types';
import { describe, expect, it } from 'vitest';
import { toInboundEvent } from './inbound-event';

const ana = { id: 42, is_bot: false, first_name: 'Ana' };
const privateChat = { id: 42, type: 'private' as const, first_name: 'Ana' };
const message = (fields: object, chat: object = privateChat) => ({ message_id: 7, date: 1, chat, from: ana, ...fields });
const update = (fields: object) => ({ update_id: 900, ...fields }) as Update;

describe('toInboundEvent: what a Telegram update means to the conversation', () => {
  it('turns a private text into { text } with the chat, the update id and the first name', () => {
    expect(toInboundEvent(update({ message: message({ text: 'do you know where I live?' }) }))).toEqual({
      channel: 'telegram',
      address: '42',
      updateId: '900',
      firstName: 'Ana',
      text: 'do you know where I live?',
    });
  });

  it('reads a deep link /start <token> as a start token, also addressed to the bot by name', () => {
    for (const text of ['/start abc_DEF-123', '/start@maya_bot abc_DEF-123', ' /start abc_DEF-123 '])
      expect(toInboundEvent(update({ message: message({ text }) }))).toMatchObject({ startToken: 'abc_DEF-123' });
  });

  it('keeps a bare /start, or one with a payload Telegram would never send, as text', () => {
    expect(toInboundEvent(update({ message: message({ text: '/start' }) }))).toMatchObject({ text: '/start' });
    const odd = toInboundEvent(update({ message: message({ text: '/start not a token!' }) }));
    expect(odd).toMatchObject({ text: '/start not a token!' });
    expect(odd).not.toHaveProperty('startToken');
    expect(toInboundEvent(update({ message: message({ text: `/start ${'a'.repeat(65)}` }) }))).not.toHaveProperty('startToken');
  });

  it('turns a tapped button into { button } with its data and callback id', () => {
    const query = { id: 'cb-1', from: ana, chat_instance: 'x', data: 'approve:p1', message: message({ text: 'A card' }) };
    expect(toInboundEvent(update({ callback_query: query }))).toEqual({
      channel: 'telegram',
      address: '42',
      updateId: '900',
      firstName: 'Ana',
      button: { data: 'approve:p1', callbackId: 'cb-1' },
    });
    // A button under a message Telegram no longer shows comes without it: the chat is the sender's own.
    expect(toInboundEvent(update({ callback_query: { ...query, message: undefined } }))).toMatchObject({ address: '42' });
  });

  it('ignores what is not for Maya: edits, stickers, groups, game buttons, other update kinds', () => {
    const group = { id: -100, type: 'group', title: 'Friends' };
    const ignored = [
      { edited_message: message({ text: 'edited' }) },
      { message: message({ sticker: { file_id: 's' } }) },
      { message: message({ text: 'hello all' }, group) },
      { callback_query: { id: 'cb', from: ana, chat_instance: 'x', data: 'approve:p1', message: message({ text: 'c' }, group) } },
      { callback_query: { id: 'cb', from: ana, chat_instance: 'x', game_short_name: 'g' } },
      { my_chat_member: { chat: privateChat } },
    ];
    for (const fields of ignored) expect(toInboundEvent(update(fields))).toBeNull();
  });
});
