import { describe, expect, it } from 'vitest';
import { mentionedIn, mentionedLogins } from './mentions';

describe('mentionedLogins', () => {
  it('reads each mailto link of a comment once, by its sign-in name', () => {
    const html = '<p>Hi <a href="mailto:Megan@Contoso.test">@Megan Bowen</a> and <a class="x" href="mailto:alex%40contoso.test?subject=a">@Alex</a>, '
      + 'again <a href="mailto:megan@contoso.test">@Megan</a>, not <a href="https://x.test">a site</a></p>';
    expect(mentionedLogins(html)).toEqual(['megan@contoso.test', 'alex@contoso.test']);
  });
  it('finds nobody in a comment without mentions', () => {
    expect(mentionedLogins('<p>No one</p>')).toEqual([]);
  });
});

describe('mentionedIn', () => {
  const users = [{ login: 'Megan@contoso.test', name: 'Megan Bowen' }, { login: 'alex@contoso.test', name: 'Alex Wilber' }, { login: 'adele@contoso.test', name: 'Adele Vance' }];

  it('takes the picked site users whose @Name the plain text still shows', () => {
    expect(mentionedIn('@Megan Bowen and @Alex Wilber, see this', ['megan@contoso.test', 'alex@contoso.test', 'adele@contoso.test'], users))
      .toEqual(['megan@contoso.test', 'alex@contoso.test']);
  });

  it('ignores a pick that is no site user, and adds the links of a rich comment', () => {
    expect(mentionedIn('<p><a href="mailto:adele@contoso.test">@Adele Vance</a> @Someone</p>', ['someone@else.test'], users)).toEqual(['adele@contoso.test']);
  });
});
