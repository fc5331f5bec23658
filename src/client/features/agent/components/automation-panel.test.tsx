import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredReply, reply, stubFetch } from '../../../../../tests/dom-support/fetch-stub';
import { providers } from '../../../../../tests/dom-support/providers';
import { apiPaths } from '../../../config/paths';
import { AutomationPanel } from './automation-panel';

describe("the automation panel's stats while they load or fail", () => {
  it('says Loading in words a screen reader reads, never as a label on a plain span (axe: aria-prohibited-attr)', () => {
    stubFetch({ [`GET ${apiPaths.automation}`]: deferredReply().handler });
    const { container } = render(<AutomationPanel />, { wrapper: providers() });
    expect(screen.getAllByText('Loading').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('span[aria-label]:not([role])')).toHaveLength(0);
  });

  it('says Not available when the stats cannot be read', async () => {
    stubFetch({ [`GET ${apiPaths.automation}`]: () => reply(500, { error: 'down' }) });
    const { container } = render(<AutomationPanel />, { wrapper: providers() });
    expect((await screen.findAllByText('Not available')).length).toBeGreaterThan(0);
    expect(container.querySelectorAll('span[aria-label]:not([role])')).toHaveLength(0);
  });
});
