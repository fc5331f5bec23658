import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveAccessibility } from '@client/lib/accessibility-settings';
import { DEFAULT_ACCESSIBILITY } from '@shared/domain/monitoring/accessibility';
import { providers } from '../../../../tests/dom-support/providers';
import { Spinner } from '../ui/spinner';
import { PageTransition } from './page-transition';

/** happy-dom's matchMedia, answering the reduced-motion query as told. */
const prefersReducedMotion = (on: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: on && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));

const animation = () => (screen.getByText('page').parentElement as HTMLElement).style.animation;

afterEach(() => saveAccessibility(DEFAULT_ACCESSIBILITY));

describe('motion by quality (§2.16, §9)', () => {
  it('page transitions last 0.2, 0.3 and 0.4 s at low, medium and high quality, and none at quality none', () => {
    prefersReducedMotion(false);
    for (const [quality, seconds] of [
      ['low', '0.2s'],
      ['medium', '0.3s'],
      ['high', '0.4s'],
    ] as const) {
      const { unmount } = render(
        <PageTransition quality={quality}>
          <p>page</p>
        </PageTransition>,
        { wrapper: providers() },
      );
      expect(animation()).toMatch(new RegExp(`^page-enter ${seconds.replace('.', '\\.')} `));
      unmount();
    }
    render(
      <PageTransition quality="none">
        <p>page</p>
      </PageTransition>,
      { wrapper: providers() },
    );
    expect(animation()).toBe('');
  });

  it('measured quality: none under the system preference, and under the accessibility setting', () => {
    prefersReducedMotion(true);
    const first = render(
      <PageTransition>
        <p>page</p>
      </PageTransition>,
      { wrapper: providers() },
    );
    expect(animation()).toBe('');
    first.unmount();

    prefersReducedMotion(false);
    vi.stubGlobal('navigator', { ...navigator, hardwareConcurrency: 8 });
    saveAccessibility({ ...DEFAULT_ACCESSIBILITY, reducedMotion: true });
    const second = render(
      <PageTransition>
        <p>page</p>
      </PageTransition>,
      { wrapper: providers() },
    );
    expect(animation()).toBe('');
    second.unmount();
    saveAccessibility(DEFAULT_ACCESSIBILITY);
    render(
      <PageTransition>
        <p>page</p>
      </PageTransition>,
      { wrapper: providers() },
    );
    expect(animation()).toMatch(/^page-enter 0\.4s /);
  });

  it('a low-end device (fewer than 4 cores) gets the low transition', () => {
    prefersReducedMotion(false);
    vi.stubGlobal('navigator', { ...navigator, hardwareConcurrency: 2 });
    render(
      <PageTransition>
        <p>page</p>
      </PageTransition>,
      { wrapper: providers() },
    );
    expect(animation()).toMatch(/^page-enter 0\.2s /);
  });

  it('spinners turn once every 1, 0.8 and 0.6 s and come in sm, md and lg', () => {
    prefersReducedMotion(false);
    const period = (quality: 'low' | 'medium' | 'high') => {
      const { container, unmount } = render(<Spinner quality={quality} />);
      const value = (container.querySelector('.animate-spin') as HTMLElement).style.animationDuration;
      unmount();
      return value;
    };
    expect([period('low'), period('medium'), period('high')]).toEqual(['1s', '0.8s', '0.6s']);
    const sizes = (['sm', 'md', 'lg'] as const).map((size) => {
      const { container, unmount } = render(<Spinner size={size} />);
      const cls = (container.querySelector('.animate-spin') as HTMLElement).className;
      unmount();
      return cls.match(/size-\d+/)![0];
    });
    expect(sizes).toEqual(['size-4', 'size-8', 'size-12']);
  });
});
