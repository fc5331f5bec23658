import { factsOf } from '@server/modules/language';
import type { AiBackend } from '../types';
import { writeChatReply, writeEmpathy } from './companion-writer';
import { writeConclusion } from './conclusion-writer';
import { analyzeText, reasonAbout } from './insight-writer';
import { writeMatchPersona } from './match-writer';
import { writeProfileSummary } from './profile-writer';
import { writeWindow } from './window-writer';

/** Chunks a reply into word groups so the offline engine streams like a model does. */
async function* chunked(text: string): AsyncIterable<string> {
  const words = text.split(/(?<= )/);
  for (let i = 0; i < words.length; i += 3) yield words.slice(i, i + 3).join('');
}

/** The default engine: no network, no model files; deterministic for a given input (and seed). */
export function createOfflineBackend(): AiBackend {
  return {
    kind: 'offline',
    summarizeProfile: async (input) => writeProfileSummary(input),
    chatReply: async (input) => writeChatReply(input),
    chatReplyStream: (input) => chunked(writeChatReply(input).reply),
    empathy: async (input) => writeEmpathy(input),
    reason: async (input) => reasonAbout(input),
    analyzeInteraction: async (input) => analyzeText(input),
    // A message the turn has read already is not read again (modules/language readMessage).
    extractFacts: async (input) => ({ facts: input.read?.facts ?? factsOf(input.message) }),
    createMatchPersona: async (input) => writeMatchPersona(input.persona, input.seed, input.traits),
    simulateWindow: async (input) => ({ messages: writeWindow(input) }),
    concludeSimulation: async (input) => writeConclusion(input),
  };
}
