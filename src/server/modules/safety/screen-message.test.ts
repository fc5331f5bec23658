import { describe, expect, it } from 'vitest';
import type { Kind } from './kinds';
import { screenMessage } from './screen-message';

const kindsOf = (text: string, recent?: string[]) => screenMessage(text, { recent }).kinds;

describe('the safety screen', () => {
  describe('money', () => {
    it.each([
      ['send me $200 in gift cards and I will visit', 'money.gift_card'],
      ['could you pick up 2 steam cards and send me the codes', 'money.gift_card'],
      ['zelle me 60 for the concert', 'money.payment'],
      ['send it by western union, it is faster', 'money.payment'],
      ["what's your bank account number? I want to surprise you", 'money.payment'],
      ['forward me the 6 digit code you just got', 'money.payment'],
      ['my cousin trades bitcoin, he made 35% in a month, I can show you', 'money.investment'],
      ['a small investment of 300 gives guaranteed returns', 'money.investment'],
      ['could you lend me 150 pounds, I get paid friday', 'money.request'],
      ['can you cover my train ticket so I can come see you', 'money.request'],
      ["I'm stranded in Accra and my card was blocked, could you help me? the hotel bill is due", 'money.emergency'],
      ['the courier wants a $180 clearance fee before they release my parcel', 'money.emergency'],
      ['I was robbed on the trip and the hostel wants 120 for the room', 'money.emergency'],
      ['paypal or venmo? just need 60 for petrol', 'money.payment'],
      ['my mentor showed me how to turn 300 into 3k in ten days', 'money.investment'],
    ])('flags %j (%s)', (text, rule) => {
      const result = screenMessage(text);
      expect(result).toMatchObject({ verdict: 'flag', kinds: ['money'] });
      expect(result.rule).toBe(rule);
    });

    it('reads a hardship told in an earlier message with the ask in this one', () => {
      const recent = ['my mum is in the hospital and they want a deposit before the surgery'];
      expect(kindsOf('could you help me?', recent)).toEqual(['money']);
      expect(kindsOf('could you help me?')).toEqual([]);
    });
  });

  describe('pushes off the platform', () => {
    it.each([
      'talk to me on telegram, this app lags',
      "let's switch over to whatsapp",
      'u got kik?',
      'are you on signal',
      'drop your snapchat',
      'can I have your number so we can text',
      "I'm hardly ever on here, let's chat somewhere else",
      'see my pics at bit.ly/3xYz',
      'https://my-portfolio.example/gallery',
      'f a c e b o o k me',
      'w.h.a.t.s.a.p.p?',
      'text me on my personal number instead',
      "what's your @",
    ])('flags %j', (text) => {
      expect(screenMessage(text)).toMatchObject({ verdict: 'flag', kinds: ['off_platform'] });
    });
  });

  describe('contact details', () => {
    it.each([
      ['my snap is lucy.w91', 'contact.username'],
      ['insta: marco_rossi', 'contact.username'],
      ['my snapchat is lucywren', 'contact.username'],
      ['lucy dot wren at outlook dot com', 'contact.email'],
      ['ring me on 07700 900 456', 'contact.phone'],
      ['my number is seven seven zero zero, nine double oh, four five six', 'contact.phone'],
      ['ｌｕｃｙ＠ｏｕｔｌｏｏｋ．ｃｏｍ', 'contact.email'],
    ])('blocks %j (%s)', (text, rule) => {
      const result = screenMessage(text);
      expect(result.verdict).toBe('block');
      expect(result.kinds[0]).toBe('contact');
      expect(result.rule).toBe(rule);
    });

    it('names what it found, and SHARE, in the reason', () => {
      expect(screenMessage('07700 900 456 or lucy@outlook.com').reason).toBe(
        'This has a phone number and an e-mail address. Maya never passes on contact details in messages; to give yours on purpose, say SHARE.',
      );
    });
  });

  describe('sexual content', () => {
    it.each([
      'send me a nude',
      'show me some naughty pics',
      'got any photos of you in your underwear?',
      'i want to fuck you tonight',
      'what are you wearing right now',
      'bet you are wild in bed',
      'your boobs look great',
      'wanna see my c0ck',
      'so h0rny rn',
      "can't stop picturing you in lingerie",
      'i want to kiss your neck',
    ])('flags %j', (text) => {
      expect(screenMessage(text)).toMatchObject({ verdict: 'flag', kinds: ['sexual'] });
    });
  });

  describe('harassment', () => {
    it.each([
      "you're a pathetic loser",
      'u r so ugly',
      'you look like a whale',
      'reply to me slut',
      'fuck off',
      'no one would ever want you',
      "no wonder you're still single",
      'you d u m b b1tch',
      'piece of trash',
      'your teeth are disgusting',
    ])('flags %j', (text) => {
      expect(screenMessage(text)).toMatchObject({ verdict: 'flag', kinds: ['harassment'] });
    });

    it('flags a slur wherever it is aimed', () => {
      expect(screenMessage('typical tranny behaviour').kinds).toEqual(['harassment']);
    });
  });

  describe('threats', () => {
    it.each([
      ["I'm going to hurt you", 'threat.violence'],
      ['ill smash your face in', 'threat.violence'],
      ["you're dead meat", 'threat.violence'],
      ["you'll regret blocking me", 'threat.violence'],
      ['I know where you work', 'threat.stalking'],
      ['sleep with one eye open', 'threat.stalking'],
      ['reply or I will send your photos to your boss', 'threat.exposure'],
      ['I will leak those pics', 'threat.exposure'],
      ['go kill yourself', 'threat.self_harm'],
      ['i w1ll k1ll y0u', 'threat.violence'],
      ["I'm parked outside your flat", 'threat.stalking'],
    ])('blocks %j (%s)', (text, rule) => {
      expect(screenMessage(text)).toMatchObject({ verdict: 'block', kinds: ['threat'], rule });
    });
  });

  describe('lets ordinary chat through', () => {
    it.each([
      "I'd kill for pizza",
      'I work in crypto compliance',
      'my phone died, back now',
      'you absolutely killed it at the open mic',
      'this commute is killing me',
      "my sister will kill me if I'm late",
      "I'll destroy you at scrabble",
      "you're going to die laughing at this video",
      "I'll find you by the ticket machines",
      "I'd never hurt you",
      'dead tired after the night shift',
      'I paid my share with venmo',
      'got a book voucher and a gift card for my birthday',
      "dinner's on me",
      'the tickets were 30 euros',
      "I'm investing in my pension, very boring",
      'my brother lost money on bitcoin',
      'saw it on instagram',
      'text me when you get home',
      "what's your lucky number?",
      'I feel so stupid, I missed my stop',
      "you're not stupid at all",
      'my landlord is such a prick',
      'this rain is shit',
      'holy fuck that was a good film',
      'i put cumin in everything',
      'we watched sex and the city all weekend',
      'I ran a 10k on sunday',
      'meet at 19:30 by the clock tower?',
      "I'm stuck at the airport, my flight's delayed",
      'could you help me pick a restaurant?',
      'kick ass gig last night',
      "I'm in bed already",
      'what are you wearing to the wedding?',
      'my insta is mostly my dog',
      'the line at the post office was huge',
      'you have a fat cat? mine is huge too',
      'call me crazy but I love rain',
      'there is a map: https://maps.app.goo.gl/abc123',
    ])('%j', (text) => {
      expect(screenMessage(text)).toEqual({ verdict: 'ok', kinds: [], rule: 'none', reason: '' });
    });
  });

  describe('verdicts and reasons', () => {
    it('blocks for a threat or a contact, flags for everything else', () => {
      const verdicts: [string, Kind, string][] = [
        ['I will stab you', 'threat', 'block'],
        ['+44 7700 900 456', 'contact', 'block'],
        ['lend me 50 dollars', 'money', 'flag'],
        ['add me on kik', 'off_platform', 'flag'],
        ['send nudes', 'sexual', 'flag'],
        ['you idiot', 'harassment', 'flag'],
      ];
      for (const [text, kind, verdict] of verdicts) expect(screenMessage(text)).toMatchObject({ kinds: [kind], verdict });
    });

    it('puts the most serious kind first and says what else it saw', () => {
      const result = screenMessage('send me $300 or I will hurt you, you idiot');
      expect(result).toMatchObject({ verdict: 'block', kinds: ['threat', 'money', 'harassment'], rule: 'threat.violence' });
      expect(result.reason).toBe(
        "This reads as a threat, so Maya won't send it, even as a joke. It also looks like a request for money and an insult.",
      );
    });

    it('explains money in plain words', () => {
      expect(screenMessage('can you send me 100 dollars').reason).toBe(
        'This looks like a request for money. Maya never asks members to send money, and scammers often do.',
      );
    });

    it('reads a contact detail deep inside a long message', () => {
      const padding = 'so anyway, '.repeat(60);
      expect(screenMessage(`${padding} my number is 07700 900 456 ${padding}`).kinds).toEqual(['contact']);
      expect(screenMessage('x'.repeat(3000) + ' lucy@outlook.com').kinds).toEqual(['contact']);
    });
  });
});
