import { describe, expect, it } from 'vitest';
import { languageOfLcid } from './siteLanguage';

describe('languageOfLcid', () => {
  it('names the languages of the page by their SharePoint locale ids', () => {
    expect([1033, 1031, 1036, 3082].map(languageOfLcid)).toEqual(['en-US', 'de-DE', 'fr-FR', 'es-ES']);
  });

  it('reads the traditional Spanish sort as Spanish and regional variants as themselves', () => {
    expect([1034, 3079, 3084].map(languageOfLcid)).toEqual(['es-ES', 'de-AT', 'fr-CA']);
  });

  it('knows no tag for a language Listboard does not write in, nor for none', () => {
    expect(languageOfLcid(1041)).toBeUndefined();
    expect(languageOfLcid(undefined)).toBeUndefined();
  });
});
