import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VOICE_PLACEHOLDER, type ChatSession } from '@shared/schemas/mobile-chat';
import { reply, stubFetch, type StubReply } from '../../../../../tests/dom-support/fetch-stub';
import { useChat } from './use-chat';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

const session: ChatSession = {
  id: '5f0c8a8e-7c1e-4c57-9a39-0a4f4f8d2b11',
  name: 'Noor',
  expires_at: '2026-11-24T12:00:00.000Z',
  conversation_history: [],
  voice: { transcription: false, speech: false },
};
const recording = { wav: new Uint8Array([1, 2, 3, 4]), durationMs: 2000 };
const VOICE = 'POST /api/mobile-chat/voice';

/** The voice route's answer: the stored voice note as a server-sent event (no transcription, so no reply). */
const stored = (clientId: string): StubReply => {
  const note = {
    id: '0b7c3f0e-3d1a-4a8e-8a53-2f4cbe0c9d21',
    content: VOICE_PLACEHOLDER,
    role: 'user',
    timestamp: '2026-11-23T12:00:00.000Z',
    type: 'voice',
    client_id: clientId,
    duration_ms: 2000,
  };
  return { raw: `event: message\ndata: ${JSON.stringify(note)}\n\n`, headers: { 'content-type': 'text/event-stream' } };
};

describe('useChat voice notes (issue 13: a failed upload keeps the recording)', () => {
  it('keeps a recording whose upload failed, and Tap to retry sends the same audio with the same client id', async () => {
    let attempt = 0;
    const server = stubFetch({
      [VOICE]: (r) => (++attempt === 1 ? 'network-error' : stored(new URLSearchParams(r.search).get('client_id')!)),
    });
    const { result } = renderHook(() => useChat(session, { onSessionGone: vi.fn() }));
    await act(() => result.current.sendRecording(recording));
    expect(result.current.messages.map((m) => [m.type, m.status])).toEqual([['voice', 'failed']]);
    act(() => result.current.retry(result.current.messages[0]!));
    await waitFor(() =>
      expect(result.current.messages.map((m) => [m.type, m.status, m.content])).toEqual([['voice', 'sent', VOICE_PLACEHOLDER]]),
    );
    const [first, second] = server.to(VOICE);
    expect(second!.search).toBe(first!.search);
  });

  it('drops a recording the server refused as audio: sending it again cannot help', async () => {
    stubFetch({ [VOICE]: () => reply(400, { code: 'invalid_audio', message: 'Failed to process voice message' }) });
    const { result } = renderHook(() => useChat(session, { onSessionGone: vi.fn() }));
    await act(() => result.current.sendRecording(recording));
    expect(result.current.messages).toEqual([]);
  });
});
