import { ACCESSIBILITY_CLASSES, ACCESSIBILITY_STORAGE_KEY, DEFAULT_ACCESSIBILITY } from '../domain/monitoring/accessibility';

/** §3 accessibility settings applied before the first paint: the classes client/lib/accessibility-settings.ts sets. */
const APPLY_ACCESSIBILITY =
  `try{var a=JSON.parse(localStorage.getItem(${JSON.stringify(ACCESSIBILITY_STORAGE_KEY)})||"{}"),` +
  `c=${JSON.stringify(ACCESSIBILITY_CLASSES)},d=${JSON.stringify(DEFAULT_ACCESSIBILITY)};` +
  'for(var k in c)if(typeof a[k]==="boolean"?a[k]:d[k])document.documentElement.classList.add(c[k])}catch(e){}';

/** The footer's year is the reader's, not the build's (the loader runs right after the prerendered page). */
const CURRENT_YEAR = 'var y=document.querySelector("[data-year]");if(y)y.textContent=String(new Date().getFullYear());';

/**
 * On the prerendered page's wrapper until the first paint, when the loader takes it off: the
 * skyline's layers (most of the page's shapes) wait for the frame after the first, so no single
 * frame carries the whole page (issue 29). NOTE: it is in the markup, not set by the loader, since
 * the browser may paint before the parser reaches the loader; the rule that hides the layers holds
 * only while scripting is enabled, so without JavaScript the skyline is in the first frame.
 */
export const SKYLINE_LATER_CLASS = 'skyline-later';

/**
 * The landing page's only inline script (issue 10, docs/decisions/012): it starts the island
 * (`data-src`, the hashed module the build wrote) once the browser reports the first paint, or on
 * the first press, key or focus, whichever comes first, or after a second at most. A press on the
 * page before the island runs is held (`window.mayaTap`) for the island to replay, and any use
 * (`window.mayaWanted`) has it load the app at once. A module script
 * in the page would run when parsing ends, before the first frame, and its round trip would count
 * into the LCP. NOTE: the server allows exactly this text by its sha256 in the CSP
 * (server/plugins/security-headers.ts); the build writes it verbatim, so change it only here.
 * It also puts the person's accessibility settings on <html> and the current year in the footer
 * before the page is painted, and holds the skyline's layers back until the first paint
 * (SKYLINE_LATER_CLASS).
 */
export const LANDING_LOADER = [
  APPLY_ACCESSIBILITY,
  CURRENT_YEAR,
  '(function(src){',
  `function go(){var l=document.querySelector(".${SKYLINE_LATER_CLASS}");if(l)l.classList.remove("${SKYLINE_LATER_CLASS}");` +
    'if(!src)return;var s=document.createElement("script");s.type="module";s.src=src;src="";document.head.appendChild(s)}',
  'try{new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true})}catch(e){}',
  'function want(){window.mayaWanted=true;go()}',
  '["pointerdown","keydown","focusin"].forEach(function(t){addEventListener(t,want,{once:true,passive:true})});',
  'addEventListener("click",function(e){if(window.mayaIsland)return;',
  'var c=e.target.closest&&e.target.closest("a[href],button");if(c){e.preventDefault();window.mayaTap=c;go()}},true);',
  'setTimeout(go,1000)',
  '})(document.currentScript.dataset.src)',
].join('');
