// A name holding several people is flagged, never split (artist-names.ts).
import { describe, expect, it } from 'vitest';
import { artistLine, joinedNamesSeparator, nameSeparator, severalNamesProblem } from './artist-names.ts';

describe('nameSeparator', () => {
  it.each([
    ['Asha Rao; Noor Khan', ';'],
    ['Asha Rao & Noor Khan', '&'],
    ['Asha Rao, Noor Khan', ','],
    ['Asha Rao/Noor Khan', '/'],
    ['Asha Rao feat. Noor Khan', 'feat.'],
    ['Asha Rao Ft Noor Khan', 'Ft'],
    ['Asha Rao featuring Noor Khan', 'featuring'],
    ['Asha Rao vs. Noor Khan', 'vs.'],
  ])('%s holds %s', (name, sep) => expect(nameSeparator(name)).toBe(sep));

  it.each(['Asha Rao', 'The Quiet Hours', 'Feathers', 'Lefty', 'Mr. Softy', 'AC-DC'])('%s is one name', (name) =>
    expect(nameSeparator(name)).toBeNull(),
  );
});

describe('severalNamesProblem', () => {
  it('names the field, the name and the separator, and says to enter each artist separately', () => {
    expect(severalNamesProblem('The artist name', 'Mira; Kavi')).toBe(
      'The artist name "Mira; Kavi" holds more than one name (";"). Enter each artist separately.',
    );
    expect(severalNamesProblem('The artist name', 'Mira feat. Kavi')).toBe(
      'The artist name "Mira feat. Kavi" holds more than one name ("feat."). Enter each artist separately.',
    );
    expect(severalNamesProblem('The artist name', 'Mira')).toBeNull();
  });

  it.each(['Simon & Garfunkel', 'Earth, Wind & Fire', 'AC/DC', 'Mumford & Sons'])('leaves the act %s as written', (name) => {
    expect(severalNamesProblem('The artist name', name)).toBeNull();
    expect(joinedNamesSeparator(name)).toBeNull();
  });
});

describe('artistLine', () => {
  it('shows one main artist as written, two with "&", more with commas and a last "&"', () => {
    expect(artistLine('Mira')).toBe('Mira');
    expect(artistLine('Mira', ['Kavi'])).toBe('Mira & Kavi');
    expect(artistLine('Mira', ['Kavi', 'Noor Khan'])).toBe('Mira, Kavi & Noor Khan');
    expect(artistLine('Simon & Garfunkel', ['Mira'])).toBe('Simon & Garfunkel & Mira');
  });
});
