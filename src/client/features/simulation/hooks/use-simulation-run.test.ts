import { describe, expect, it } from 'vitest';
import { startFixture } from '../lib/test-fixtures';
import { applySimulationEvent, type SimulationStreamState } from './use-simulation-run';

const empty: SimulationStreamState = { status: 'starting', messages: [], waitingForPrevious: false, alreadyShown: 0, take: 0 };
const message = (text: string) => ({ type: 'message' as const, message: { role: 'a' as const, text, day: 1, window: 1 } });
const NOTE = "Maya's AI model stopped answering, so this week was written from the start by Maya's built-in writer.";

describe('the simulation screen’s state (ADR 066)', () => {
  it('a second start replaces the messages before it with the week that begins again, and keeps its note', () => {
    const events = [
      { type: 'start' as const, start: { ...startFixture, engine: 'model' as const } },
      message('model one'),
      message('model two'),
      { type: 'start' as const, start: { ...startFixture, engine: 'offline' as const, note: NOTE } },
      message('offline one'),
    ];
    const state = events.reduce(applySimulationEvent, empty);
    expect(state.messages.map((m) => m.text)).toEqual(['offline one']);
    expect(state.take).toBe(2);
    expect(state.start?.note).toBe(NOTE);
  });

  it('one start keeps every message', () => {
    const state = [{ type: 'start' as const, start: startFixture }, message('one'), message('two')].reduce(applySimulationEvent, empty);
    expect(state.messages).toHaveLength(2);
    expect(state.take).toBe(1);
  });
});
