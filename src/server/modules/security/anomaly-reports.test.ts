import { describe, expect, it } from 'vitest';
import { createAnomalyReports } from './anomaly-reports';

describe('anomaly reports (one log row per person and anomaly per 10 minutes)', () => {
  it('lets each anomaly through once per window and person, and forgets a person on deletion', async () => {
    const reports = createAnomalyReports({ keyPrefix: 'test:', windowMs: 1000 });
    expect(await reports.fresh('ada', ['time_anomaly', 'time_anomaly'])).toEqual(['time_anomaly']);
    expect(await reports.fresh('ada', ['time_anomaly', 'device_change'])).toEqual(['device_change']);
    expect(await reports.fresh('grace', ['time_anomaly'])).toEqual(['time_anomaly']);
    await reports.forget('ada');
    expect(await reports.fresh('ada', ['time_anomaly', 'device_change'])).toEqual(['time_anomaly', 'device_change']);
    expect(await reports.fresh('grace', ['time_anomaly'])).toEqual([]);
  });
});
