import { casualToPlain } from './casual-text';

/** Asking Maya to forget something she remembers ("forget that I live in Lisbon", "please don't keep my age"). */
const FORGET = /\b(?:forget|delete|remove|erase|unlearn)\b|\bdon't\s+(?:keep|store|save|remember)\b/i;
/** "don't forget my birthday" asks the opposite. */
const KEEP = /\b(?:don't|never|do\s+not)\s+forget\b/i;
/** "forget that …", "forget what I said about …", "delete the thing about …": what follows is the target. */
const VERB = String.raw`(?:forget|delete|remove|erase|unlearn|keep|store|save|remember)\s+(?:about\s+)?(?:that\s+|it\s+that\s+)?`;
const WRAPPER = String.raw`(?:what\s+i\s+(?:said|told\s+you)\s+about\s+|the\s+(?:thing|part|bit)\s+about\s+|everything\s+about\s+)?`;
const TARGET = new RegExp(String.raw`\b${VERB}${WRAPPER}(.*)$`, 'i');

export const asksToForget = (message: string) => {
  const plain = casualToPlain(message);
  return FORGET.test(plain) && !KEEP.test(plain);
};

/** What the person asks Maya to forget, in their words ("I live in Lisbon", "my job"); empty when they ask nothing. */
export function forgetTarget(message: string): string {
  const plain = casualToPlain(message);
  if (!asksToForget(plain)) return '';
  return (plain.match(TARGET)?.[1] ?? '').replace(/[.!?]+$/, '').trim();
}
