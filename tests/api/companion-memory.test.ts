import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import { createAiEngine, type ChatTurn } from '../../src/server/modules/ai';
import { afterReply, beforeReply } from '../../src/server/modules/conversation/testing';
import { withPersonLock, deleteFact } from '../../src/server/modules/conversation';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { openTestDatabaseFirst } from './helpers/test-database';
import { testLog } from './helpers/test-log';

openTestDatabaseFirst();

const ai = createAiEngine({ AI_TIMEOUT_MS: 1000 });

/** One chat session: its own history (as a new link would start), the person's memory in the database. */
function session(db: Database, userId: string) {
  const history: ChatTurn[] = [];
  return async (text: string) => {
    const turn = await beforeReply(db, ai, userId, { text }, testLog);
    const { reply, fallback } = await ai.chatReply({ history, message: text, companion: turn.companion });
    await afterReply(db, userId, turn, { text: reply, fallback });
    history.push({ role: 'user', content: text }, { role: 'assistant', content: reply });
    return reply;
  };
}

async function person(db: Database, subject: string) {
  const [u] = await db.insert(t.users).values({ issuer: 'test', subject }).returning({ id: t.users.id });
  return u!.id;
}

const FACTS = [
  'I live in Lisbon',
  "I'm originally from Porto",
  'I work at Acme Robotics',
  'I work as a nurse',
  "My sister's name is Ana",
  'My brother is called Tom',
  'I have a dog called Rex',
  'My cat is named Miso',
  "I'm vegetarian",
  'My favourite food is ramen',
  'My favourite band is Radiohead',
  'I love jazz',
  "I can't stand olives",
  'I enjoy running',
  'My name is Sam',
  "I'm 32",
  "I'm planning to visit Japan in April",
  'My mum is called Rosa',
  'My best friend is called Leo',
  'My favourite movie is Amelie',
];
const CHANGES = [
  'I moved to Berlin last month',
  'I work for Globex now',
  'I work as a paramedic these days',
  "I'm vegan now",
  'I really like olives now',
];
/** Everyday messages, some close to a fact's wording, that must not change what Maya knows. */
const DISTRACTORS = [
  'It was a long day today',
  'The weather is strange lately',
  'I watched a documentary about octopuses',
  'Do you think it will rain?',
  "Haha that's funny",
  "I'm a bit tired",
  'My sister is visiting next week',
  "I'm going to sleep early",
  'I love that idea',
  'my dog is so cute',
  'I work from home on Fridays',
  'What should I cook tonight?',
  'Traffic was awful this morning',
  "I'm a runner at heart",
  'Work was busy',
  'I like it when you remember things',
  'My brother is annoying sometimes',
  'Coffee first, then everything else',
  'I had a great lunch',
  "I'm a big fan of lazy Sundays",
  'Any tips for a first date?',
  "I'm nervous about Saturday",
  'My cat is sleeping on my keyboard',
  'I finished a good book',
  'The gym was packed',
  'How are you today?',
  'I should call my mum',
  'Do you like music?',
  'I went for a walk by the river',
  'Nothing much happening',
  'I love you Maya, you are helpful',
  'I might take a nap',
  'Work is work',
  "I don't know what to say",
  "I'm so happy it's Friday",
  'I need a holiday',
  'My favourite thing about today was the sunset',
  'It is what it is',
  'I tried a new recipe',
  'Goodnight for now',
];
const QUESTIONS: [string, string, string?][] = [
  ['Where do I live?', 'Berlin', 'Lisbon'],
  ['Where am I from?', 'Porto'],
  ['Where do I work?', 'Globex', 'Acme'],
  ["What's my job?", 'paramedic', 'nurse'],
  ["What's my sister's name?", 'Ana'],
  ['What is my brother called?', 'Tom'],
  ["What's my dog's name?", 'Rex'],
  ["What's my cat called?", 'Miso'],
  ['Am I vegan?', "you're vegan", 'vegetarian'],
  ["What's my favourite food?", 'ramen'],
  ["What's my favourite band?", 'Radiohead'],
  ['Do I like jazz?', 'you like jazz'],
  ['Do I like olives?', 'you like olive', "don't like olive"],
  ['Do I enjoy running?', 'you like running'],
  ["What's my name?", 'Sam'],
  ['How old am I?', '32'],
  ['What am I planning?', 'visit Japan'],
  ["What's my mum's name?", 'Rosa'],
  ["What's my best friend's name?", 'Leo'],
  ["What's my favourite movie?", 'Amelie'],
];

describe(`Maya's memory on the offline engine (${testDriver()})`, () => {
  let db: Database;
  beforeEach(async () => {
    const h = await getTestDatabase();
    await resetDatabase(h);
    db = h.db;
  });

  it('20 facts over 3 sessions with 40 distractors, 5 changed, then 20 questions: ≥19 current answers, 0 outdated', async () => {
    const userId = await person(db, 'memory');
    const one = session(db, userId);
    for (let i = 0; i < 8; i++) {
      await one(FACTS[i]!);
      await one(DISTRACTORS[i * 2]!);
      await one(DISTRACTORS[i * 2 + 1]!);
    }
    const two = session(db, userId);
    for (let i = 8; i < 20; i++) {
      await two(FACTS[i]!);
      if (i < 16) await two(DISTRACTORS[16 + (i - 8)]!);
    }
    const three = session(db, userId);
    for (let i = 0; i < 5; i++) {
      await three(CHANGES[i]!);
      await three(DISTRACTORS[24 + i * 3]!);
      await three(DISTRACTORS[25 + i * 3]!);
      await three(DISTRACTORS[26 + i * 3]!);
    }
    expect(await db.$count(t.userInteractions)).toBeGreaterThan(0);

    const later = session(db, userId);
    const answers = [];
    for (const [q, current, outdated] of QUESTIONS) {
      const reply = await later(q);
      answers.push({
        q,
        reply,
        current: reply.toLowerCase().includes(current.toLowerCase()),
        outdated: outdated ? reply.toLowerCase().includes(outdated.toLowerCase()) : false,
      });
    }
    const score = answers.filter((a) => a.current).length;
    console.info(`memory: ${score}/20 current, ${answers.filter((a) => a.outdated).length} outdated`);
    expect(score).toBeGreaterThanOrEqual(19);
    expect(answers.filter((a) => a.outdated)).toEqual([]);
    // The 5 changes are history, never current.
    const facts = await db.select().from(t.memoryFacts);
    expect(
      facts
        .filter((f) => f.supersededAt)
        .map((f) => f.value)
        .sort(),
    ).toEqual(['Acme Robotics', 'Lisbon', 'dislikes', 'nurse', 'vegetarian']);
  });

  it('a deleted fact is gone from the next reply, and a later session recalls what remains', async () => {
    const userId = await person(db, 'forget');
    const chat = session(db, userId);
    await chat('I have a dog called Rex and I live in Lisbon');
    expect(await chat("What's my dog's name?")).toContain('Rex');
    const facts = await db.select().from(t.memoryFacts);
    expect(facts.map((f) => f.slot).sort()).toEqual(['home_city', 'pet:dog']);
    const rex = facts.find((f) => f.slot === 'pet:dog')!;
    expect(await withPersonLock(db, userId, (tx) => deleteFact(tx, userId, rex.id))).toBe(true);
    const reply = await chat("What's my dog's name?");
    expect(reply).not.toContain('Rex');
    expect(reply).toContain("I don't think you've told me that yet.");
    expect(await session(db, userId)('Where do I live?')).toContain('You told me you live in Lisbon.');
  });

  it('in the chat (issue 32): "forget that …" forgets the slot and its history; "X, not Y" corrects; a partner wish is no own taste', async () => {
    const userId = await person(db, 'chat-forget');
    const chat = session(db, userId);
    await chat('been living in lisbon for a while, i work as a nurse');
    await chat('i moved to Faro last week');
    expect(await chat('do you know where i live?')).toContain('Faro');
    expect(await chat('pls forget where i live')).toMatch(/forgotten that you live in Faro|no longer remember that you live in Faro/);
    const slots = async () => (await db.select().from(t.memoryFacts)).map((f) => f.slot).sort();
    expect(await slots()).toEqual(['job']);
    expect(await chat('any idea which city i live in?')).toContain("I don't think you've told me that yet.");
    await chat('a paramedic, not a nurse');
    expect(await chat('remind me what my job is')).toContain('paramedic');
    await chat('i want a man who is funny and likes cycling');
    const current = (await db.select().from(t.memoryFacts)).filter((f) => !f.supersededAt).map((f) => f.slot);
    expect(current.sort()).toEqual(['job', 'partner:cycling', 'partner:funny']);
  });
});
