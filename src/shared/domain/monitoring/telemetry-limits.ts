/** The most events one analytics post carries, and metrics one metrics post carries (both ends agree). */
export const MAX_ANALYTICS_BATCH = 20;
export const MAX_METRICS_BATCH = 20;
