/**
 * True when this document arrived with the landing page already rendered into #root (index.html is
 * prerendered at build time). Read once, when the entry loads, before React replaces that markup.
 */
export const arrivedPrerendered = typeof document !== 'undefined' && document.querySelector('[data-prerendered]') !== null;
