import { describe, expect, it } from 'vitest';
import { createSseParser, parseSse } from './sse-parser';

describe('parseSse', () => {
  it('reads named frames with JSON data', () => {
    expect(parseSse('event: start\ndata: {"a":1}\n\nevent: final\ndata: {}\n\n')).toEqual([
      { event: 'start', data: '{"a":1}' },
      { event: 'final', data: '{}' },
    ]);
  });

  it("defaults the event name to 'message' and joins data lines with LF", () => {
    expect(parseSse('data: one\ndata: two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('accepts CRLF and CR line ends', () => {
    expect(parseSse('event: a\r\ndata: 1\r\n\r\nevent: b\rdata: 2\r\r')).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
  });

  it('ignores comments, unknown fields and frames without data', () => {
    expect(parseSse(': heartbeat\n\nretry: 100\nfoo: bar\n\nevent: ping\n\nevent: x\ndata: y\n\n')).toEqual([{ event: 'x', data: 'y' }]);
  });

  it('drops only one space after the colon, and reads a field without a colon as empty', () => {
    expect(parseSse('data:  two spaces\ndata\n\n')).toEqual([{ event: 'message', data: ' two spaces\n' }]);
  });

  it('keeps colons inside the value', () => {
    expect(parseSse('data: {"text":"a: b"}\n\n')).toEqual([{ event: 'message', data: '{"text":"a: b"}' }]);
  });

  it('keeps the last id', () => {
    expect(parseSse('id: 7\ndata: x\n\n')).toEqual([{ event: 'message', data: 'x', id: '7' }]);
  });

  it('strips a leading byte-order mark', () => {
    expect(parseSse('\uFEFFevent: a\ndata: 1\n\n')).toEqual([{ event: 'a', data: '1' }]);
  });

  it('dispatches a final frame that lacks its blank line when the stream ends', () => {
    expect(parseSse('event: final\ndata: {}\n')).toEqual([{ event: 'final', data: '{}' }]);
    expect(parseSse('event: final\ndata: {}')).toEqual([{ event: 'final', data: '{}' }]);
    expect(parseSse('event: final\n')).toEqual([]);
  });
});

describe('createSseParser (chunked)', () => {
  const stream = 'event: start\r\ndata: {"x":"héllo"}\r\n\r\n: ping\n\nevent: message\ndata: {"role":"a"}\n\nevent: final\ndata: {"done":true}\n\n';
  const expected = [
    { event: 'start', data: '{"x":"héllo"}' },
    { event: 'message', data: '{"role":"a"}' },
    { event: 'final', data: '{"done":true}' },
  ];

  it('gives the same frames however the text is split (every split point, and one char at a time)', () => {
    for (let cut = 0; cut <= stream.length; cut++) {
      const parser = createSseParser();
      const frames = [...parser.push(stream.slice(0, cut)), ...parser.push(stream.slice(cut)), ...parser.end()];
      expect(frames, `cut at ${cut}`).toEqual(expected);
    }
    const parser = createSseParser();
    const frames = [...stream].flatMap((ch) => parser.push(ch));
    expect([...frames, ...parser.end()]).toEqual(expected);
  });

  it('returns a frame from the chunk that completes it, not before', () => {
    const parser = createSseParser();
    expect(parser.push('event: start\ndata: {')).toEqual([]);
    expect(parser.push('}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'start', data: '{}' }]);
  });

  it('treats a CR at the end of one chunk and an LF at the start of the next as one line end', () => {
    const parser = createSseParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('\ndata: b\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
