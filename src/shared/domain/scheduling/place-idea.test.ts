import { describe, expect, it } from 'vitest';
import { placeIdea } from './place-idea';

describe('placeIdea', () => {
  it('follows what most of their shared interests point to', () => {
    expect(placeIdea(['coffee']).kind).toBe('cafe');
    expect(placeIdea(['Hiking', 'nature']).text).toBe('a walk in a park');
    expect(placeIdea(['coffee', 'modern art', 'museums']).kind).toBe('gallery');
  });

  it('falls back to a café, and sends nobody to a park after dark', () => {
    expect(placeIdea([]).kind).toBe('cafe');
    expect(placeIdea(['quantum physics']).kind).toBe('cafe');
    expect(placeIdea(['hiking'], { localStartHour: 19 }).outdoors).toBe(false);
    expect(placeIdea(['hiking'], { localStartHour: 14 }).kind).toBe('park-walk');
  });
});
