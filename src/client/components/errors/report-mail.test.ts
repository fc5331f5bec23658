import { describe, expect, it } from 'vitest';
import { createErrorId, describeError } from './report-mail';
import { buildReportMailto } from './report-mailto';

const parse = (mailto: string) => {
  const [address, query] = mailto.slice('mailto:'.length).split('?');
  const params = new URLSearchParams(query);
  return { to: decodeURIComponent(address ?? ''), subject: params.get('subject'), body: params.get('body') ?? '' };
};

describe('buildReportMailto', () => {
  const report = {
    errorId: 'ERR-ABC-1234',
    error: new TypeError('x is undefined'),
    boundary: 'route',
    url: 'https://maya.app/beta?x=1&y=2',
    timestamp: '2025-01-02T03:04:05.000Z',
  };

  it('addresses the support e-mail with the Error ID in the subject', () => {
    const mail = parse(buildReportMailto('support@maya.app', report));
    expect(mail.to).toBe('support@maya.app');
    expect(mail.subject).toBe('Error report ERR-ABC-1234');
  });

  it('prefills error details, boundary name, URL and timestamp', () => {
    const { body } = parse(buildReportMailto('support@maya.app', report));
    expect(body).toContain('Error ID: ERR-ABC-1234');
    expect(body).toContain('Error: TypeError: x is undefined');
    expect(body).toContain('Boundary: route');
    expect(body).toContain('URL: https://maya.app/beta?x=1&y=2');
    expect(body).toContain('Time: 2025-01-02T03:04:05.000Z');
    expect(body).toContain('Stack:');
  });

  it('keeps the draft short when the stack is huge', () => {
    const error = new Error('boom');
    error.stack = 'at frame\n'.repeat(2000);
    const url = buildReportMailto('support@maya.app', { ...report, error });
    expect(parse(url).body.length).toBeLessThan(1700);
  });

  it('encodes characters that would break the mailto: URL', () => {
    const url = buildReportMailto('support@maya.app', { ...report, error: new Error('a&b?c=d#e') });
    expect(url).not.toContain('#');
    expect(parse(url).body).toContain('a&b?c=d#e');
  });
});

describe('describeError', () => {
  it('reads router error responses and plain values', () => {
    expect(describeError({ status: 404, statusText: 'Not Found', data: 'No route' })).toEqual({
      name: 'HTTP 404',
      message: 'Not Found — No route',
    });
    expect(describeError('plain text')).toEqual({ name: 'Error', message: 'plain text' });
    expect(describeError(undefined)).toEqual({ name: 'Error', message: 'Unknown error' });
  });
});

describe('createErrorId', () => {
  it('is stable for the same inputs and upper-case', () => {
    expect(createErrorId(1_700_000_000_000, () => 0.5)).toBe(`ERR-${(1_700_000_000_000).toString(36).toUpperCase()}-8000`);
  });
});
