/** Sentence pieces the demo bios are built from. `{name}` is the person's first name. */
export const OPENERS: readonly string[] = [
  "Kia ora, I'm {name}.",
  'Hi! {name} here.',
  'Kia ora koutou.',
  "Hey there, I'm {name}.",
  'New to this, so be kind.',
  'Proud dog parent, terrible singer, decent cook.',
  'Sunrise person in a sunset world.',
  'Friends describe me as calm, curious and always a bit early.',
  'Big laugh, small car, good playlists.',
  'Recovering perfectionist with a soft spot for dogs.',
];

/** Samoan and Tongan greetings, used only for people with Pasifika names. */
export const PASIFIKA_OPENERS: readonly string[] = [
  "Talofa lava! I'm {name}.",
  "Mālō e lelei, I'm {name}.",
  'Kia orana! {name} here.',
];

export const JOBS: readonly string[] = [
  'I teach at a primary school',
  'I work as a nurse on night shifts',
  'I build websites for small businesses',
  'I run a little coffee cart',
  "I'm an electrician",
  'I work in marketing',
  "I'm a physio",
  'I do accounts for a construction firm',
  "I'm studying law part time",
  'I work at the hospital lab',
  "I'm a builder",
  'I manage a cafe',
  "I'm a graphic designer",
  'I work in IT support',
  "I'm a vet nurse",
  'I drive buses around town',
  "I'm a chef",
  'I work for the council',
  "I'm a hairdresser",
  'I teach swimming',
  'I work in logistics',
  "I'm a paramedic",
  'I run my own landscaping business',
];

export const YOUNG_JOBS: readonly string[] = [
  "I'm in my first years at uni",
  "I'm doing a building apprenticeship",
  'I work at the supermarket while I study',
  "I'm studying nursing",
];

export const LATER_JOBS: readonly string[] = [
  "I've just retired from teaching",
  "I'm semi-retired and loving it",
  'I still run the family orchard',
  'I work three days a week at the library',
];

export const ACTIVITIES: readonly string[] = [
  'tramping',
  'netball',
  'touch rugby',
  'op-shop hunting',
  'baking sourdough',
  'waka ama',
  'surfing badly',
  'pub quizzes',
  'gardening',
  'live music',
  'long drives with good podcasts',
  'fishing off the wharf',
  'yoga',
  'board games',
  'kapa haka',
  'cycling',
  'cooking for friends',
  'reading crime novels',
  'photography',
  'camping',
  'the gym',
  'stargazing',
  'salsa classes',
  'coaching junior rugby',
];

export const CITY_LINES: Readonly<Record<string, readonly string[]>> = {
  Auckland: [
    "You'll find me walking up Maungawhau before work.",
    'Happiest on the ferry to Waiheke with a good book.',
    'Always up for dumplings on Dominion Road.',
    'Saturday mornings mean the La Cigale market.',
    'Still think the Karangahape Road food scene is underrated.',
  ],
  'North Shore': [
    'Takapuna beach runs keep me sane.',
    'Coffee in Devonport, then a walk up Mount Victoria.',
    'Kayaked to Rangitoto once and want to do it again.',
    'Shore local, will cross the bridge for the right person.',
    'Sunday swims at Long Bay, whatever the weather.',
  ],
  Hamilton: [
    'Hamilton Gardens picnics are my idea of a good Sunday.',
    'I bike the Waikato River trails most weekends.',
    'Hamilton Lake loops with my dog are a daily thing.',
    'Proud Waikato supporter, win or lose.',
    'Raglan is my escape when the week gets long.',
  ],
};

export const LOOKING_FOR: readonly string[] = [
  'Looking for someone kind who likes a good yarn.',
  'Keen to meet someone who laughs easily and means it.',
  'Hoping to find someone to explore new places with.',
  'After something real, no games.',
  'Looking for a partner in crime for weekend adventures.',
  'If you can make a decent flat white, we will get along.',
  'Would love to meet someone who values whānau as much as I do.',
  "Let's start with a walk and see where it goes.",
  'Looking for honesty, warmth and a bit of cheek.',
  'Here to meet someone who is ready for something steady.',
  'Bonus points if you know your star sign and mine.',
  'Coffee first, big plans later.',
];
