import { describeError, type ErrorReport } from './report-mail';

/**
 * The 'Report' mail draft (spec §2.16). Its own module: the error screen loads it when Report is
 * pressed, so it stays out of the entry chunk that every first visit downloads.
 */

const MAX_STACK = 1200; // mailto: URLs get cut off by some clients past ~2 000 characters

export function buildReportMailto(to: string, report: ErrorReport): string {
  const { name, message, stack } = describeError(report.error);
  const lines = [
    'Hi Maya team,',
    '',
    'I ran into an error. What I was doing:',
    '',
    '',
    '--- Details ---',
    `Error ID: ${report.errorId}`,
    `Error: ${name}: ${message}`,
    `Boundary: ${report.boundary}`,
    `URL: ${report.url}`,
    `Time: ${report.timestamp}`,
  ];
  if (stack) lines.push('', 'Stack:', stack.length > MAX_STACK ? `${stack.slice(0, MAX_STACK)}…` : stack);
  const subject = `Error report ${report.errorId}`;
  return `mailto:${encodeURIComponent(to)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}
