import type { Views } from './normalise';
import { anyMatch, rx, words } from './regex';

const raw = String.raw;
const SIGNS = '[$€£₦₹¥₱₩₵₺₽฿₫₴]';
const CURRENCY_WORDS = words(
  'dollars? bucks euros? pounds? quid usd eur gbp naira rupees? inr pesos? rand cedis? ringgit lira dirhams? aed shillings? ksh usdt',
);
/** "$200", "200 dollars", "€1,500", "2k usd", "300 bucks", "a grand" (the signs survive normalise.ts's look-alike table). */
const AMOUNT = [
  raw`(?:(?:${SIGNS}|\busd|\beur|\bgbp|\brs\.?)\s?\d[\d,.]*\s?k?\b`,
  raw`|\b\d[\d,.]*\s?(?:k\s?)?(?:${SIGNS}|${CURRENCY_WORDS}\b)`,
  raw`|\b(?:a|one|two|few|\d+)\s+grand\b)`,
].join('');
const MONEY = raw`(?:money|cash|funds|payment|dough|moolah|${AMOUNT}|\b\d+k\b)`;

const CARD_BRANDS = words(
  'gift itunes apple steam google_?play play_?store amazon razer ebay sephora vanilla visa target walmart xbox psn playstation netflix',
);
const GIFT_CARD = raw`(?:${CARD_BRANDS}\s*(?:gift\s*)?cards?|e-?gift)`;
const GIFT_CARDS = [
  rx(raw`\b(?:send|buy|get|grab|pick up|bring|purchase)\s+(?:me|us|for me)\b.{0,40}?\b${GIFT_CARD}`),
  rx(raw`\bin\s+(?:\w+\s+){0,2}${GIFT_CARD}`),
  rx(GIFT_CARD, raw`.{0,60}?\b(?:codes?|scratch|back of|photos?|pics?|pictures?|numbers? on)\b`),
  rx(raw`\bneed\s+(?:\d+|some|a few|few|more)\s+${GIFT_CARD}`),
  rx(raw`\b(?:can|could|would|will)\s+(?:you|u)\b.{0,30}?${GIFT_CARD}`),
  rx(GIFT_CARD, raw`\s+(?:for|to)\s+me\b`),
  rx(GIFT_CARD, raw`.{0,30}?\b(?:pls|please|plz|easiest|prefer|works|is fine|only|4 me|for me|\d+ of them)\b`),
];

const CHANNEL = words(
  'western_union money_?gram wire_transfer bank_transfer iban swift_code sort_code routing_number',
  'paypal venmo cash_?app zelle revolut remitly world_?remit m-?pesa gcash upi',
  'g_?pay google_pay phone_?pe paytm interac e-?transfer wechat_pay alipay chipper opay palmpay mobile_money skrill apple_pay',
);
const ACCOUNT_WORDS = words('bank account card iban paypal venmo cash_?app zelle routing cvv credit_card debit_card');
const ACCOUNT_CODE = words('verification confirmation security otp 6[-_]digit six[-_]digit google_voice');
const PAYMENT = [
  /\b(?:western union|money ?gram|remitly|world ?remit)\b/,
  /\b(?:venmo|zelle|paypal|cash ?app|revolut|gcash|m-?pesa|g ?pay|upi|paytm|phone ?pe|interac|e-?transfer)\s+me\b/,
  // "by zelle works", "a little something on my cashapp", "manda um pix", "red envelope"
  rx(raw`\b(?:by|on|via|thru|through|with)\s+(?:my\s+)?${CHANNEL}\b.{0,20}?\b(?:works|is fine|is ok|pls|please|ok)\b`),
  rx(raw`\b(?:something|anything|a little)\b.{0,20}?\bon\s+(?:my\s+)?${CHANNEL}\b`),
  /\b(?:manda|mande|envia|faz)\s+(?:um\s+)?pix\b|\bred envelopes?\b|\bhongbao\b|\b520\s+(?:yuan|rmb)\b/,
  /(?<![\w$])\$[a-z][a-z0-9_]{3,}\b/,
  /\b(?:online |internet )?banking (?:login|password|details|pin|app login)\b|\b(?:bank|card) (?:login|password|pin)\b/,
  rx(raw`\b(?:send|wire|transfer|pay|deposit)\b.{0,40}?\b(?:via|through|by|on|with|to|into|using)\s+(?:my\s+)?${CHANNEL}`),
  rx(raw`\b(?:my|your|ur)\s+${CHANNEL}\s*(?:is|:|tag|id|handle|name|details|info)`),
  rx(raw`\b(?:what'?s|whats|send|give|need|share|drop|tell me)\s+(?:me\s+)?(?:your|ur)\s+${ACCOUNT_WORDS}\b`),
  /\b(?:card|account|routing)\s+(?:number|details|info)\b.{0,30}?\b(?:send|give|need|tell|share)\b/,
  /\b(?:send|give|need|tell|share)\b.{0,30}?\b(?:card|account|routing)\s+(?:number|details)\b/,
  /\bcvv\b/,
  // A payment app asked about or named with a need ("zelle or cashapp?", "just need 80, cashapp is fine")
  rx(raw`\b${CHANNEL}\b.{0,40}?(?:\?|\bneed\b)|\bneed\b.{0,40}?\b${CHANNEL}\b`),
  /\b(?:send|wire|transfer|deposit|pay)\b.{0,30}?\b(?:to|into)\s+(?:this|my|the following|that)\s+(?:account|wallet|wallet address|number)\b/,
  // The code a site texts to confirm an account, asked for to take the account over.
  rx(raw`\b(?:send|give|tell|read|share|forward)\b.{0,30}?\b${ACCOUNT_CODE}\s+code\b`),
  rx(raw`\b${ACCOUNT_CODE}\s+code\b.{0,40}?\b(?:send|give|tell|read|share|forward)\s+(?:it\s+)?(?:to\s+)?me\b`),
];

const CRYPTO = words(
  raw`buy_(?:bitcoin|btc|crypto|usdt|eth) bitcoin btc crypto(?:currency|currencies)? usdt tether ethereum \beth\b binance coinbase bybit okx`,
  raw`kucoin metamask trust_?wallet`,
  raw`wallet_address forex fx_trading binary_options? trading_(?:platform|app|account|signals?|bot) gold_(?:trading|investment)`,
  raw`mining_pool liquidity_mining staking defi meme_?coins? altcoins? trad(?:e|ing)_(?:gold|forex|crypto|bitcoin|options|futures|commodities)`,
);
const PITCH = words(
  raw`profits? returns? \broi\b earn(?:ed|ing|s)?\b made\s+(?:over\s+|about\s+)?[$€£]?\d making\s+[$€£]?\d \d+\s?% double[ds]?\b guarantee`,
  raw`opportunit invest teach_(?:you|u) show_(?:you|u) mentor coach my_(?:uncle|aunt|auntie|cousin) insider signals passive_income`,
  raw`financial_freedom deposit withdraw get_rich rich_quick easy_money side_income join_me try_it start_with small_amount minimum`,
  raw`make_(?:you|u)_(?:rich|money|a_lot) interested\b guide_(?:you|u) together with_me`,
  raw`pays?_(?:out_)?(?:daily|weekly|every_day) daily_(?:payouts?|profits?|returns?)`,
  raw`moons? mooning to_the_moon get_in open_an_account put_(?:in_)?\d+ scan_the_qr walk_(?:you|u)_thr?u we_split customer_service licensed`,
);
const INVESTMENT_PROMISE = words(
  raw`\d+\s?%\s*(?:a|per|every|in_a|each)?\s*(?:day|week|month|daily|weekly|monthly) guarantee double_(?:your|ur|it|the) opportunit`,
  raw`teach_(?:you|u) show_(?:you|u)_how passive_income financial_freedom high_returns? get_rich side_income my_mentor`,
  raw`small_(?:amount|investment) minimum`,
);
const GAIN = raw`(?:over\s+|about\s+|like\s+)?(?:${AMOUNT}|\d+\s?%|\d+k)`;
const CRYPTO_WORD = rx(
  CRYPTO,
  raw`|\b(?:token|presale|pre-sale|ico|futures|bitcoin atm|crypto atm|(?:investment|property|trading) scheme)\b`,
);
const PITCH_WORD = rx(PITCH);
const INVESTMENT = [
  rx(raw`\binvest(?:ing|ment|ments|or)?\b.{0,80}?`, INVESTMENT_PROMISE),
  rx(raw`\b(?:investment|business|trading)\s+opportunit`),
  // "15% monthly returns guaranteed", "30% a month on ur savings", "looking for investors"
  rx(
    raw`\b\d+\s?%\s*(?:a|per|every|each)?\s*(?:day|week|month|daily|weekly|monthly)\b.{0,40}?\b(?:returns?|guarantee|profits?|savings|invest|deposit|interest)`,
  ),
  rx(raw`\b(?:returns?|profits?|interest)\b.{0,20}?\bguarantee|\bguaranteed\s+(?:returns?|profits?|income)\b|\blooking for investors\b`),
  rx(raw`\b(?:u|you)\s+deposit\b.{0,30}?\b(?:i|we)\s+(?:do|trade|handle|split)\b|\bmake money together\b`),
  rx(
    raw`\b(?:investment|trading|crypto|bitcoin|forex|stock)\s+(?:tips?|ideas?|deals?|plans?|groups?|platforms?|apps?|sites?|mentors?|signals?)\b`,
  ),
  rx(raw`\bturn(?:ed|ing)?\s+(?:your\s+|my\s+)?(?:${AMOUNT}|\d[\d,.]*k?)\s+into\s+(?:${AMOUNT}|\d[\d,.]*k?)`),
  // "earn 2000 a week from home": the job that pays before it starts
  rx(raw`\b(?:earn|make|making)(?:ing)?\s+(?:up to\s+|over\s+)?(?:${AMOUNT}|\d[\d,.]*k?)\s*(?:a|per|every|each)\s+(?:day|week|month)\b`),
  rx(raw`\b(?:deposit|invest|put in)\s+(?:just\s+|only\s+)?(?:${AMOUNT}|\d+)\b.{0,80}?\b(?:profits?|returns?|earn|double|withdraw)`),
  rx(
    raw`\b(?:made|make|making|earn(?:ed|ing)?|profit(?:ed)?)\s+${GAIN}.{0,40}?\b(?:trading|investing|invest|forex|crypto|bitcoin|platform|signals)\b`,
  ),
  rx(raw`\b(?:trading|investing|forex)\b.{0,40}?\b(?:made|make|making|earn|earned|earning|profit)\s+${GAIN}`),
];

/** A hardship told to explain why money is needed. */
const EMERGENCY = rx(
  raw`\b`,
  words(
    'hospital clinic icu ward chemo dialysis surgery operation medical medicine medication treatment doctor stuck stranded airport',
    'customs visa passport clearance',
    'fees? fine bail jail arrested police rent evict(?:ed|ion) landlord electricity bills? stolen robbed mugged lost_my_(?:wallet|card|bag|phone)',
    'frozen blocked locked suspended emergency urgent(?:ly)? sick ill accident funeral flight ticket fare broke owe debt tuition data',
    'airtime recharge deployed oil_rig offshore inheritance package shipping parcel consignment diplomat embassy',
  ),
  raw`\b`,
);
const MONEY_SENSE = rx(
  MONEY,
  raw`|\b(?:pay|paid|fee|fees|cost|costs|bill|bills|rent|fine|bail|loan|deposit|afford|charge|charges|price)\b`,
  raw`|\b(?:just|only|about|like|around)\s+\d{2,}\b`,
);
const CAN_YOU = raw`\b(?:can|could|would|will|pls|please)\s+(?:you|u)\s+(?:please\s+|pls\s+|maybe\s+|possibly\s+)?`;
const ASKS = [
  rx(
    raw`\b(?:send|lend|loan|borrow|spare|give|wire|transfer|spot|front|pay|cover)\s+(?:me|us)?\s*(?:some\s+|a (?:little|bit|few)\s+|the\s+|a\s+)?${MONEY}`,
  ),
  rx(CAN_YOU, raw`(?:lend|loan|spot|cover|transfer|wire)\b`),
  // "can you help me?", "could you help me out with the fee": not "could you help me find a flatmate"
  rx(
    CAN_YOU,
    raw`(?:help|assist|support)\s*(?:\bme\b\s*|\bus\b\s*)?(?:\bout\b\s*)?`,
    raw`(?:with\s+(?:it|that|this|some|a little|the (?:rest|fee|bill|payment|balance|amount)|${MONEY})|a little|a bit|please|pls|financially|\?|$|[.!,])`,
  ),
  rx(raw`\b(?:need|needs|needed|short|shy)\s+(?:of\s+|just\s+|only\s+|about\s+|like\s+|some\s+)?${MONEY}`),
  /\bborrow\b|\blend me\b|\bloan me\b|\bhelp me out\b/,
  rx(raw`\bhelp me (?:out )?with\b.{0,20}?(?:${MONEY}|fee|bill|rent|ticket|\d)`),
  /\bneeds?\s+(?:a\s+)?(?:small|little|some|urgent|your|a bit of)\s+help\b/,
  rx(raw`\bneed\s+(?:your\s+|some\s+)?help\s+with\b.{0,20}?(?:${MONEY}|fee|bill|rent|\d)`),
];

/** "customs want 450 usd clearance fee": the hardship names its price, in the words of the fees scams invent. */
const FEE_NAMES = words('clearance customs release processing unlock activation withdrawal transfer delivery shipping');
const SCAM_FEE = raw`(?:\b${FEE_NAMES}\s+(?:fee|fees|charge|charges)\b|\bbail\b|\bclearance\b)`;
const PRICED_HARDSHIP = rx(
  AMOUNT,
  raw`.{0,40}?`,
  SCAM_FEE,
  '|',
  SCAM_FEE,
  raw`.{0,40}?`,
  AMOUNT,
  // "they want 350 for my release"
  raw`|\b(?:want|wants|need|needs|ask(?:ing)?|charge|charging|require)\s+(?:me\s+)?(?:to pay\s+)?(?:${AMOUNT}|\d{2,}k?)\s+(?:for|to|before)\b`,
);
const AMOUNT_WORD = rx(AMOUNT);
/** With a hardship told, a plea is the ask: "anything helps po", "they wont treat her until we pay". */
const PLEA = rx(
  raw`\banything helps\b|\bevery little helps\b|\bany amount\b|\buntil (?:we|i) pay\b|`,
  raw`\b(?:is |are )?(?:asking|charging|demanding)\s+(?:me\s+)?(?:for\s+)?[$€£]?\d`,
);
/** "send me something for data": with a hardship, money without the word. */
const SOMETHING_FOR = /\b(?:send|give|buy)\s+(?:me\s+)?(?:something|anything|a little something|small something)\s+(?:for|to)\b/;

const FARES = words(
  'ticket flight visa fare trip bus train uber taxi phone bill rent data airtime recharge tuition fees? medicine passport',
);
const REQUESTS = [
  rx(raw`\b(?:send|wire|transfer|give|lend|loan)\s+(?:me|us)\s+(?:some\s+|a (?:little|bit)\s+(?:of\s+)?|the\s+)?${MONEY}`),
  /\b(?:lend|loan|spot|front)\s+(?:me|us)\s+(?:like\s+|just\s+)?\d+\b/,
  /\b(?:wire|transfer|send)\s+(?:the|some|that)\s+(?:money|cash|funds|payment)\b/,
  rx(raw`\b(?:send|wire|transfer)\s+${AMOUNT}`),
  /\b(?:send|give|lend)\s+(?:me|us)\s+\d{2,}\s+(?:for|to|so)\b/,
  rx(raw`\bhelp\s+(?:me\s+)?(?:with\s+)?pay(?:ing)?\s+(?:for\s+)?(?:my|the|this|our)\s+(?:\w+\s+)?${FARES}\b`),
  rx(raw`\b(?:send|wire|transfer|deposit)\s+(?:\d+k|\d{3,})\s+(?:to|into|via|on|first)\b`),
  rx(CAN_YOU, raw`(?:help|assist|support)\s+(?:me\s+|us\s+)?(?:out\s+)?with\s+(?:some\s+|a little\s+)?(?:${MONEY}|\d+k?\b)`),
  /\bborrow\s+(?:me|us)\b/,
  /\b(?:i'?ll|ill|i will|promise (?:to|i'?ll)|will)\s+pay (?:you |u )?back\b|\b(?:i'?ll|ill|i will) (?:return|refund) (?:it|the money|your money)\b/,
  rx(CAN_YOU, raw`(?:lend|loan|send|give|spot|transfer|wire|front)\s+(?:me\s+)?(?:some\s+|a (?:little|bit)\s+)?${MONEY}`),
  rx(raw`\b(?:can|could|may)\s+i\s+borrow\s+(?:some\s+|like\s+)?(?:${MONEY}|\d+)`),
  /\bborrow\s+(?:a few|a couple(?: of)?|a|some|like)?\s*(?:hundred|grand|bucks|quid|money|cash)\b/,
  // "if you give me 500 now i'll give you 1000": not "give me 10 minutes"
  rx(raw`\bgive\s+(?:me|us)\s+(?:${AMOUNT}|\d{2,}k?\b)(?!\s*(?:min|mins|minutes|sec|secs|seconds|hours?|hrs?|days?|weeks?|%|percent)\b)`),
  /\binvest(?:ing)?\s+(?:together|with me|with us)\b/,
  rx(raw`\b(?:you|u)\b.{0,20}?\b(?:pay|cover|buy|book|sponsor)\s+(?:for\s+)?(?:my|me a|me an)\s+(?:\w+\s+)?${FARES}\b`),
  rx(raw`\bi\s+(?:really\s+|urgently\s+)?need\s+(?:just\s+|only\s+|about\s+)?(?:${AMOUNT}|\d+k\b)`),
  /\bneed\s+(?:some\s+|the\s+|a little\s+|a bit of\s+)?(?:money|cash|funds)\b/,
  /\bneed\s+(?:just\s+|only\s+|about\s+|like\s+)?\d{2,}\s+(?:by|before|for|to|asap|today|tonight|now|urgently)\b/,
  rx(raw`(?:${AMOUNT}|\b(?:pay|paid|send|deposit|transfer)\b).{0,30}?\bin\s+(?:bitcoin|btc|crypto|usdt|eth)\b`),
  // "if u send 600 for the ticket", "u would send the 200", "send 100 as a sign of commitment"
  rx(
    raw`\b(?:send|wire|transfer|lend)\s+(?:me\s+)?(?:the\s+)?(?:${AMOUNT}|\d{2,}k?\b)(?!\s*(?:min|mins|minutes|pics?|photos?|messages?|texts?|times|more)\b)`,
  ),
  rx(
    raw`\b(?:can|could|would)\s+(?:you|u)\s+(?:${CHANNEL}|top up)\s+(?:me|my)\b|`,
    raw`\btop ?up\s+(?:my|me)\s+(?:\w+\s+)?(?:airtime|data|credit|phone|wallet|account|load|sim)\b`,
  ),
  rx(
    raw`\b(?:i'?m|im|i am)\s+(?:${AMOUNT}|\d{2,}k?)\s+short\b|\bhelp me (?:buy|pay for|afford|get)\s+(?:a|my|the)\s+(?:\w+\s+)?${FARES}\b`,
  ),
  rx(raw`\b(?:sign|proof|token)\s+of\s+(?:commitment|trust|love|good faith)\b|\bactivation fee\b|\bprocessing fee\b|\bverification fee\b`),
  rx(raw`\bsugar\s+(?:daddy|mommy|mummy|mama|baby)\b.{0,60}?(?:${AMOUNT}|\bpay\b|\ballowance\b|\d{2,}\s+(?:a|every|per)\s+week)`),
  rx(raw`\b(?:anything|whatever)\s+(?:you|u)\s+can\s+(?:send|spare|give)\b|\bwould\s+(?:you|u)\s+consider\s+helping\b`),
];

/** The money rules that fire: the message is read with the sender's recent ones for a hardship told earlier. */
export function moneyRules(v: Views, recent: readonly Views[] = []): string[] {
  const texts = [v.plain, v.joined, v.squeezed];
  const rules: string[] = [];
  if (anyMatch(GIFT_CARDS, texts)) rules.push('money.gift_card');
  if (anyMatch(PAYMENT, texts)) rules.push('money.payment');
  const pitch = texts.some((t) => CRYPTO_WORD.test(t) && PITCH_WORD.test(t));
  if (pitch || anyMatch(INVESTMENT, texts)) rules.push('money.investment');
  if (anyMatch(REQUESTS, texts)) rules.push('money.request');
  else {
    const withBefore = [...texts, ...recent.map((r) => r.plain)];
    const hardship = withBefore.some((t) => EMERGENCY.test(t));
    const sense = withBefore.some((t) => MONEY_SENSE.test(t));
    const priced =
      hardship &&
      texts.some((t) => PRICED_HARDSHIP.test(t) || PLEA.test(t) || (AMOUNT_WORD.test(t) && /\bhelp\b/.test(t)) || SOMETHING_FOR.test(t));
    if ((hardship && sense && anyMatch(ASKS, texts)) || priced) rules.push('money.emergency');
  }
  return rules;
}
