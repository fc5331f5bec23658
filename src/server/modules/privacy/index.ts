/**
 * The person's data (ADR 019): export, erasure and the personal-data registry. The only file outside this module
 * may import (ADR 046).
 */
export { erasePersonalData } from './erase-personal-data';
export { createExportLimit, type ExportLimit } from './export-limit';
export { exportPersonalData } from './export-personal-data';
