/** What a shortcut asks of the overlays' host (§2.16): open or close an overlay, or move focus. */
export type OverlayName = 'performance' | 'accessibility' | 'health' | 'security';
export type WatchtowerCommand = OverlayName | 'header' | 'main' | 'search';

export const isOverlay = (c: WatchtowerCommand): c is OverlayName =>
  c === 'performance' || c === 'accessibility' || c === 'health' || c === 'security';
