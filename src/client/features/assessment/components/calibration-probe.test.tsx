import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CalibrationProbe } from './calibration-probe';
import type { Probe } from '../lib/probe';

const show = (probe: Probe) =>
  render(<CalibrationProbe probe={probe} chosenLabel="Let's make it an adventure" pending={false} onAnswer={vi.fn()} />);
const context = () => screen.getByText(/Let's make it an adventure/).closest('p')!.textContent;

describe('CalibrationProbe', () => {
  it('does not present a question about the person as a question about the option just chosen', () => {
    show({
      condition: 'always',
      probeType: 'likert_scale',
      question: 'How tidy and organised is your place, most of the time? (1 = a bit of a mess, 5 = always tidy)',
    });
    expect(context()).toBe("Got it: “Let's make it an adventure”. One more about you.");
    expect(screen.getByRole('heading', { name: 'How tidy and organised is your place, most of the time?' })).toBeTruthy();
  });

  it('says which option a question about the choice is about', () => {
    show({ condition: 'hesitation', probeType: 'text_justification', question: 'What made you pick that one?', threshold: 2000 });
    expect(context()).toBe("You chose “Let's make it an adventure”");
  });
});
