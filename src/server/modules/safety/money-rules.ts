import type { Views } from './normalise';

const rx = (source: string) => new RegExp(source);
const any = (patterns: RegExp[], texts: string[]) => patterns.some((p) => texts.some((t) => p.test(t)));

const CURRENCY_WORDS = String.raw`dollars?|bucks|euros?|pounds?|quid|usd|eur|gbp|naira|rupees?|inr|pesos?|rand|cedis?|ringgit|lira|dirhams?|aed|shillings?|ksh|usdt`;
/** "$200", "200 dollars", "€1,500", "2k usd", "300 bucks", "a grand" (the signs survive normalise.ts's look-alike table). */
const AMOUNT = String.raw`(?:(?:[$€£₦₹¥₱₩₵₺₽฿₫₴]|\busd|\beur|\bgbp|\brs\.?)\s?\d[\d,.]*\s?k?\b|\b\d[\d,.]*\s?(?:k\s?)?(?:[$€£₦₹¥₱₩₵₺₽฿₫₴]|(?:${CURRENCY_WORDS})\b)|\b(?:a|one|two|few|\d+)\s+grand\b)`;
const MONEY = String.raw`(?:money|cash|funds|payment|dough|moolah|${AMOUNT})`;

const GIFT_CARD = String.raw`(?:(?:gift|itunes|apple|steam|google ?play|play ?store|amazon|razer|ebay|sephora|vanilla|visa|target|walmart|xbox|psn|playstation|netflix)\s*(?:gift\s*)?cards?|e-?gift)`;
const GIFT_CARDS = [
  rx(String.raw`\b(?:send|buy|get|grab|pick up|bring|purchase)\s+(?:me|us|for me)\b.{0,40}?\b${GIFT_CARD}`),
  rx(String.raw`\bin\s+(?:\w+\s+){0,2}${GIFT_CARD}`),
  rx(String.raw`${GIFT_CARD}.{0,60}?\b(?:codes?|scratch|back of|photos?|pics?|pictures?|numbers? on)\b`),
  rx(String.raw`\bneed\s+(?:\d+|some|a few|few|more)\s+${GIFT_CARD}`),
  rx(String.raw`\b(?:can|could|would|will)\s+(?:you|u)\b.{0,30}?${GIFT_CARD}`),
  rx(String.raw`${GIFT_CARD}\s+(?:for|to)\s+me\b`),
];

const CHANNEL = String.raw`(?:western union|money ?gram|wire transfer|bank transfer|iban|swift code|sort code|routing number|paypal|venmo|cash ?app|zelle|revolut|remitly|world ?remit|m-?pesa|gcash|upi)`;
const PAYMENT = [
  /\b(?:western union|money ?gram|remitly|world ?remit)\b/,
  /\b(?:venmo|zelle|paypal|cash ?app|revolut|gcash|m-?pesa)\s+me\b/,
  rx(String.raw`\b(?:send|wire|transfer|pay|deposit)\b.{0,40}?\b(?:via|through|by|on|with|to|into|using)\s+(?:my\s+)?${CHANNEL}`),
  rx(String.raw`\b(?:my|your|ur)\s+${CHANNEL}\s*(?:is|:|tag|id|handle|name|details|info)`),
  /\b(?:what'?s|whats|send|give|need|share|drop|tell me)\s+(?:me\s+)?(?:your|ur)\s+(?:bank|account|card|iban|paypal|venmo|cash ?app|zelle|routing|cvv|credit card|debit card)\b/,
  /\b(?:card|account|routing)\s+(?:number|details|info)\b.{0,30}?\b(?:send|give|need|tell|share)\b|\b(?:send|give|need|tell|share)\b.{0,30}?\b(?:card|account|routing)\s+(?:number|details)\b/,
  /\bcvv\b/,
  // The code a site texts to confirm an account, asked for to take the account over.
  /\b(?:send|give|tell|read|share|forward)\b.{0,30}?\b(?:verification|confirmation|security|otp|6[- ]digit|six[- ]digit|google voice)\s+code\b/,
  /\b(?:verification|confirmation|security|otp|6[- ]digit|six[- ]digit|google voice)\s+code\b.{0,40}?\b(?:send|give|tell|read|share|forward)\s+(?:it\s+)?(?:to\s+)?me\b/,
];

const CRYPTO = String.raw`(?:bitcoin|btc|crypto(?:currency|currencies)?|usdt|tether|ethereum|\beth\b|binance|coinbase|bybit|okx|kucoin|metamask|trust ?wallet|wallet address|forex|fx trading|binary options?|trading (?:platform|app|account|signals?|bot)|gold (?:trading|investment)|mining pool|liquidity mining|staking|defi|meme ?coins?|altcoins?|trad(?:e|ing) (?:gold|forex|crypto|bitcoin|options|futures|commodities))`;
const PITCH = String.raw`(?:profits?|returns?|\broi\b|earn(?:ed|ing|s)?\b|made\s+(?:over\s+|about\s+)?[$€£]?\d|making\s+[$€£]?\d|\d+\s?%|double[ds]?\b|guarantee|opportunit|invest|teach (?:you|u)|show (?:you|u)|mentor|coach|my (?:uncle|aunt|auntie|cousin)|insider|signals|passive income|financial freedom|deposit|withdraw|get rich|rich quick|easy money|side income|join me|try it|start with|small amount|minimum)`;
const CRYPTO_WORD = rx(CRYPTO);
const PITCH_WORD = rx(PITCH);
const INVESTMENT = [
  rx(
    String.raw`\binvest(?:ing|ment|ments|or)?\b.{0,80}?(?:\d+\s?%\s*(?:a|per|every|in a|each)?\s*(?:day|week|month|daily|weekly|monthly)|guarantee|double (?:your|ur|it|the)|` +
      String.raw`opportunit|teach (?:you|u)|show (?:you|u) how|passive income|financial freedom|high returns?|get rich|side income|my mentor|small (?:amount|investment)|minimum)`,
  ),
  rx(String.raw`\b(?:investment|business|trading)\s+opportunit`),
  rx(String.raw`\b(?:deposit|invest|put in)\s+(?:just\s+|only\s+)?(?:${AMOUNT}|\d+)\b.{0,80}?\b(?:profits?|returns?|earn|double|withdraw)`),
  rx(
    String.raw`\b(?:made|make|making|earn(?:ed|ing)?|profit(?:ed)?)\s+(?:over\s+|about\s+|like\s+)?(?:${AMOUNT}|\d+\s?%|\d+k)` +
      String.raw`.{0,40}?\b(?:trading|investing|invest|forex|crypto|bitcoin|platform|signals)\b`,
  ),
  rx(
    String.raw`\b(?:trading|investing|forex)\b.{0,40}?\b(?:made|make|making|earn|earned|earning|profit)\s+(?:over\s+|about\s+|like\s+)?(?:${AMOUNT}|\d+\s?%|\d+k)`,
  ),
];

/** A hardship told to explain why money is needed. */
const EMERGENCY = rx(
  String.raw`\b(?:hospital|surgery|operation|medical|medicine|medication|treatment|doctor|stuck|stranded|airport|customs|visa|passport|clearance|fees?|fine|bail|jail|` +
    String.raw`arrested|police|rent|evict(?:ed|ion)|landlord|electricity|bills?|stolen|robbed|mugged|lost my (?:wallet|card|bag|phone)|frozen|blocked|locked|suspended|` +
    String.raw`emergency|urgent(?:ly)?|sick|ill|accident|funeral|flight|ticket|fare|broke|owe|debt|tuition|data|airtime|recharge|deployed|oil rig|offshore|` +
    String.raw`inheritance|package|shipping|parcel|consignment|diplomat|embassy)\b`,
);
const MONEY_SENSE = rx(
  String.raw`${MONEY}|\b(?:pay|paid|fee|fees|cost|costs|bill|bills|rent|fine|bail|loan|deposit|afford|charge|charges|price)\b|\b(?:just|only|about|like|around)\s+\d{2,}\b`,
);
const ASKS = [
  rx(
    String.raw`\b(?:send|lend|loan|borrow|spare|give|wire|transfer|spot|front|pay|cover)\s+(?:me|us)?\s*(?:some\s+|a (?:little|bit|few)\s+|the\s+|a\s+)?${MONEY}`,
  ),
  /\b(?:can|could|would|will|pls|please)\s+(?:you|u)\s+(?:please\s+|pls\s+|maybe\s+|possibly\s+)?(?:lend|loan|spot|cover|transfer|wire)\b/,
  // "can you help me?", "could you help me out with the fee": not "could you help me find a flatmate"
  rx(
    String.raw`\b(?:can|could|would|will|pls|please)\s+(?:you|u)\s+(?:please\s+|pls\s+|maybe\s+|possibly\s+)?(?:help|assist|support)\s*(?:\bme\b\s*|\bus\b\s*)?(?:\bout\b\s*)?` +
      String.raw`(?:with\s+(?:it|that|this|some|a little|the (?:rest|fee|bill|payment|balance|amount)|${MONEY})|a little|a bit|please|pls|financially|\?|$|[.!,])`,
  ),
  rx(String.raw`\b(?:need|needs|needed|short|shy)\s+(?:of\s+|just\s+|only\s+|about\s+|like\s+|some\s+)?${MONEY}`),
  /\bborrow\b|\blend me\b|\bloan me\b|\bhelp me out\b/,
  rx(String.raw`\bhelp me (?:out )?with\b.{0,20}?(?:${MONEY}|fee|bill|rent|ticket|\d)`),
  /\bneeds?\s+(?:a\s+)?(?:small|little|some|urgent|your|a bit of)\s+help\b/,
];

/** "customs want 450 usd clearance fee": the hardship names its price, in the words of the fees scams invent. */
const SCAM_FEE = String.raw`(?:\b(?:clearance|customs|release|processing|unlock|activation|withdrawal|transfer|delivery|shipping)\s+(?:fee|fees|charge|charges)\b|\bbail\b|\bclearance\b)`;
const PRICED_HARDSHIP = rx(String.raw`${AMOUNT}.{0,40}?${SCAM_FEE}|${SCAM_FEE}.{0,40}?${AMOUNT}`);

const AMOUNT_WORD = rx(AMOUNT);
/** "send me something for data": with a hardship, money without the word. */
const SOMETHING_FOR = /\b(?:send|give|buy)\s+(?:me\s+)?(?:something|anything|a little something|small something)\s+(?:for|to)\b/;

const REQUESTS = [
  rx(String.raw`\b(?:send|wire|transfer|give|lend|loan)\s+(?:me|us)\s+(?:some\s+|a (?:little|bit)\s+(?:of\s+)?|the\s+)?${MONEY}`),
  /\b(?:lend|loan|spot|front)\s+(?:me|us)\s+(?:like\s+|just\s+)?\d+\b/,
  /\b(?:wire|transfer|send)\s+(?:the|some|that)\s+(?:money|cash|funds|payment)\b/,
  rx(String.raw`\b(?:send|wire|transfer)\s+${AMOUNT}`),
  /\bborrow\s+(?:me|us)\b/,
  /\b(?:i'?ll|ill|i will|promise (?:to|i'?ll)|will)\s+pay (?:you|u) back\b|\b(?:i'?ll|ill|i will) (?:return|refund) (?:it|the money|your money)\b/,
  rx(
    String.raw`\b(?:can|could|would|will|pls|please)\s+(?:you|u)\s+(?:please\s+)?(?:lend|loan|send|give|spot|transfer|wire|front)\s+(?:me\s+)?(?:some\s+|a (?:little|bit)\s+)?${MONEY}`,
  ),
  rx(String.raw`\b(?:can|could|may)\s+i\s+borrow\s+(?:some\s+|like\s+)?(?:${MONEY}|\d+)`),
  /\b(?:you|u)\b.{0,20}?\b(?:pay|cover|buy|book|sponsor)\s+(?:for\s+)?(?:my|me a|me an)\s+(?:\w+\s+)?(?:ticket|flight|visa|fare|trip|bus|train|uber|taxi|phone|bill|rent|data|airtime|recharge|tuition|fees?|medicine|passport)\b/,
  rx(String.raw`\bi\s+(?:really\s+|urgently\s+)?need\s+(?:just\s+|only\s+|about\s+)?(?:${AMOUNT}|\d+k\b)`),
  rx(String.raw`(?:${AMOUNT}|\b(?:pay|paid|send|deposit|transfer)\b).{0,30}?\bin\s+(?:bitcoin|btc|crypto|usdt|eth)\b`),
];

/** The money rules that fire: the message is read with the sender's recent ones for a hardship told earlier. */
export function moneyRules(v: Views, recent: readonly Views[] = []): string[] {
  const texts = [v.plain, v.joined, v.squeezed];
  const rules: string[] = [];
  if (any(GIFT_CARDS, texts)) rules.push('money.gift_card');
  if (any(PAYMENT, texts)) rules.push('money.payment');
  const pitch = texts.some((t) => CRYPTO_WORD.test(t) && PITCH_WORD.test(t));
  if (pitch || any(INVESTMENT, texts)) rules.push('money.investment');
  if (any(REQUESTS, texts)) rules.push('money.request');
  else {
    const before = recent.map((r) => r.plain);
    const hardship = [...texts, ...before].some((t) => EMERGENCY.test(t));
    const sense = [...texts, ...before].some((t) => MONEY_SENSE.test(t));
    const priced =
      hardship && texts.some((t) => PRICED_HARDSHIP.test(t) || (AMOUNT_WORD.test(t) && /\bhelp\b/.test(t)) || SOMETHING_FOR.test(t));
    if ((hardship && sense && any(ASKS, texts)) || priced) rules.push('money.emergency');
  }
  return rules;
}
