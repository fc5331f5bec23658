import { describe, expect, it } from 'vitest';
import { createThinkingFilter, splitThinking, ThinkingLeakError } from './thinking';

describe('splitThinking', () => {
  it('removes <think> blocks and keeps the answer', () => {
    expect(splitThinking('<think>\nLet me see.\n</think>\n\n{"a": 1}')).toEqual({ text: '{"a": 1}', thinking: '\nLet me see.\n' });
    expect(splitThinking('<thinking>x</thinking>Hello')).toEqual({ text: 'Hello', thinking: 'x' });
  });
  it('an unclosed block (cut while thinking) leaves no answer', () => {
    expect(splitThinking('<think>still going')).toEqual({ text: '', thinking: 'still going' });
  });
  it('a closing tag without its opening ends thinking that began at the start (DeepSeek-R1 templates)', () => {
    expect(splitThinking('Okay, so they want JSON.</think>{"a": 1}')).toEqual({ text: '{"a": 1}', thinking: 'Okay, so they want JSON.' });
  });
  it('leaves a reply without thinking alone', () => {
    expect(splitThinking('Plain <b>text</b>')).toEqual({ text: 'Plain <b>text</b>', thinking: '' });
  });
});

describe('createThinkingFilter', () => {
  const run = (chunks: string[]) => {
    const filter = createThinkingFilter();
    const shown = chunks.map((c) => filter.push(c)).join('') + filter.end();
    return { shown, thinking: filter.thinking };
  };

  it('filters blocks whose tags are split across chunks', () => {
    expect(run(['<thi', 'nk>plan', 'ning</th', 'ink>', '\n\nHello ', 'there'])).toEqual({ shown: '\n\nHello there', thinking: 'planning' });
  });
  it('shows a "<" that turns out to be text', () => {
    expect(run(['a <', '3 b'])).toEqual({ shown: 'a <3 b', thinking: '' });
    expect(run(['ends with <'])).toEqual({ shown: 'ends with <', thinking: '' });
  });
  it('drops an orphan closing tag that comes before anything was shown', () => {
    expect(run(['Okay, thinking</think>', 'Hi!'])).toEqual({ shown: 'Hi!', thinking: 'Okay, thinking' });
  });
  it('throws when thinking turns out to have been shown already', () => {
    const filter = createThinkingFilter();
    filter.push('Okay, so ');
    expect(() => filter.push('I should say hi.</think>Hi!')).toThrow(ThinkingLeakError);
  });
});
