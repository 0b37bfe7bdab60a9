import { describe, expect, it } from 'vitest';
import { SEED_VENUES, venueGames } from '../seed/games.ts';
import { gameArtName, gamesArt, venueArtName } from './games.ts';

// Lobby art is read by 简 and 繁 members alike: it carries no words (the lobby prints names as text).
const HAN = /[\u3400-\u9fff]/;
const LETTERING = /<(text|title)\b/;

describe('venue card and game tile art', () => {
  it('has no lettering and no Chinese characters', () => {
    const names = [
      ...SEED_VENUES.map((venue) => venueArtName(venue.enName)),
      ...SEED_VENUES.flatMap((venue) =>
        venue.category === 'DZ' || venue.category === 'BY'
          ? venueGames(venue).map((game) => gameArtName(game.gameCode))
          : [],
      ),
    ];
    for (const name of names) {
      const svg = gamesArt(name) ?? '';
      expect(svg, name).toMatch(/^<svg /);
      expect(svg, name).not.toMatch(LETTERING);
      expect(svg, name).not.toMatch(HAN);
    }
  });

  it('differs between the venues of one lobby in emblem as well as colour', () => {
    const categories = new Set(SEED_VENUES.map((venue) => venue.category));
    for (const category of categories) {
      const venues = SEED_VENUES.filter((venue) => venue.category === category);
      // The drawing without its ground colours: venues of a lobby still differ.
      const drawings = venues.map((venue) =>
        (gamesArt(venueArtName(venue.enName)) ?? '').replace(
          /<linearGradient id="bg"[\s\S]*?<\/linearGradient>/,
          '',
        ),
      );
      expect(new Set(drawings).size, category).toBe(venues.length);
    }
  });

  it('gives every game of a venue its own tile', () => {
    for (const venue of SEED_VENUES.filter((v) => v.category === 'DZ' || v.category === 'BY')) {
      const tiles = venueGames(venue).map((game) => gamesArt(gameArtName(game.gameCode)));
      expect(new Set(tiles).size, venue.enName).toBe(tiles.length);
    }
  });
});
