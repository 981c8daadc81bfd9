import { describe, expect, it } from 'vitest';
import { MAX_MENTIONS } from '@listboard/shared';
import type { DirectoryPerson, SiteUser } from '../../ports/listHost';
import { type PeopleOfSite, mentionedLogins, resolveMentions } from './mentions';

describe('mentionedLogins', () => {
  it('reads each mailto link of a comment once, by its sign-in name', () => {
    const html =
      '<p>Hi <a href="mailto:Megan@Contoso.test">@Megan Bowen</a> and <a class="x" href="mailto:alex%40contoso.test?subject=a">@Alex</a>, ' +
      'again <a href="mailto:megan@contoso.test">@Megan</a>, not <a href="https://x.test">a site</a></p>';
    expect(mentionedLogins(html)).toEqual(['megan@contoso.test', 'alex@contoso.test']);
  });
  it('finds nobody in a comment without mentions', () => {
    expect(mentionedLogins('<p>No one</p>')).toEqual([]);
  });
});

describe('resolveMentions', () => {
  const SITE = 'https://contoso.test/sites/team';
  const user = (id: number, login: string, name: string): SiteUser => ({
    id,
    login,
    name,
    email: login.toLowerCase(),
    isSiteAdmin: false,
    groups: [],
  });
  const users = [
    user(3, 'Megan@contoso.test', 'Megan Bowen'),
    user(4, 'alex@contoso.test', 'Alex Wilber'),
    user(5, 'adele@contoso.test', 'Adele Vance'),
  ];
  /** The organisation's directory beyond the site: Lee, who never opened it. */
  const directory: DirectoryPerson[] = [...users, { login: 'lee@contoso.test', name: 'Lee Gu', email: 'lee.gu@contoso.test' }];
  const searches: string[] = [];
  const people: PeopleOfSite = {
    getSiteUsers: async () => users,
    searchPeople: async (_site, text, limit) => {
      searches.push(text);
      return directory
        .filter((person) => [person.login, person.name, person.email].some((value) => value.toLowerCase().includes(text.toLowerCase())))
        .slice(0, limit);
    },
  };
  const logins = (mentions: { people: { login: string }[] }) => mentions.people.map((person) => person.login.toLowerCase());

  it('takes the picked site users whose @Name the plain text still shows, and names a pick that is nobody', async () => {
    const mentions = await resolveMentions(people, SITE, {
      text: '@Megan Bowen and @Alex Wilber, see this',
      isRich: false,
      picked: ['megan@contoso.test', 'alex@contoso.test', 'adele@contoso.test', 'someone@else.test'],
    });
    expect(logins(mentions)).toEqual(['megan@contoso.test', 'alex@contoso.test']);
    expect(mentions.unresolved).toEqual(['someone@else.test']);
  });

  it('reads no links in plain text, and only the links of a rich comment that are people of the site or its directory', async () => {
    const link = (address: string) => `<a href="mailto:${address}">@${address}</a>`;
    expect(await resolveMentions(people, SITE, { text: link('outsider@elsewhere.test'), isRich: false, picked: [] })).toEqual({
      people: [],
      unresolved: [],
    });
    const rich = await resolveMentions(people, SITE, {
      text: `<p>${link('adele@contoso.test')} ${link('lee.gu@contoso.test')} ${link('outsider@elsewhere.test')}</p>`,
      isRich: true,
      picked: [],
    });
    expect(rich.people).toEqual([
      { id: 5, login: 'adele@contoso.test', name: 'Adele Vance', email: 'adele@contoso.test' },
      { id: 0, login: 'lee@contoso.test', name: 'Lee Gu', email: 'lee.gu@contoso.test' },
    ]);
    expect(rich.unresolved).toEqual(['outsider@elsewhere.test']);
  });

  it('looks up no more than MAX_MENTIONS names, and names the rest as not mentioned', async () => {
    searches.length = 0;
    const picked = Array.from({ length: MAX_MENTIONS + 5 }, (_, index) => `p${index}@elsewhere.test`);
    const text = `<p>${picked.map((address) => `<a href="mailto:${address}">x</a>`).join(' ')}</p>`;
    const mentions = await resolveMentions(people, SITE, { text, isRich: true, picked: [] });
    expect(searches).toHaveLength(MAX_MENTIONS);
    expect(mentions.unresolved).toEqual(picked);
  });
});
