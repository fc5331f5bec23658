/**
 * What a persona can say about a topic. Phrases are clauses that slot into the templates of
 * topic-talk.ts: `favourites` follow "probably …", `recent` follows "I …" (past tense),
 * `origin` follows "honestly, …", `plan` follows "I'm …".
 */
export interface TopicLexicon {
  key: string;
  label: string;
  /** Whole-word stems that identify the topic in a persona's topic list or in text. */
  keywords: readonly string[];
  /** "What's your favourite {kind}?"; absent when the question would sound odd. */
  kind?: string;
  favourites: readonly string[];
  recent: readonly string[];
  origin: readonly string[];
  asks: readonly string[];
  hooks: readonly { plan: string; ask: string; updates: readonly string[] }[];
  dateIdeas: readonly string[];
}

export const TOPIC_CATALOGUE: readonly TopicLexicon[] = [
  {
    key: 'hiking',
    label: 'hiking',
    keywords: ['hik', 'trail', 'outdoor', 'mountain', 'trek', 'camping'],
    kind: 'trail',
    favourites: [
      'the ridge loop above the reservoir',
      'a little waterfall trail about an hour north',
      'the coastal path, ideally at sunrise',
      'anything that ends at a lake you can jump into',
    ],
    recent: [
      'did a sunrise hike up to the ridge',
      'got properly lost on a trail for an hour (worth it)',
      'finally broke in my new boots',
      'camped out under the stars for the first time this year',
    ],
    origin: [
      'my dad dragged me up mountains as a kid and it stuck',
      'a friend talked me into a trip one summer and I was hooked',
      'it was the only thing that cleared my head after a rough year',
    ],
    asks: ['Been on any good hikes lately?', 'Get out on any trails this week?'],
    hooks: [
      {
        plan: 'doing a night hike with some friends tomorrow night',
        ask: 'How was the night hike?',
        updates: ['So good. We saw about a million stars and one very confused owl.', 'Cold, dark and completely worth it.'],
      },
      {
        plan: 'trying that trail everyone says is brutal tomorrow',
        ask: 'Did you survive the brutal trail?',
        updates: ['Barely. My legs are still filing a complaint.', 'I did, and the view at the top made up for everything.'],
      },
    ],
    dateIdeas: ['an easy hike with coffee after', 'a sunset walk up to the lookout'],
  },
  {
    key: 'cooking',
    label: 'cooking',
    keywords: ['cook', 'baking', 'bake', 'recipe', 'kitchen', 'food', 'foodie'],
    kind: 'dish',
    favourites: [
      'a slow Sunday ragu that takes all afternoon',
      'really good dumplings, folded badly',
      'anything involving a cast iron pan and too much garlic',
      "my grandmother's lemon cake",
    ],
    recent: [
      'made fresh pasta from scratch for the first time',
      'burned a risotto and ordered pizza',
      'hosted a small dinner for friends',
      'nailed a curry that took me three attempts',
    ],
    origin: [
      'I lived alone at nineteen and it was that or cereal forever',
      'my grandmother let me help in her kitchen every summer',
      "I got tired of takeout and now it's my way to unwind",
    ],
    asks: ['Cooked anything good this week?', 'What have you been cooking lately?'],
    hooks: [
      {
        plan: 'attempting homemade dumplings tomorrow',
        ask: 'How did the dumplings turn out?',
        updates: ['Ugly but delicious. My flatmate ate nine.', 'Honestly, a triumph. Lopsided, but a triumph.'],
      },
      {
        plan: 'cooking dinner for my whole family this weekend',
        ask: 'How did the big family dinner go?',
        updates: [
          "Nobody got food poisoning and my mum asked for the recipe, so I'm calling it a win.",
          'Chaotic in the best way. Nothing was left.',
        ],
      },
    ],
    dateIdeas: ['a dumpling-making night', 'dinner at a tiny Italian place'],
  },
  {
    key: 'music',
    label: 'music',
    keywords: ['music', 'concert', 'gig', 'guitar', 'piano', 'vinyl', 'band', 'jazz', 'singing'],
    kind: 'album',
    favourites: [
      "an old Fleetwood Mac record I can't stop replaying",
      'a Nina Simone live album that gives me chills',
      'a scrappy indie record from a band nobody has heard of',
      'Kind of Blue, on vinyl, on a rainy Sunday',
    ],
    recent: [
      'saw a tiny jazz trio in a basement bar',
      'found a box of old vinyl at a flea market',
      'spent a whole evening making a playlist for a road trip',
      'went to a gig on a school night and regret nothing',
    ],
    origin: [
      'my parents had a record player and no TV rules on Sundays',
      'I learned guitar badly at fifteen and never stopped',
      'a friend dragged me to a festival and it changed me',
    ],
    asks: ['Heard anything good lately?', 'Been to any gigs recently?'],
    hooks: [
      {
        plan: 'going to a gig tomorrow night for a band nobody has heard of',
        ask: 'How was the gig?',
        updates: ["Loud, sweaty, perfect. I'm a fan for life now.", 'They were so good I bought a t-shirt, which I never do.'],
      },
      {
        plan: 'finally restringing my old guitar this week',
        ask: 'Did the guitar survive the restringing?',
        updates: ['It did! It sounds almost like a real instrument now.', 'One string snapped in my face, but yes.'],
      },
    ],
    dateIdeas: ['that jazz night in the basement bar', 'a record shop wander and a drink after'],
  },
  {
    key: 'travel',
    label: 'travel',
    keywords: ['travel', 'trip', 'abroad', 'backpack', 'explor', 'wander'],
    kind: 'city',
    favourites: [
      'Lisbon, for the light and the custard tarts',
      'a tiny island in Greece with one bakery',
      'Kyoto in the autumn',
      'a road trip along the coast with no plan at all',
    ],
    recent: [
      'booked a last-minute weekend away',
      "spent an evening planning a trip I can't afford yet",
      'came back from a long weekend by the sea',
      'finally used up my airline points',
    ],
    origin: [
      'a semester abroad ruined me for staying put',
      'my family moved around a lot and I never lost the itch',
      'I took one solo trip to prove I could and kept going',
    ],
    asks: ['Been anywhere nice lately?', 'Any trips recently?'],
    hooks: [
      {
        plan: 'flying out for a long weekend with my cousins tomorrow',
        ask: 'How was the weekend away with your cousins?',
        updates: ['Exhausting and wonderful. I need a holiday from my holiday.', 'So good. We ate our way through the whole city.'],
      },
    ],
    dateIdeas: ['a day trip to the coast', 'dinner somewhere that feels like being on holiday'],
  },
  {
    key: 'reading',
    label: 'reading',
    keywords: ['read', 'book', 'novel', 'literature', 'poetry', 'library'],
    kind: 'book',
    favourites: [
      'anything by Ursula Le Guin',
      'a battered copy of East of Eden I reread every winter',
      'a short story collection that made me cry on a train',
      'whatever the bookshop owner tells me to buy',
    ],
    recent: [
      'finished a novel in one sitting and stayed up far too late',
      'joined a book club that mostly drinks wine',
      'bought three books while supposedly going in for one',
      'started a very long Russian novel (send help)',
    ],
    origin: [
      'the library was my favourite place as a kid',
      'a teacher handed me a book at fourteen and said "you\'ll get this"',
      'I stopped scrolling before bed and started reading instead',
    ],
    asks: ['Read anything good lately?', 'What have you been reading recently?'],
    hooks: [
      {
        plan: 'going to an author talk tomorrow evening',
        ask: 'How was the author talk?',
        updates: ['Great. I asked a question and my voice only shook a little.', 'Lovely. She signed my very battered copy.'],
      },
    ],
    dateIdeas: ['a wander round the old bookshop and coffee after', 'a quiet afternoon at the bookshop cafe'],
  },
  {
    key: 'fitness',
    label: 'running',
    keywords: ['run', 'fitness', 'gym', 'sport', 'climb', 'swim', 'cycling', 'bike'],
    kind: 'route',
    favourites: [
      'the river loop early in the morning',
      "the track at the park when it's empty",
      'the hill everyone hates, which I secretly love',
      'a long slow Sunday run with a podcast',
    ],
    recent: [
      'ran my fastest 10k this week',
      'signed up for a half marathon in a moment of weakness',
      'tried a climbing class and my arms are still shaking',
      'went for a run in the rain and felt like a movie character',
    ],
    origin: [
      "I started running to clear my head and now I can't stop",
      "a friend bet me I couldn't do a 5k",
      'I needed something that was just for me',
    ],
    asks: ['Been running much lately?', "How's the training going?"],
    hooks: [
      {
        plan: 'running a 10k race this weekend',
        ask: 'How did the race go?',
        updates: [
          'New personal best! I may have cried a little at the finish.',
          'I finished, nothing hurts too much, and there was free cake.',
        ],
      },
    ],
    dateIdeas: ['a slow run by the river and breakfast after', 'a climbing taster session'],
  },
  {
    key: 'photography',
    label: 'photography',
    keywords: ['photo', 'camera', 'film photo'],
    kind: 'thing to shoot',
    favourites: [
      'old shopfronts in the early morning',
      "people at markets when they forget you're there",
      'fog, any kind of fog',
      'the last ten minutes of light in the evening',
    ],
    recent: [
      'shot a whole roll of film on one walk',
      'got my prints back and three were actually good',
      'climbed onto a roof for a shot (legally, mostly)',
      'spent Sunday editing photos from the summer',
    ],
    origin: [
      "I found my grandad's old camera in a drawer",
      'I wanted to remember a trip properly and got carried away',
      "it makes me notice things I'd walk straight past",
    ],
    asks: ["Taken any photos you're proud of lately?", 'Been out with the camera recently?'],
    hooks: [
      {
        plan: 'doing a photo walk through the old market tomorrow',
        ask: 'Did you get any good shots at the market?',
        updates: ["A few! One of an old man laughing that I'm really proud of.", 'Mostly blurry pigeons, but one gem.'],
      },
    ],
    dateIdeas: ['a photo walk through the old town', 'the photography exhibition at the gallery'],
  },
  {
    key: 'art',
    label: 'art',
    keywords: ['art', 'paint', 'draw', 'design', 'museum', 'gallery', 'sketch', 'craft', 'pottery'],
    kind: 'museum or gallery',
    favourites: [
      'the tiny gallery above the bike shop',
      'the modern art museum on a rainy weekday',
      'anything with a lot of colour and a little chaos',
      'a print studio that does open nights',
    ],
    recent: [
      'went to a pottery class and made a very wonky bowl',
      'filled half a sketchbook on a train',
      'went to a gallery opening mainly for the free wine',
      "painted my kitchen wall a colour I'm unsure about",
    ],
    origin: [
      'I was the kid who drew on everything',
      "a pottery class for a friend's birthday turned into a habit",
      "it's the only time my brain goes quiet",
    ],
    asks: ['Made anything lately?', 'Been to any exhibitions recently?'],
    hooks: [
      {
        plan: 'glazing my first proper set of mugs this week',
        ask: 'How did the mugs come out of the kiln?',
        updates: ['Three survived! One is a bit tilted but it has character.', 'Beautiful, and only slightly leaky.'],
      },
    ],
    dateIdeas: ['the late opening at the gallery', 'a pottery taster class (wonky bowls guaranteed)'],
  },
  {
    key: 'film',
    label: 'films',
    keywords: ['film', 'movie', 'cinema', 'series', 'tv', 'netflix', 'anime'],
    kind: 'film',
    favourites: [
      'anything by Studio Ghibli',
      'a very old black and white comedy nobody has seen',
      'Before Sunrise, which I know is a cliché',
      'any heist film with a good soundtrack',
    ],
    recent: [
      'went to a midnight screening at the old cinema',
      'watched a three-hour film and loved every minute',
      'cried at an animated film on a plane',
      'started a series everyone has been telling me about',
    ],
    origin: [
      'my brother and I watched a film every Friday growing up',
      'I worked at a cinema as a student and watched everything for free',
      'films were how I learned about the world outside my town',
    ],
    asks: ['Seen anything good lately?', 'Watched anything good recently?'],
    hooks: [
      {
        plan: 'going to the old-film festival tomorrow night',
        ask: 'How was the film festival?',
        updates: ['Wonderful. I saw a silent comedy and laughed out loud with fifty strangers.', 'Great, though the seats were from 1932.'],
      },
    ],
    dateIdeas: ['a film at the old cinema with the velvet seats', 'a double feature and noodles after'],
  },
  {
    key: 'gaming',
    label: 'games',
    keywords: ['gam', 'video game', 'console', 'nintendo', 'esport'],
    kind: 'game',
    favourites: [
      'anything cosy where you just farm things',
      "an old-school puzzle game I'm weirdly competitive about",
      'a co-op game I play with my brother every Sunday',
      "a very long fantasy RPG I've restarted four times",
    ],
    recent: [
      'stayed up too late finishing a game',
      'finally beat a boss that had me stuck for a week',
      'started a co-op game with old school friends',
      'dug my old console out of the attic',
    ],
    origin: [
      'my older cousin let me play his console every summer',
      'it was how I made friends after moving cities',
      'I like stories you get to walk around inside',
    ],
    asks: ['Playing anything good right now?', 'Played anything fun lately?'],
    hooks: [
      {
        plan: 'doing a game night with old friends tomorrow night',
        ask: 'How did game night go?',
        updates: ['I lost every round and had the best time.', 'Friendships were tested. I won, though.'],
      },
    ],
    dateIdeas: ['the arcade bar with the old machines', 'a board-game cafe'],
  },
  {
    key: 'coffee',
    label: 'coffee',
    keywords: ['coffee', 'cafe', 'espresso', 'tea'],
    kind: 'coffee place',
    favourites: [
      'a tiny place by the station that roasts its own beans',
      'a corner cafe where they know my order',
      'anywhere with a window seat and decent pastries',
      'my own slightly dodgy home espresso',
    ],
    recent: [
      'found a new cafe with the best cinnamon buns',
      "bought a coffee grinder I don't need",
      'spent a whole morning reading in a cafe',
      'learned to do latte art (a heart, roughly)',
    ],
    origin: [
      'I had a barista job at uni and never recovered',
      'my mornings fall apart without it, honestly',
      'cafes are where I think best',
    ],
    asks: ['Found any good cafes lately?', 'Had any good coffee recently?'],
    hooks: [
      {
        plan: 'trying the new coffee place on the corner tomorrow',
        ask: 'Was the new coffee place any good?',
        updates: ['Very good, and the cinnamon buns are dangerous.', "Great coffee, terrible music. I'll be back anyway."],
      },
    ],
    dateIdeas: ['coffee at the little place by the station', 'coffee and a long walk'],
  },
  {
    key: 'pets',
    label: 'dogs',
    keywords: ['dog', 'pet', 'cat', 'puppy', 'animal'],
    kind: 'dog breed',
    favourites: [
      'scruffy rescue dogs that look a bit confused',
      'greyhounds, who are basically couches with legs',
      "my neighbour's corgi, who I have adopted emotionally",
      'any dog that leans on you',
    ],
    recent: [
      "dog-sat for a friend and now I'm in love",
      'volunteered at the shelter on Saturday',
      'got ignored by a very dignified cat in the park',
      "took my sister's dog to the beach",
    ],
    origin: [
      'we always had a dog growing up',
      'I volunteered at a shelter and they stole my heart',
      'honestly I just like animals more than most people',
    ],
    asks: ['Met any good dogs lately?', 'Any animal news this week?'],
    hooks: [
      {
        plan: "looking after my friend's puppy for a few days",
        ask: 'How did puppy duty go?',
        updates: ["Chaotic. He ate a sock and I've never been happier.", "He slept on my feet the whole time. I'm ruined."],
      },
    ],
    dateIdeas: ['a walk in the park where all the dogs are', 'the dog-friendly cafe by the river'],
  },
  {
    key: 'wellness',
    label: 'yoga',
    keywords: ['yoga', 'meditat', 'wellness', 'mindful', 'pilates'],
    kind: 'kind of class',
    favourites: [
      'slow evening yoga with the lights down',
      'a Saturday class with a teacher who makes terrible jokes',
      'ten minutes of meditation before work',
      "anything outdoors when it's warm",
    ],
    recent: [
      'did a yoga class in the park',
      'managed a whole week of morning meditation',
      'tried hot yoga and nearly melted',
      'went on a one-day retreat with no phones',
    ],
    origin: [
      'I had a stressful job and it kept me sane',
      'a friend gave me a class pass for my birthday',
      'my back hurt and it was cheaper than a physio',
    ],
    asks: ['Been to any classes lately?', 'Managed to switch off at all this week?'],
    hooks: [
      {
        plan: 'trying a sunrise yoga class tomorrow',
        ask: 'Did you make it to sunrise yoga?',
        updates: ['I did! Half asleep, but I did.', 'I made it, and it was so peaceful I nearly napped.'],
      },
    ],
    dateIdeas: ['a slow walk and smoothies in the park', 'a picnic in the park'],
  },
  {
    key: 'boardgames',
    label: 'board games',
    keywords: ['board game', 'boardgame', 'puzzle', 'chess', 'trivia', 'quiz'],
    kind: 'board game',
    favourites: [
      'a very long strategy game that ruins friendships',
      "chess, even though I'm average at it",
      'anything where you build a little village',
      'pub quiz night, if that counts',
    ],
    recent: [
      'won the pub quiz on a question about otters',
      'taught my parents a new board game',
      'finished a thousand-piece puzzle',
      'lost a chess game to a twelve-year-old in the park',
    ],
    origin: [
      'my family played cards every holiday, very competitively',
      'a flatmate had a shelf of games and I worked through it',
      'I like anything that makes people put their phones down',
    ],
    asks: ['Played anything good lately?', 'Been to any quiz nights recently?'],
    hooks: [
      {
        plan: 'defending our pub quiz title tomorrow night',
        ask: 'Did you defend the pub quiz title?',
        updates: ['We did! Won on a tie-breaker about volcanoes.', 'We came third. The music round destroyed us.'],
      },
    ],
    dateIdeas: ['the board-game cafe', 'the pub quiz'],
  },
];
