// Words that say nothing about a time: a clause made only of these ("works for me", "I'm free") is
// not something to ask about again.
export const FILLER = new Set(
  `i i'm im am is are be would will could can do does me my for to on in at the a an also too maybe
  probably either any both of those these that this it's its works work working fine good ok okay great
  perfect free available suits suit hey hi hello yes yeah sure well so then um hmm best better prefer
  ideally really totally definitely though lol please thanks let's lets we us you see what about how
  day days time times sounds sound`.split(/\s+/),
);
