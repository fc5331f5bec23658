import { describe, expect, it } from 'vitest';
import { SIMULATION_MESSAGES, SimulationError, decodeSimulationEvent, httpFailure } from './simulation-events';
import { resultFixture, startFixture } from '../lib/test-fixtures';

const frame = (event: string, data: unknown) => ({ event, data: typeof data === 'string' ? data : JSON.stringify(data) });

describe('httpFailure (§8.5)', () => {
  it.each([
    [401, 'Please log in to continue', 'signed-out'],
    [404, 'Could not load your personality profile. Please complete the assessment first.', 'no-profile'],
    [409, 'Simulation already in progress', 'busy'],
    [500, 'Failed to start conversation simulation', 'failed'],
    [429, 'Failed to start conversation simulation', 'failed'],
  ] as const)('%i → %s', (status, message, kind) => {
    const error = httpFailure(status);
    expect(error).toBeInstanceOf(SimulationError);
    expect(error.message).toBe(message);
    expect(error.kind).toBe(kind);
  });
});

describe('SIMULATION_MESSAGES.streamError', () => {
  it("prefixes 'Simulation error: ' once", () => {
    expect(SIMULATION_MESSAGES.streamError('engine down')).toBe('Simulation error: engine down');
    expect(SIMULATION_MESSAGES.streamError('Simulation error: engine down')).toBe('Simulation error: engine down');
  });
});

describe('decodeSimulationEvent', () => {
  it('decodes start, message, final and error', () => {
    expect(decodeSimulationEvent(frame('start', startFixture))).toMatchObject({ type: 'start', start: { seed: 42 } });
    expect(decodeSimulationEvent(frame('message', { role: 'b', text: 'hi', day: 1, window: 1 }))).toEqual({
      type: 'message',
      message: { role: 'b', text: 'hi', day: 1, window: 1 },
    });
    expect(decodeSimulationEvent(frame('final', resultFixture))).toMatchObject({ type: 'final', result: { compatibility_score: 0.82 } });
    expect(decodeSimulationEvent(frame('error', { message: 'boom' }))).toEqual({ type: 'error', message: 'boom' });
  });

  it('ignores event names it does not know', () => {
    expect(decodeSimulationEvent(frame('ping', '{}'))).toBeNull();
  });

  it.each([
    ['not JSON', frame('message', '{nope')],
    ['a wrong role', frame('message', { role: 'c', text: 'hi', day: 1, window: 1 })],
    ['a final without its result', frame('final', { transcript: [] })],
    ['an error without a message', frame('error', {})],
  ])("rejects %s with 'Invalid simulation response format'", (_, bad) => {
    expect(() => decodeSimulationEvent(bad)).toThrow(SIMULATION_MESSAGES.invalidFormat);
  });
});
