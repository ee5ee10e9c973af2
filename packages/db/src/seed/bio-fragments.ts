/**
 * Sentence pieces the demo bios are built from. `{name}` is the person's first name, `{suburb}`
 * where they live. Each list is drawn as a Deck, so a line repeats only after all have been used.
 */
export const GREETINGS: readonly string[] = [
  "Kia ora, I'm {name}.",
  'Hi, {name} here.',
  "Kia ora! I'm {name}.",
  "Hey, I'm {name}.",
  '{name} here, hello!',
  "Gidday, I'm {name}.",
];

/** Samoan, Tongan and Cook Islands greetings, used only for people with Pasifika names. */
export const PASIFIKA_GREETINGS: readonly string[] = [
  "Talofa lava! I'm {name}.",
  "Mālō e lelei, I'm {name}.",
  'Kia orana! {name} here.',
];

/** Jobs as "I ..." clauses, for people in the middle of their working life. */
export const JOBS: readonly string[] = [
  'I teach year 4 at a primary school',
  'I work night shifts as an ED nurse',
  'I build websites for small businesses',
  'I run a coffee cart at the Saturday markets',
  "I'm a sparky",
  'I write ad copy for a living',
  "I'm a physio who mostly fixes rugby knees",
  'I do the accounts for a construction firm',
  "I'm studying law part time",
  'I work in a hospital lab',
  "I'm a builder",
  'I manage a busy cafe',
  "I'm a graphic designer",
  'I keep the IT running at a big law firm',
  "I'm a vet nurse",
  'I drive the 70 bus',
  "I'm a chef at a little Italian place",
  'I plan parks for the council',
  "I'm a hairdresser with my own chair",
  'I teach kids to swim',
  'I run freight logistics for an exporter',
  "I'm a paramedic",
  'I run my own landscaping business',
  "I'm a midwife",
  'I fix planes at the airport',
  'I teach high school chemistry',
  "I'm a social worker",
  'I roast coffee for a living',
  'I work in a vineyard and help with the harvest',
  'I sell houses',
  'I make furniture in a shared workshop',
  'I do data analysis for a power company',
];

export const YOUNG_JOBS: readonly string[] = [
  "I'm in my second year at uni",
  "I'm doing a building apprenticeship",
  'I work at the supermarket while I study',
  "I'm studying nursing",
  "I'm training to be a chef",
  "I'm halfway through a design degree",
];

export const LATER_JOBS: readonly string[] = [
  "I've just retired from teaching",
  "I'm happily semi-retired",
  'I still run the family orchard',
  'I work three days a week at the library',
  'I sold my business last year and finally have time',
  'I volunteer at the hospice shop most weeks',
];

/** Short job titles for the list-shaped bio ("Nurse. Sea swimmer. ..."). */
export const ROLES: readonly string[] = [
  'Nurse',
  'Teacher',
  'Builder',
  'Barista',
  'Engineer',
  'Designer',
  'Vet nurse',
  'Chef',
  'Physio',
  'Paramedic',
  'Accountant',
  'Student',
  'Gardener',
  'Electrician',
  'Lawyer in training',
  'Librarian',
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
  'growing far too many tomatoes',
  'gigs at the Powerstation',
  'long drives with good podcasts',
  'fishing off the wharf',
  'yoga',
  'board games',
  'kapa haka',
  'cycling',
  'cooking for friends',
  'crime novels',
  'film photography',
  'camping',
  'the gym',
  'stargazing',
  'salsa classes',
  'coaching junior rugby',
  'sea swims',
  'bouldering',
  'learning te reo',
  'pottery classes',
  'trail running',
  'hunting for the best pie in town',
  'community choir',
  'restoring an old Vespa',
];

/** Things people are like, for the list-shaped bio. */
export const SELF_TAGS: readonly string[] = [
  'Sea swimmer',
  'Sourdough nerd',
  'Plant hoarder',
  'Dog person',
  'Cat person, sorry',
  'Sunrise walker',
  'Quiz night captain',
  'Amateur potter',
  'Bookworm',
  'Gig goer',
  'Home cook',
  'Weekend tramper',
  'Karaoke menace',
  'Flat white snob',
  'Op-shop regular',
  'Still learning guitar',
];

/** Small true-sounding details, in the first person, that make a bio sound like one person. */
export const QUIRKS: readonly string[] = [
  'I make a mean pavlova.',
  'I own more tea than mugs.',
  'I have strong opinions about the best chippie in town.',
  'I know all the words to Poi E.',
  'I have never once lost at Monopoly Deal.',
  'I will talk to your dog before I talk to you.',
  'I can name every bird on our banknotes.',
  'I keep a list of every beach I have swum at.',
  'I still have my Tamagotchi.',
  'I cry at every Taika film.',
  'I can reverse a trailer first go.',
  'I grew a 3 kg pumpkin last summer.',
];

export const CITY_LINES: Readonly<Record<string, readonly string[]>> = {
  Auckland: [
    'Most mornings start with a walk up Maungawhau.',
    'Happiest on the ferry to Waiheke with a good book.',
    'Always up for dumplings on Dominion Road.',
    'Saturday mornings mean the La Cigale market.',
    'Karangahape Road is still my favourite place to eat.',
    'I know every bench at Cornwall Park.',
  ],
  'North Shore': [
    'Takapuna beach runs keep me sane.',
    'Coffee in Devonport, then a walk up Takarunga.',
    'Kayaked to Rangitoto once and want to do it again.',
    'Will cross the bridge for the right person.',
    'Sunday swims at Long Bay, whatever the weather.',
    'The Milford walkway at low tide is my happy place.',
  ],
  Hamilton: [
    'Hamilton Gardens picnics are my idea of a good Sunday.',
    'I bike the river path most weekends.',
    'Hamilton Lake loops with my dog are a daily thing.',
    'Proud Chiefs supporter, win or lose.',
    'Raglan is my escape when the week gets long.',
    'Still think Hood Street has the best bars in the Waikato.',
  ],
};

/** What they hope for, as a closing sentence. */
export const LOOKING_FOR: readonly string[] = [
  'Looking for someone kind who likes a good yarn.',
  'Keen to meet someone who laughs easily and means it.',
  'Hoping to find someone to explore new places with.',
  'After something real and a bit of fun along the way.',
  'Looking for a partner in crime for weekend adventures.',
  'If you can make a decent flat white, we will get along.',
  'Would love to meet someone who values whānau as much as I do.',
  "Let's start with a walk and see where it goes.",
  'Looking for honesty, warmth and a bit of cheek.',
  'Ready for something steady with the right person.',
  'Bonus points if you know your star sign and mine.',
  'Coffee first, big plans later.',
  'Tell me your go-to karaoke song.',
  'Ask me about the worst tramp I have ever done.',
  'Message me your best dad joke.',
  'Show me your favourite walk and I will show you mine.',
];

/** Hinge-style prompts and answers for the prompt-shaped bio. */
export const PROMPTS: readonly (readonly [string, readonly string[]])[] = [
  [
    'My ideal Sunday',
    [
      'a swim, a pie and a nap in the sun',
      'farmers market, then cooking something ambitious',
      'a long tramp with a thermos of tea',
      'the papers, a slow brunch and zero plans',
      'a road trip to anywhere with a beach',
    ],
  ],
  [
    'Green flag',
    [
      'you text back',
      'you are kind to waiters',
      'you have a favourite bird',
      'you still call your nan',
      'you laugh at your own jokes',
    ],
  ],
  [
    "I'm weirdly proud of",
    [
      'my compost',
      'my pavlova',
      'finishing the Tongariro Crossing in the rain',
      'my record collection',
      'never having missed a Matariki hangi',
    ],
  ],
  [
    'Together we could',
    [
      'find the best fish and chips in the country',
      'finally learn to surf',
      'do the Hooker Valley track',
      'win a pub quiz',
      'cook our way through a whole cookbook',
    ],
  ],
];
