/**
 * Health and telemetry: the server's health, the event loop, stored metrics and analytics. The only file outside
 * this module may import (ADR 046).
 */
export { createEventLoopMonitor } from './event-loop';
export { serverHealth } from './server-health';
export { appMetrics, ownMetrics, ownSecurityEvents, storeAnalyticsEvents, storePerformanceMetrics } from './telemetry-store';
export { createMetricsRegistry } from './prometheus';
