import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '../../../../tests/dom-support/fetch-stub';
import { useInteractionQueue } from './use-interaction-queue';
import { useRecordView, type ViewedProfile } from './use-record-view';

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
type Batch = { interactions: { client_id: string; type: string }[]; confidence: number };

describe('useInteractionQueue (spec §7.1, §9: every 30 s, 10 at a time, beacon on page hide)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends 10 at a time every 30 s with confidence 0.6, and retries a failed batch with the same client ids', async () => {
    let fail = true;
    const server = stubFetch({
      'POST /api/mobile-chat/companion/interactions': () => (fail ? 'network-error' : reply(200, { stored: 10, categories: [] })),
    });
    const { result } = renderHook(() => useInteractionQueue());
    act(() => {
      for (let i = 0; i < 12; i++) result.current.record({ type: 'message', content: `hi ${i}`, context: {} });
    });
    await pass(29_999);
    expect(server.requests).toHaveLength(0);
    await pass(1);
    const first = server.to('POST /api/mobile-chat/companion/interactions')[0]!.body as Batch;
    expect(first.interactions).toHaveLength(10);
    expect(first.confidence).toBe(0.6);
    expect(result.current.pending()).toBe(12);
    fail = false;
    await pass(30_000);
    const retry = server.to('POST /api/mobile-chat/companion/interactions')[1]!.body as Batch;
    expect(retry.interactions.map((i) => i.client_id)).toEqual(first.interactions.map((i) => i.client_id));
    expect(result.current.pending()).toBe(2);
    await pass(30_000);
    expect((server.to('POST /api/mobile-chat/companion/interactions')[2]!.body as Batch).interactions).toHaveLength(2);
    expect(result.current.pending()).toBe(0);
  });

  it('sends what is left as beacons of at most 10 when the page is hidden', async () => {
    stubFetch({});
    const beacons: Batch[] = [];
    const sendBeacon = vi.fn((url: string, data: Blob) => {
      void url;
      void data.text().then((t) => beacons.push(JSON.parse(t) as Batch));
      return true;
    });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon }));
    const { result } = renderHook(() => useInteractionQueue());
    act(() => {
      for (let i = 0; i < 15; i++) result.current.record({ type: 'like', content: null, context: {} });
    });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await pass(0);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(sendBeacon.mock.calls[0]![0]).toBe('/api/mobile-chat/companion/interactions');
    expect(beacons.map((b) => b.interactions.length)).toEqual([10, 5]);
    expect(result.current.pending()).toBe(0);
  });

  it('sends what is left at once when the screen that queued it goes away (a route change fires no page hide)', async () => {
    const server = stubFetch({ 'POST /api/mobile-chat/companion/interactions': () => reply(200, { stored: 1, categories: [] }) });
    const { result, unmount } = renderHook(() => useInteractionQueue());
    act(() => {
      result.current.record({ type: 'profile_view', content: null, context: { profile: 'own' } });
    });
    expect(server.requests).toHaveLength(0);
    unmount();
    await pass(0);
    expect((server.to('POST /api/mobile-chat/companion/interactions')[0]!.body as Batch).interactions.map((i) => i.type)).toEqual([
      'profile_view',
    ]);
  });
});

describe('useRecordView (issue 14: a profile shown is a profile_view interaction)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('records one view per profile shown, however often the screen renders, and a new match as a new view', async () => {
    const server = stubFetch({ 'POST /api/mobile-chat/companion/interactions': () => reply(200, { stored: 1, categories: [] }) });
    type Props = { viewed: ViewedProfile | null };
    const { rerender } = renderHook(({ viewed }: Props) => useRecordView(viewed), { initialProps: { viewed: null } as Props });
    rerender({ viewed: { profile: 'match', screen: 'connections', matchName: 'Noor' } });
    rerender({ viewed: { profile: 'match', screen: 'connections', matchName: 'Noor' } });
    rerender({ viewed: { profile: 'match', screen: 'connections', matchName: 'Kai' } });
    await pass(30_000);
    const sent = (
      server.to('POST /api/mobile-chat/companion/interactions')[0]!.body as {
        interactions: { type: string; content: string; context: Record<string, unknown> }[];
      }
    ).interactions;
    expect(sent.map((i) => [i.type, i.content, i.context.profile, i.context.screen])).toEqual([
      ['profile_view', 'Noor', 'match', 'connections'],
      ['profile_view', 'Kai', 'match', 'connections'],
    ]);
    expect(typeof sent[0]!.context.localHour).toBe('number');
  });
});
