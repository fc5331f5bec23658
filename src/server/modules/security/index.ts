/** The security log and sign-in anomaly reports. The only file outside this module may import (ADR 046). */
export { createAnomalyReports, type AnomalyReports } from './anomaly-reports';
export { recentSecurityEvents } from './recent-events';
export { createSecurityLog, type SecurityLog } from './security-log';
