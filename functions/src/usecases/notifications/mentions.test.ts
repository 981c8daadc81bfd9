import { describe, expect, it } from 'vitest';
import { mentionedLogins } from './mentions';

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
