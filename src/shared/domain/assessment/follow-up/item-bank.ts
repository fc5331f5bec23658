import type { Trait } from '../hexaco';

/**
 * The follow-up's item bank (issue 33): short statements in Maya's voice, answered on five labelled
 * points (FOLLOW_UP_CHOICES). Written for Maya, no text from a published inventory: eight per trait,
 * two per facet, one of each pair keyed the other way. `written_for` is what the author aimed at; the
 * scorer never reads it. The keys the scorer uses (item-keys.ts) are the consensus of blind readings
 * of the text alone (lab/assessment/follow-up/), so a statement that reads differently from what it
 * was written for is scored as it reads.
 */
export interface BankItem {
  id: string;
  text: string;
  writtenFor: { trait: Trait; facet: string; keyed: 1 | -1 };
}

export const FOLLOW_UP_CHOICES = ['Not me at all', 'Not really me', 'Somewhere in between', 'Quite like me', 'Very much me'] as const;

const item = (id: string, text: string, trait: Trait, facet: string, keyed: 1 | -1): BankItem => ({
  id,
  text,
  writtenFor: { trait, facet, keyed },
});

const H: Trait = 'honesty_humility';
const E: Trait = 'emotionality';
const X: Trait = 'extraversion';
const A: Trait = 'agreeableness';
const C: Trait = 'conscientiousness';
const O: Trait = 'openness';

export const ITEM_BANK: readonly BankItem[] = [
  item('say-it-plainly', 'When I like someone, I tell them plainly instead of playing games to seem more interesting.', H, 'sincerity', 1),
  item('flattery-works', 'A bit of flattery to get what I want from someone is just how the world works.', H, 'sincerity', -1),
  item('hand-back-change', "If a cashier gave me too much change, I'd hand it back even if nobody would ever know.", H, 'fairness', 1),
  item('bend-the-rules', 'If a rule is easy to bend in my favour, I usually bend it.', H, 'fairness', -1),
  item('labels-leave-me-cold', "Expensive dinners and designer labels don't impress me much.", H, 'greed avoidance', 1),
  item(
    'partner-moves-me-up',
    "I'd love a partner who helps me move up in the world: nicer places, better circles.",
    H,
    'greed avoidance',
    -1,
  ),
  item('no-more-special', "I don't think I deserve more attention than anyone else in the room.", H, 'modesty', 1),
  item('better-catch', "Honestly, I'm a better catch than most people on dating apps.", H, 'modesty', -1),

  item('skip-risky-dates', "I'd pass on a first date with anything physically risky, like climbing or kayaking.", E, 'fearfulness', 1),
  item('bit-of-danger', 'Heights, speed, rough water: a date with a bit of danger sounds fun to me.', E, 'fearfulness', -1),
  item('replay-the-date', 'After a date I often lie awake replaying everything I said.', E, 'anxiety', 1),
  item('unanswered-message', "When a message goes unanswered for a day, I honestly don't give it a second thought.", E, 'anxiety', -1),
  item('talk-it-through', 'When something goes wrong, the first thing I want is someone to talk it through with.', E, 'dependence', 1),
  item('handle-it-alone', 'I deal with my problems on my own; I rarely need a shoulder to lean on.', E, 'dependence', -1),
  item('teary-goodbyes', 'Goodbyes at airports and train stations leave me teary.', E, 'sentimentality', 1),
  item('soppy-songs', 'Sad films and soppy songs leave me pretty much unmoved.', E, 'sentimentality', -1),

  item('what-i-bring', 'I feel good about who I am and what I bring to a relationship.', X, 'social self-esteem', 1),
  item('not-interesting', "I often feel I'm not that interesting to be around.", X, 'social self-esteem', -1),
  item('say-hello-first', "I'm happy to be the one who walks up and says hello first.", X, 'social boldness', 1),
  item('group-spotlight', 'Speaking up in front of a group makes me want to disappear.', X, 'social boldness', -1),
  item('packed-weekend', 'A weekend packed with parties and get-togethers sounds great to me.', X, 'sociability', 1),
  item('evening-alone', "Given a free evening, I'd rather spend it alone than with friends.", X, 'sociability', -1),
  item('bring-energy', 'People tell me I bring energy to a room.', X, 'liveliness', 1),
  item('rarely-bubbly', "I'm rarely the one bursting with enthusiasm.", X, 'liveliness', -1),

  item('second-chance', "If a date stood me up but apologised sincerely, I'd give them another chance.", A, 'forgiveness', 1),
  item('slow-to-trust-again', 'Once someone lets me down, it takes me a long time to warm to them again.', A, 'forgiveness', -1),
  item('go-easy', "I go easy on people, even when they've clearly got something wrong.", A, 'gentleness', 1),
  item('tell-them-bluntly', "If someone I'm seeing says something silly, I tell them so, bluntly.", A, 'gentleness', -1),
  item('meet-halfway', "In a disagreement I'd rather meet halfway than insist on being right.", A, 'flexibility', 1),
  item('dont-back-down', "When I'm sure I'm right, I don't back down, even to keep the peace.", A, 'flexibility', -1),
  item('slow-temper', 'It takes a lot to make me lose my temper.', A, 'patience', 1),
  item('lateness-grates', 'Someone running late gets on my nerves fast.', A, 'patience', -1),

  item('drop-by-tidy', 'My place is usually tidy enough for someone to drop by unannounced.', C, 'organization', 1),
  item('double-booked', 'My calendar is a mess; I double-book more often than I would like.', C, 'organization', -1),
  item('keep-at-goals', 'When I set myself a goal, I keep at it long after the first excitement fades.', C, 'diligence', 1),
  item('last-minute', 'I put things off until the last possible moment.', C, 'diligence', -1),
  item('get-details-right', 'I want the details of anything I make or plan to be just right.', C, 'perfectionism', 1),
  item('near-enough', "Near enough is good enough for me; I don't sweat the details.", C, 'perfectionism', -1),
  item('think-a-year-ahead', 'Before a big decision, I think about how it will look a year from now.', C, 'prudence', 1),
  item('act-on-a-whim', 'I often act on a whim and work out the consequences later.', C, 'prudence', -1),

  item('stopped-by-beauty', 'A beautiful building, painting or view can stop me in my tracks.', O, 'aesthetic appreciation', 1),
  item('galleries-bore-me', 'Galleries and museums bore me quickly.', O, 'aesthetic appreciation', -1),
  item('rabbit-holes', 'I love falling down a rabbit hole reading about how something works.', O, 'inquisitiveness', 1),
  item('not-into-documentaries', "Science and history documentaries aren't really my thing.", O, 'inquisitiveness', -1),
  item('unusual-date-ideas', 'I often come up with unusual ideas for things to do together.', O, 'creativity', 1),
  item('not-imaginative', "I wouldn't call myself an imaginative person.", O, 'creativity', -1),
  item('unusual-people', "I'm drawn to people with unusual views and ways of living.", O, 'unconventionality', 1),
  item('tried-and-tested', 'I prefer to stick to the tried-and-tested way of doing things.', O, 'unconventionality', -1),
];
