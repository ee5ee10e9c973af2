// Where to get help in New Zealand: the safety advice page lists them all, and the report sheet
// shows them beside 'Safety concern offline'.

export interface Helpline {
  name: string;
  what: string;
  /** As it is dialled. */
  tel?: string;
  /** As it is written. */
  number?: string;
  web?: { href: string; label: string };
}

// New Zealand services, with the numbers as each one publishes them.
export const HELPLINES: readonly Helpline[] = [
  {
    name: 'Police, Fire or Ambulance',
    what: "In an emergency, or if you're in danger right now.",
    tel: '111',
    number: '111',
  },
  {
    name: 'NZ Police non-emergency',
    what: "To report something that has already happened and isn't urgent.",
    tel: '105',
    number: '105',
    web: { href: 'https://www.105.police.govt.nz', label: '105.police.govt.nz' },
  },
  {
    name: 'Netsafe',
    what: 'Help with online harm: scams, harassment, and intimate images shared without consent.',
    tel: '0508638723',
    number: '0508 638 723',
    web: { href: 'https://netsafe.org.nz', label: 'netsafe.org.nz' },
  },
  {
    name: 'Safe to talk',
    what: 'For anyone affected by sexual harm, any time of day or night.',
    tel: '0800044334',
    number: '0800 044 334',
  },
  {
    name: "Women's Refuge",
    what: 'Crisis line for family violence, any time of day or night.',
    tel: '0800733843',
    number: '0800 733 843',
  },
  {
    name: '1737, need to talk?',
    what: 'Free call or text 1737 to talk with a trained counsellor.',
    tel: '1737',
    number: '1737',
  },
];
