import {
  ACTIVITIES,
  CITY_LINES,
  GREETINGS,
  JOBS,
  LATER_JOBS,
  LOOKING_FOR,
  PASIFIKA_GREETINGS,
  PROMPTS,
  QUIRKS,
  ROLES,
  SELF_TAGS,
  YOUNG_JOBS,
} from './bio-fragments.js';
import { Deck } from './deck.js';
import type { NameCulture } from './names.js';
import type { Prng } from './prng.js';

const BIO_MAX = 500;

export interface BioSubject {
  firstName: string;
  age: number;
  city: string;
  suburb: string;
  culture: NameCulture;
}

type Shape = 'intro' | 'prompts' | 'list' | 'story';
const SHAPES: readonly Shape[] = ['intro', 'prompts', 'list', 'story'];

function fill(line: string, subject: BioSubject): string {
  return line.replace('{name}', subject.firstName).replace('{suburb}', subject.suburb);
}

/** Joins sentences, dropping optional middle ones if a combination ever runs past 500. */
function fit(sentences: string[]): string {
  let bio = sentences.join(' ');
  while (bio.length > BIO_MAX && sentences.length > 2) {
    sentences.splice(sentences.length - 2, 1);
    bio = sentences.join(' ');
  }
  return bio.slice(0, BIO_MAX);
}

/**
 * Writes believable demo bios of 10..500 characters in four shapes (a greeting, Hinge-style
 * prompts, a short list, a little story), fitted to the person's age, city and name. Its decks
 * are shared across everyone it writes for, so lines spread evenly over the crowd.
 */
export class BioWriter {
  readonly #random: Prng;
  readonly #shapes: Deck<Shape>;
  readonly #greetings: Deck<string>;
  readonly #pasifika: Deck<string>;
  readonly #jobs: Deck<string>;
  readonly #youngJobs: Deck<string>;
  readonly #laterJobs: Deck<string>;
  readonly #roles: Deck<string>;
  readonly #activities: Deck<string>;
  readonly #tags: Deck<string>;
  readonly #quirks: Deck<string>;
  readonly #lookingFor: Deck<string>;
  readonly #prompts: Deck<(typeof PROMPTS)[number]>;
  readonly #answers: Map<string, Deck<string>>;
  readonly #cityLines: Map<string, Deck<string>>;

  constructor(random: Prng) {
    this.#random = random;
    this.#shapes = new Deck(SHAPES, random);
    this.#greetings = new Deck(GREETINGS, random);
    this.#pasifika = new Deck(PASIFIKA_GREETINGS, random);
    this.#jobs = new Deck(JOBS, random);
    this.#youngJobs = new Deck(YOUNG_JOBS, random);
    this.#laterJobs = new Deck(LATER_JOBS, random);
    this.#roles = new Deck(ROLES, random);
    this.#activities = new Deck(ACTIVITIES, random);
    this.#tags = new Deck(SELF_TAGS, random);
    this.#quirks = new Deck(QUIRKS, random);
    this.#lookingFor = new Deck(LOOKING_FOR, random);
    this.#prompts = new Deck(PROMPTS, random);
    this.#answers = new Map(
      PROMPTS.map(([prompt, answers]) => [prompt, new Deck(answers, random)]),
    );
    this.#cityLines = new Map(
      Object.entries(CITY_LINES).map(([city, lines]) => [city, new Deck(lines, random)]),
    );
  }

  readonly #written = new Set<string>();

  /** A bio no one before has got, unless a few redraws all clash. */
  write(subject: BioSubject): string {
    let bio = this.#draft(subject);
    for (let attempt = 0; attempt < 5 && this.#written.has(bio); attempt++) {
      bio = this.#draft(subject);
    }
    this.#written.add(bio);
    return bio;
  }

  #draft(subject: BioSubject): string {
    const shape = this.#shapes.draw();
    const sentences =
      shape === 'intro'
        ? this.#intro(subject)
        : shape === 'prompts'
          ? this.#promptAnswers(subject)
          : shape === 'list'
            ? this.#list(subject)
            : this.#story(subject);
    return fit(sentences.map((sentence) => fill(sentence, subject)));
  }

  #greeting(subject: BioSubject): string {
    const pasifika = subject.culture === 'pasifika' && this.#random.chance(0.5);
    return (pasifika ? this.#pasifika : this.#greetings).draw();
  }

  #job(age: number): string {
    return (age <= 21 ? this.#youngJobs : age >= 60 ? this.#laterJobs : this.#jobs).draw();
  }

  #cityLine(city: string): string[] {
    const lines = this.#cityLines.get(city);
    return lines && this.#random.chance(0.6) ? [lines.draw()] : [];
  }

  #intro(subject: BioSubject): string[] {
    const [first, second] = this.#activities.drawDistinct(2);
    return [
      this.#greeting(subject),
      `${this.#job(subject.age)}. Home is {suburb}, and spare time goes on ${first} and ${second}.`,
      ...this.#cityLine(subject.city),
      this.#lookingFor.draw(),
    ];
  }

  #promptAnswers(subject: BioSubject): string[] {
    const prompts = this.#prompts.drawDistinct(2);
    return [
      ...prompts.map(([prompt]) => `${prompt}: ${this.#answers.get(prompt)!.draw()}.`),
      ...(this.#random.chance(0.5) ? this.#cityLine(subject.city) : []),
      this.#lookingFor.draw(),
    ];
  }

  #list(subject: BioSubject): string[] {
    const role =
      subject.age <= 21
        ? 'Student'
        : subject.age >= 60
          ? 'Happily semi-retired'
          : this.#roles.draw();
    return [
      `${role}. ${this.#tags.draw()}. ${this.#quirks.draw()}`,
      `Based in {suburb}.`,
      this.#lookingFor.draw(),
    ];
  }

  #story(subject: BioSubject): string[] {
    const [activity] = this.#activities.drawDistinct(1);
    return [
      this.#quirks.draw(),
      `${this.#job(subject.age)} and live in {suburb}. Outside work it's all about ${activity}.`,
      ...this.#cityLine(subject.city),
      this.#lookingFor.draw(),
    ];
  }
}
